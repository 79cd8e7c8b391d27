import type { ZodType } from 'zod';
import { jsonText } from './json-text';
import { type Body, type Entry, type Shape, wireBody } from './request-shape';
import type { RouteSchemas } from './route-schemas';

/** Stands for a value the server cannot even decode (a broken percent-escape): never valid. */
const UNDECODABLE = Symbol('undecodable');

/** What went over the wire comes back as UTF-8: a lone surrogate becomes U+FFFD. */
const overTheWire = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

/** Pairs grouped as Fastify's parsers group them: a repeated key becomes an array; `__proto__` stays a key. */
export function grouped(entries: Entry[]): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null);
  for (const [rawKey, rawValue] of entries) {
    const [key, value] = [overTheWire(rawKey), overTheWire(rawValue)];
    const seen = out[key];
    out[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return out;
}

function decodedParams(params: Record<string, string>): Record<string, string> | typeof UNDECODABLE {
  try {
    return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, decodeURIComponent(v)]));
  } catch {
    return UNDECODABLE;
  }
}

/** The body as the server's validator would receive it; a type without a parser leaves only text to judge. */
function bodyView(body: Body): unknown {
  if (body.kind === 'none') return undefined;
  if (body.kind === 'json') return JSON.parse(jsonText(body.value) ?? 'null');
  if (body.kind === 'form') return grouped(body.entries);
  const text = String(wireBody(body).payload ?? '');
  const type = (body.contentType ?? '').toLowerCase();
  if (type.startsWith('application/json')) {
    try {
      return JSON.parse(text);
    } catch {
      return UNDECODABLE;
    }
  }
  if (type.startsWith('application/x-www-form-urlencoded')) return grouped([...new URLSearchParams(text)]);
  return text;
}

function fails(schema: ZodType | undefined, value: unknown): boolean {
  if (schema === undefined) return false;
  if (value === UNDECODABLE) return true;
  return !schema.safeParse(value).success;
}

/**
 * Whether the route's own schemas refuse what this request carries: the oracle of "accepted-invalid".
 * It judges the values exactly as the server will receive them (decoded, grouped, parsed).
 */
export function breaksSchemas(shape: Shape, schemas: RouteSchemas | undefined): string | null {
  if (!schemas) return null;
  if (fails(schemas.params, decodedParams(shape.params))) return 'params';
  if (fails(schemas.querystring, grouped(shape.query))) return 'querystring';
  if (fails(schemas.body, bodyView(shape.body))) return 'body';
  return null;
}
