import type { RouteOptions } from 'fastify';
import type { ZodType } from 'zod';

/** The zod schemas a route declares for what it reads; the suite's oracle of what is valid. */
export interface RouteSchemas {
  body?: ZodType;
  querystring?: ZodType;
  params?: ZodType;
  /** Whether it declares any response schema (then the serializer checks every answer against it). */
  hasResponseSchema: boolean;
}

const isZod = (value: unknown): value is ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value && 'safeParse' in value;

/** Fills `into` with each route's schemas as Fastify registers it, keyed 'METHOD url' as the matrix is. */
export function collectRouteSchemas(into: Map<string, RouteSchemas>): (route: RouteOptions) => void {
  return (route) => {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const schemas: RouteSchemas = {
      ...(isZod(schema.body) ? { body: schema.body } : {}),
      ...(isZod(schema.querystring) ? { querystring: schema.querystring } : {}),
      ...(isZod(schema.params) ? { params: schema.params } : {}),
      hasResponseSchema: schema.response !== undefined,
    };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') into.set(`${method} ${route.url}`, schemas);
  };
}
