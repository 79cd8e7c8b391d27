import fc from 'fast-check';
import { type ZodType, z } from 'zod';

/** The part of JSON Schema that z.toJSONSchema writes for our contract's inputs. */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  /** `false` after prefixItems: a tuple takes nothing beyond its items. */
  items?: JsonSchema | false;
  /** A tuple's items (the advice of levels 1–5). */
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

// Long enough to reach the limits we declare (1000 characters) without making every case huge.
const LONGEST_GENERATED = 1000;

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, LONGEST_GENERATED);
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern, 'u'), { maxLength }).filter((s) => s.length >= minLength);
  }
  return fc.oneof(
    { arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 40) }), weight: 4 },
    fc.string({ unit: 'grapheme-ascii', minLength: maxLength, maxLength }),
  );
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1e9 : schema.exclusiveMinimum + 1e-9);
  const high = schema.maximum ?? (schema.exclusiveMaximum === undefined ? 1e9 : schema.exclusiveMaximum - 1e-9);
  if (!integer) return fc.double({ min: low, max: high, noNaN: true });
  const [min, max] = [Math.ceil(low), Math.floor(high)];
  // fc.integer stops at 32 bits; the edges come in as constants.
  return fc.oneof(
    fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) }),
    fc.constantFrom(min, max),
  );
}

function objectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, arbitraryOf(v)]));
  return fc.record(shape, { requiredKeys: schema.required ?? [] });
}

function arbitraryOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map(arbitraryOf));
  switch (schema.type) {
    case 'object':
      return objectOf(schema);
    case 'array':
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map(arbitraryOf));
      return fc.array(arbitraryOf(schema.items || {}), { maxLength: 3 });
    case 'string':
      return stringOf(schema);
    case 'integer':
    case 'number':
      return numberOf(schema, schema.type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values of the schema's input side. Refinements (checksums, matching passwords) have no JSON Schema,
 * so some values still fail the schema; the suite's oracle asks zod itself which ones are valid.
 */
export function valuesOf(schema: ZodType): fc.Arbitrary<Record<string, unknown>> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return arbitraryOf(json) as fc.Arbitrary<Record<string, unknown>>;
}
