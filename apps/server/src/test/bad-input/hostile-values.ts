import fc from 'fast-check';
import { DeepNesting } from './json-text';

/** A generated value and the short name it is reported by (a 1 MB string is never printed). */
export interface Named<T> {
  name: string;
  value: T;
}
const named = <T>(name: string, value: T): Named<T> => ({ name, value });
const constants = <T>(entries: Record<string, T>) =>
  fc.constantFrom(...Object.entries(entries).map(([name, value]) => named(name, value)));

const ONE_MB = 1_000_000;

/** Texts that trip parsers, databases, logs and terminals. */
const NASTY_TEXTS: Record<string, string> = {
  '1 MB ASCII': 'x'.repeat(ONE_MB),
  // Just over the 1 MiB body limit once encoded as UTF-8 (3 bytes a character).
  '1 MB of CJK': '企'.repeat(360_000),
  NUL: 'a\u0000b',
  'only NUL': '\u0000',
  'RTL override': '\u202Egnp.exe',
  emoji: '😀👨‍👩‍👧‍👦🏳️‍🌈',
  'lone high surrogate': 'a\uD800b',
  'lone low surrogate': '\uDFFF',
  'zero-width and BOM': '\u200B\uFEFF',
  'CRLF header injection': 'a\r\nSet-Cookie: x=1',
  'SQL quote': "' OR '1'='1' --",
  'script tag': '<script>alert(1)</script>',
  'path traversal': '../../../etc/passwd',
  'percent escapes': '%00%zz%',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholder is the payload.
  'template syntax': '${7*7}{{7*7}}',
  'only spaces': '   ',
  empty: '',
  'the word __proto__': '__proto__',
  'fullwidth digits': '１２３',
};

/** Numbers at and past the edges, and the ones JSON cannot carry, as text. */
const EDGE_NUMBERS: Record<string, number | string> = {
  '1e308': 1e308,
  '-1e308': -1e308,
  '-0': -0,
  '2^64': 2 ** 64,
  '-(2^64)': -(2 ** 64),
  '2^53 + 2': 2 ** 53 + 2,
  '2^31': 2 ** 31,
  '0.5': 0.5,
  '-1': -1,
  '0': 0,
  '"NaN"': 'NaN',
  '"Infinity"': 'Infinity',
  '"1e309"': '1e309',
  '"2^64"': '18446744073709551616',
  '"-0"': '-0',
  '"0x1F"': '0x1F',
};

export const nastyText: fc.Arbitrary<Named<string>> = fc.oneof(
  { arbitrary: constants(NASTY_TEXTS), weight: 4 },
  fc
    .tuple(fc.string({ unit: 'binary', maxLength: 20 }), constants(NASTY_TEXTS))
    .map(([noise, nasty]) => named(`noise + ${nasty.name}`, noise + nasty.value.slice(0, 200))),
  fc.string({ unit: 'binary', maxLength: 60 }).map((s) => named(`generated text (${s.length})`, s)),
);

/** Strings only: what a query, a form field or a path can carry. */
export const nastyString: fc.Arbitrary<Named<string>> = fc.oneof(
  { arbitrary: nastyText, weight: 3 },
  constants(EDGE_NUMBERS).map(({ name, value }) => named(`number ${name}`, String(value))),
);

/** Any JSON value of the wrong kind for a field: strings, edge numbers, booleans, null, containers, deep nesting. */
export const nastyJson: fc.Arbitrary<Named<unknown>> = fc.oneof(
  { arbitrary: nastyText, weight: 3 },
  { arbitrary: constants<unknown>(EDGE_NUMBERS), weight: 2 },
  constants<unknown>({ true: true, false: false, null: null, '[]': [], '{}': {}, '[""]': [''] }),
  constants<unknown>({
    '10 000 nested arrays': new DeepNesting(10_000, 'array'),
    '10 000 nested objects': new DeepNesting(10_000, 'object'),
    '100 nested objects': new DeepNesting(100, 'object'),
  }),
  fc.jsonValue({ maxDepth: 3 }).map((v) => named('generated JSON', v)),
);

/** Keys nobody declared, the prototype-pollution ones first. */
export const strayKey: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'companyId', 'role', 'isDisabled'), weight: 3 },
  fc.constantFrom('a[b]', 'a.b', '', ' ', '\u0000', '\u202Ekey'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }),
);
