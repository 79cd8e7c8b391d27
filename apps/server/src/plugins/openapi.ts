import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the routes' zod schemas, and a page to read it at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, platformName: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${platformName} API`,
        version: '1.0.0',
        description: '所有接口返回 {code, msg, data, total?}，code 为 0 表示成功。',
      },
      components: {
        securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'access_token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
