import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The docs page's own policy, and only its: Swagger UI sets inline style attributes, which its
 * default policy (`style-src 'self' https:`) refuses; it needs no remote validator either.
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
].join('; ');

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
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CSP });
}
