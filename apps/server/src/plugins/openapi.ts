import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BodyType } from './body-types';

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

/** What an operation asks for unless its route says otherwise: the access token Authorize stores. */
const TOKEN_REQUIRED = [{ accessToken: [] }];
/** `schema.security` of a route anyone may call. */
export const NO_TOKEN: Record<string, string[]>[] = [];
/** `schema.security` of a route anyone may call that reads a token when one comes (logout ends its session). */
export const OPTIONAL_TOKEN: Record<string, string[]>[] = [{}, { accessToken: [] }];

/**
 * Documents every route the plugin `app` registers after this call as one anyone may call: for a
 * module whose routes are all public, instead of `security: NO_TOKEN` on each.
 */
export function documentAsPublic(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    // A new object: a schema literal shared with another route keeps its own security.
    route.schema = { ...route.schema, security: NO_TOKEN };
  });
}

/**
 * A 200 that is a file rather than the envelope (captcha image, PDF, download, export). The handler
 * sends a Buffer or a stream, which Fastify never serializes: the schema only documents the bytes.
 */
export function fileResponse(description: string, mediaType = '*/*') {
  return { description, content: { [mediaType]: { schema: z.any().meta({ type: 'string', format: 'binary' }) } } };
}

const MEDIA_TYPES: Record<BodyType, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };

/**
 * The zod provider's transform, then what the route's options say of the edge: the body types it
 * takes (`config.bodyTypes`, so the document never offers a 415) and, unless the route declares its
 * own `security`, the access token.
 */
function transform(input: TransformInput) {
  const { schema, url } = jsonSchemaTransform(input);
  if (schema?.hide) return { schema, url };
  const bodyTypes = input.route.config?.bodyTypes ?? ['json'];
  return {
    url,
    schema: { security: TOKEN_REQUIRED, consumes: bodyTypes.map((type) => MEDIA_TYPES[type]), ...schema },
  };
}

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
    transform,
    // Recursive schemas (menus, regions) are components their operations refer to.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CSP });
}
