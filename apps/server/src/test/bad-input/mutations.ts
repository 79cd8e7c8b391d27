import fc from 'fast-check';
import { type Named, nastyJson, nastyString, strayKey } from './hostile-values';
import { type Mutation, mutation } from './mutation';
import { rawBodyMutations } from './raw-body-mutations';
import { type Entry, percentEncode, type Shape } from './request-shape';

/** What the route's matrix row tells about it. */
export interface RouteTraits {
  /** An id that names no record is refused (the row has a `missing` outcome). */
  refusesUnknownIds: boolean;
}

/** Changes to a list of pairs: a key removed, a value replaced, a key repeated, a key added. */
function entryChanges(entries: Entry[]): fc.Arbitrary<Named<Entry[]>> {
  const changes: fc.Arbitrary<Named<Entry[]>>[] = [
    fc
      .tuple(strayKey, nastyString)
      .map(([key, v]) => ({ name: `+${key}=${v.name}`, value: [...entries, [key, v.value]] })),
  ];
  if (entries.length > 0) {
    const index = fc.nat({ max: entries.length - 1 });
    const keyAt = (i: number) => entries[i]?.[0] ?? '';
    changes.push(
      index.map((i) => ({ name: `-${keyAt(i)}`, value: entries.filter((_, j) => j !== i) })),
      fc.tuple(index, nastyString).map(([i, v]) => ({
        name: `${keyAt(i)}=${v.name}`,
        value: entries.map((e, j): Entry => (j === i ? [e[0], v.value] : e)),
      })),
      fc.tuple(index, fc.option(nastyString, { nil: undefined })).map(([i, v]) => ({
        name: `${keyAt(i)} repeated${v ? ` with ${v.name}` : ''}`,
        value: [...entries, [keyAt(i), v?.value ?? entries[i]?.[1] ?? '']],
      })),
    );
  }
  return fc.oneof(...changes);
}

const queryMutations = (base: Shape) =>
  entryChanges(base.query).map((c) => mutation(`query ${c.name}`, { ...base, query: c.value }));

function formMutations(base: Shape, entries: Entry[]) {
  return entryChanges(entries).map((c) =>
    mutation(`form ${c.name}`, { ...base, body: { kind: 'form', entries: c.value } }),
  );
}

/** An own property, even for `__proto__`, as JSON.parse would make it. */
function withKey(object: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...object };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

function jsonMutations(base: Shape, object: Record<string, unknown>) {
  const keys = Object.keys(object);
  const json = (name: string, value: unknown) => mutation(`json ${name}`, { ...base, body: { kind: 'json', value } });
  const changes = [
    fc.tuple(strayKey, nastyJson).map(([key, v]) => json(`+${key}: ${v.name}`, withKey(object, key, v.value))),
    nastyJson.map((v) => json(`whole body ${v.name}`, v.value)),
  ];
  if (keys.length > 0) {
    const key = fc.constantFrom(...keys);
    changes.push(
      key.map((k) => json(`-${k}`, Object.fromEntries(Object.entries(object).filter(([name]) => name !== k)))),
      fc.tuple(key, nastyJson).map(([k, v]) => json(`${k}: ${v.name}`, withKey(object, k, v.value))),
    );
  }
  return fc.oneof(...changes);
}

/** Path parameters no record has: negative, huge, fractional, not numbers, broken or sly percent-escapes. */
const JUNK_PARAMS = [
  '-1',
  '0',
  '-0',
  '1.5',
  '9'.repeat(40),
  '18446744073709551616',
  '9999999999999999',
  '2147483648',
  '1e308',
  'NaN',
  'Infinity',
  'abc',
  '%00',
  '1%00',
  '%zz',
  '%',
  '%E0%A4%A',
  '%C0%AF',
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%98%80',
  '%E2%80%AEfdp.exe',
  '%20',
  '%2e%2e',
  'x'.repeat(5000),
];
// Prefixed so that no generated text reads as a number, i.e. as an id some record might have.
const junkParam = fc.oneof(
  { arbitrary: fc.constantFrom(...JUNK_PARAMS), weight: 3 },
  nastyString.map((v) => `x${percentEncode(v.value)}`),
);

function paramMutations(base: Shape, traits: RouteTraits) {
  return fc
    .tuple(fc.constantFrom(...Object.keys(base.params)), junkParam)
    .map(([name, junk]) =>
      mutation(
        `path ${name}=${junk.slice(0, 40)}`,
        { ...base, params: { ...base.params, [name]: junk } },
        traits.refusesUnknownIds,
      ),
    );
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every kind of bad input that applies to the route, one change per request. */
export function mutationsOf(base: Shape, traits: RouteTraits): fc.Arbitrary<Mutation> {
  const kinds: fc.Arbitrary<Mutation>[] = [queryMutations(base)];
  if (Object.keys(base.params).length > 0) kinds.push(paramMutations(base, traits));
  const body = base.body;
  if (body.kind === 'json' && isPlainObject(body.value)) kinds.push(jsonMutations(base, body.value));
  const takesBody = base.method === 'POST' || base.method === 'PUT';
  if (body.kind === 'none' && takesBody) kinds.push(jsonMutations(base, {}));
  if (body.kind === 'form') kinds.push(formMutations(base, body.entries));
  if (takesBody) kinds.push(rawBodyMutations(base));
  return fc.oneof(...kinds);
}
