import fc from 'fast-check';
import { DeepNesting } from './json-text';
import { type Mutation, mutation } from './mutation';
import { type Entry, type Shape, wireBody } from './request-shape';

/** Bodies that claim to be JSON and are not, or are JSON of the wrong kind or a poisoning attempt. */
const BROKEN_JSON = [
  '',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}}',
  'null',
  '[]',
  '"text"',
  '1e999',
  'NaN',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  new DeepNesting(10_000, 'array').text(),
];

/** Content types the route did not ask for, malformed ones, and none at all. */
const WRONG_TYPES: (string | null)[] = [
  null,
  '',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/xml',
  'image/png',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=zzz',
  'application/json, text/plain',
  ';;;',
];

/** A well-formed multipart body with the request's fields, for routes that take JSON or forms. */
function multipartOf(fields: Entry[]): { bytes: string; contentType: string } {
  const boundary = 'dtmmFuzzBoundary';
  const parts = fields.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  return { bytes: `${parts.join('')}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

function fieldsOf(base: Shape): Entry[] {
  if (base.body.kind === 'form') return base.body.entries;
  if (base.body.kind === 'json' && typeof base.body.value === 'object' && base.body.value !== null) {
    return Object.entries(base.body.value).map(([k, v]) => [k, String(v)]);
  }
  return [];
}

/**
 * Broken JSON, the same body under a wrong content type, multipart where JSON or a form is expected,
 * and a cut-off upload. For an upload route nothing of this is a valid file, so all of it must be refused.
 */
export function rawBodyMutations(base: Shape): fc.Arbitrary<Mutation> {
  const isUpload = base.body.kind === 'raw' && /^multipart\//i.test(base.body.contentType ?? '');
  const raw = (name: string, contentType: string | null, bytes: string | Buffer) =>
    mutation(name, { ...base, body: { kind: 'raw', contentType, bytes } }, isUpload);
  const text = wireBody(base.body).payload ?? '{}';
  const multipart = multipartOf(fieldsOf(base));
  const kinds = [
    fc
      .constantFrom(...BROKEN_JSON)
      .map((json) => raw(`broken JSON ${JSON.stringify(json.slice(0, 30))}`, 'application/json', json)),
    fc.constantFrom(...WRONG_TYPES).map((type) => raw(`body as ${type ?? 'no content type'}`, type, text)),
    fc.constant(raw('multipart where it is not expected', multipart.contentType, multipart.bytes)),
  ];
  if (isUpload && Buffer.isBuffer(text)) {
    kinds.push(
      fc
        // Any cut short of the close delimiter's final '--' (the CRLF after it is optional).
        .integer({ min: 0, max: text.lastIndexOf('--\r\n') + 1 })
        .map((cut) =>
          raw(
            `upload cut at byte ${cut}`,
            base.body.kind === 'raw' ? base.body.contentType : null,
            text.subarray(0, cut),
          ),
        ),
    );
  }
  return fc.oneof(...kinds);
}
