import fc from 'fast-check';

/** Each element with the attributes it may keep, so generated tags often carry one that must be checked. */
const FITTING_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width'],
  span: ['style'],
  p: ['style'],
  h2: ['style'],
  td: ['colspan', 'rowspan', 'style'],
  th: ['colspan'],
};
const TAGS_WITH_ATTRIBUTES = Object.keys(FITTING_ATTRIBUTES);
const OTHER_ALLOWED_TAGS = [
  'br',
  'h1',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'table',
  'tr',
];
const FORBIDDEN_TAGS = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'textarea',
  'title',
  'noscript',
  'template',
  'xmp',
  'noembed',
  'plaintext',
  'select',
  'option',
  'base',
  'meta',
  'link',
  'frameset',
  'body',
  'div',
  'details',
  'video',
  'animate',
  'image',
  'foreignObject',
  'mglyph',
  'scr\u200Bipt',
];

const ALLOWED_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'target', 'rel', 'style', 'colspan', 'rowspan', 'width'];
const HOSTILE_ATTRIBUTES = [
  ...['onerror', 'onload', 'ONMOUSEOVER', 'onfocus', 'srcdoc', 'formaction', 'action', 'xlink:href', 'data'],
  ...['background', 'poster', 'srcset', 'is', 'ng-init', 'on\u00ADload', 'hr+ef', 'constructor', '__proto__'],
];

const SCRIPT_URL_SPELLINGS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' \u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript&#x3A;alert(1)',
  '&#0000106avascript:alert(1)',
  'jav&Tab;ascript:alert(1)',
  'javascript&colon;alert(1)',
  'java&NewLine;script:alert(1)',
  '&#38;#106;avascript:alert(1)',
  '&amp;#106;avascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  'javascript\u0000:alert(1)',
];

const OTHER_VALUES = [
  ...['https://example.com/a?b=1&c=2', 'http://news.example.cn/x.png', '/api/dtmm/common/file/42', '#top'],
  ...['mailto:office@example.cn', '//evil.example', '_blank', '_self', 'noopener', '2', '0', '100%', '640'],
  ...['color: red', 'color:#f00;text-align:center', 'background:url(javascript:alert(1))', 'x:expression(alert(1))'],
  ...['color: \\72 ed', 'font-weight: bold; -moz-binding: url(x)', '"><script>alert(1)</script>', "' onmouseover='x"],
  ...['`x`', '&quot;&gt;&lt;img src=x onerror=alert(1)&gt;', '&lt;&#60;&#x3c;&LT', ''],
  ...['&#32;&#9;padded&#10;', '图\u3000片', ' spaced  out ', 'a&#x0d;&#x0a;b', '&#xD800;&#0;&#x110000;'],
];

const TEXT_PIECES = [
  ...['\0', '\u202E', '\u200B', '\uFEFF', '\u2028', '\u3000', '\u00A0', '👍🏽', '数字化转型', 'مرحبا', '\uD800'],
  ...['&', '&amp;', '&lt;', '&gt;', '&#60;', '&#x3c;script&#x3e;', '&nbsp;', '&', '<', '>', '"', "'", '`', '='],
  ...['<!--', '-->', '<!-->', '--!>', '<!', '</', '<?', ']]>', '< p', '<3', '\n', '\t', ' ', '/', '<</', '>>'],
];

const mixedCase = (word: string) =>
  fc
    .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
    .map((upper) => [...word].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));

const tagName = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...TAGS_WITH_ATTRIBUTES) },
  { weight: 2, arbitrary: fc.constantFrom(...OTHER_ALLOWED_TAGS) },
  { weight: 1, arbitrary: fc.constantFrom(...FORBIDDEN_TAGS).chain(mixedCase) },
);

/** Mostly well-formed, so the attribute rules get exercised; sometimes broken, so the tokenizer does. */
const often = <T>(usual: T, ...rare: T[]) =>
  fc.oneof({ weight: 4, arbitrary: fc.constant(usual) }, { weight: 1, arbitrary: fc.constantFrom(...rare) });

const attributeValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SCRIPT_URL_SPELLINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...OTHER_VALUES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

const attributeOf = (tag: string) =>
  fc
    .tuple(
      fc.oneof(
        fc.constantFrom(...(FITTING_ATTRIBUTES[tag] ?? ALLOWED_ATTRIBUTES)),
        fc.constantFrom(...ALLOWED_ATTRIBUTES),
        fc.constantFrom(...HOSTILE_ATTRIBUTES),
      ),
      attributeValue,
      fc.oneof(often('"', "'", '', '`', 'none'), fc.constant("'")),
      often(' ', '\n', '/', '\t', ' \u00A0'),
    )
    .map(([name, value, quote, gap]) =>
      quote === 'none' ? `${gap}${name}` : `${gap}${name}=${quote}${value}${quote}`,
    );

const startTag = tagName.chain((name) =>
  fc
    .tuple(fc.array(attributeOf(name), { maxLength: 4 }), often('>', ' />', '/>', '', ' >'))
    .map(([attributes, end]) => `<${name}${attributes.join('')}${end}`),
);

const text = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.constantFrom(...TEXT_PIECES),
);

/** One element: its start tag, children, and an end tag that may be missing, wrong or malformed. */
const htmlish = fc.letrec<{ node: string; nodes: string }>((tie) => ({
  nodes: fc.array(tie('node'), { maxLength: 4 }).map((nodes) => nodes.join('')),
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 2, arbitrary: text },
    {
      weight: 3,
      arbitrary: fc
        .tuple(startTag, tie('nodes'), tagName, often('proper', 'missing', 'other', 'spaced'))
        .map(([start, children, other, ending]) => `${start}${children}${endTag(start, other, ending)}`),
    },
    { weight: 1, arbitrary: tie('nodes').map((inner) => `<!--${inner}-->`) },
    { weight: 1, arbitrary: startTag },
  ),
}));

function endTag(start: string, other: string, ending: string): string {
  const name = /^<([^\s/>]*)/.exec(start)?.[1] ?? '';
  if (ending === 'missing') return '';
  if (ending === 'other') return `</${other}>`;
  return ending === 'spaced' ? `</${name} x>` : `</${name}>`;
}

/**
 * HTML-ish strings for the sanitiser's properties: nested elements from the allowed and the forbidden
 * sets, attributes with hostile values in every quoting, entities, comments, broken markup, and text
 * with NUL, bidi overrides, zero-width characters, CJK and emoji.
 */
export const richTextInput: fc.Arbitrary<string> = htmlish.nodes;
