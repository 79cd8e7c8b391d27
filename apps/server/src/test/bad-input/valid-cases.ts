import fc from 'fast-check';
import { type Mutation, mutation } from './mutation';
import { type Body, type Entry, percentEncode, type Shape } from './request-shape';
import type { RouteSchemas } from './route-schemas';
import { valuesOf } from './schema-arbitrary';

/** Texts of a generated object, as a query or a form carries them (absent and null fields left out). */
const entriesOf = (values: Record<string, unknown>): Entry[] =>
  Object.entries(values)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => [k, String(v)]);

const bodyLike = (base: Body, values: Record<string, unknown>): Body =>
  base.kind === 'form' ? { kind: 'form', entries: entriesOf(values) } : { kind: 'json', value: values };

/**
 * Requests whose body, query and (for reads) path parameters are generated from the route's own
 * schemas. Writes keep their path: a generated id could name a real person and disable them.
 */
export function validCasesOf(base: Shape, schemas: RouteSchemas | undefined): fc.Arbitrary<Mutation> | null {
  const parts: Record<string, fc.Arbitrary<Partial<Shape>>> = {};
  if (schemas?.body) parts.body = valuesOf(schemas.body).map((v) => ({ body: bodyLike(base.body, v) }));
  if (schemas?.querystring) parts.query = valuesOf(schemas.querystring).map((v) => ({ query: entriesOf(v) }));
  if (schemas?.params && base.method === 'GET') {
    parts.params = valuesOf(schemas.params).map((v) => ({
      params: Object.fromEntries(entriesOf(v).map(([k, text]) => [k, percentEncode(text)])),
    }));
  }
  if (Object.keys(parts).length === 0) return null;
  return fc
    .record(parts)
    .map((changes) =>
      mutation(
        `generated from schema: ${JSON.stringify(changes).slice(0, 400)}`,
        Object.assign({ ...base }, ...Object.values(changes)),
      ),
    );
}
