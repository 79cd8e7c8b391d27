/**
 * What rich text may hold: the elements an editor for news, standards and solutions produces, and
 * per element the attributes it may carry with the rule each value must pass. A rule gets the value
 * decoded from entities, its white space made single spaces and trimmed; it answers the value to keep
 * or `undefined` to drop the attribute.
 */
export type AttributeRule = (value: string) => string | undefined;

/**
 * The URL parser trims C0 controls and spaces at either end (tabs and newlines are already single
 * spaces here). A loop, not `/[\0- ]+$/`: that regex is quadratic on a long run of controls.
 */
function urlAsBrowserReadsIt(value: string): string {
  const isControlOrSpace = (at: number) => value.charCodeAt(at) <= 0x20;
  let start = 0;
  let end = value.length;
  while (start < end && isControlOrSpace(start)) start++;
  while (end > start && isControlOrSpace(end - 1)) end--;
  return value.slice(start, end);
}

/** A scheme is whatever precedes the first colon that comes before any `/`, `?` or `#`. */
const schemeOf = (url: string) => /^([^/?#]*):/.exec(url)?.[1]?.toLowerCase();

/**
 * Relative URLs (no scheme: `/api/dtmm/common/file/…`, `#top`) and the listed schemes only. A named
 * reference left undecoded (`javascript&colon;…`) refuses the URL: in a link it only hides a scheme.
 */
function urlWithSchemes(schemes: readonly string[]): AttributeRule {
  return (value) => {
    const url = urlAsBrowserReadsIt(value);
    if (/&[a-z][a-z0-9]*;/i.test(url)) return undefined;
    const scheme = schemeOf(url);
    return scheme === undefined || schemes.includes(scheme) ? url : undefined;
  };
}

/**
 * Images come only from the platform itself (the rich-text image upload, portal.md 5.9): a path on
 * our origin. Outside images would tell a third party who reads our pages; `//host` and `/\\host` are
 * other hosts to a browser.
 */
const ownPath: AttributeRule = (value) => {
  const url = urlWithSchemes([])(value);
  return url !== undefined && /^\/(?![/\\])/.test(url) ? url : undefined;
};

const anyText: AttributeRule = (value) => value;
const onlyBlankTarget: AttributeRule = (value) => (value.toLowerCase() === '_blank' ? '_blank' : undefined);
const matching =
  (pattern: RegExp): AttributeRule =>
  (value) =>
    pattern.test(value) ? value : undefined;
const pixels = matching(/^\d{1,4}$/);
const cellSpan = matching(/^[1-9]\d{0,2}$/);

// Plain values only: no parentheses but rgb()/rgba() of numbers, so no url(), expression() or escapes.
const COLOR =
  /^(#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\(\s*\d{1,3}%?(\s*,\s*\d{1,3}%?){2}(\s*,\s*(0|1|0?\.\d{1,3}))?\s*\))$/i;
const STYLE_VALUES = new Map<string, RegExp>([
  ['color', COLOR],
  ['background-color', COLOR],
  ['text-align', /^(left|right|center|justify)$/i],
  ['font-weight', /^(normal|bold|[1-9]00)$/i],
]);

/** Keeps the declarations of the four allowed properties whose value is plain; drops everything else. */
const style: AttributeRule = (value) => {
  const kept = value.split(';').flatMap((declaration) => {
    const [property = '', ...rest] = declaration.split(':');
    const name = property.trim().toLowerCase();
    const plain = rest.join(':').trim();
    return STYLE_VALUES.get(name)?.test(plain) ? [`${name}: ${plain}`] : [];
  });
  return kept.length > 0 ? kept.join('; ') : undefined;
};

export type AttributeRules = ReadonlyMap<string, AttributeRule>;

const rules = (byName: Record<string, AttributeRule> = {}): AttributeRules => new Map(Object.entries(byName));
const textBlock = rules({ style });
const cell = rules({ colspan: cellSpan, rowspan: cellSpan, style });
const bare = rules();

// Maps, not object literals: a tag or attribute named `constructor` or `__proto__` must find nothing.
export const ELEMENTS: ReadonlyMap<string, AttributeRules> = new Map([
  ...['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'span'].map((name) => [name, textBlock] as const),
  ...['br', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li'].map((name) => [name, bare] as const),
  ...['table', 'thead', 'tbody', 'tr'].map((name) => [name, bare] as const),
  ...['th', 'td'].map((name) => [name, cell] as const),
  ['a', rules({ href: urlWithSchemes(['http', 'https', 'mailto']), title: anyText, target: onlyBlankTarget })],
  ['img', rules({ src: ownPath, alt: anyText, title: anyText, width: pixels, height: pixels })],
]);

/** Elements without content: never closed, a stray end tag of theirs is dropped. */
export const VOID_ELEMENTS = new Set(['br', 'img']);

/** Attributes an element is useless without: it is dropped when they do not survive. */
export const REQUIRED_ATTRIBUTES = new Map([['img', 'src']]);

/** Set on every link whatever came in: the opened page gets no handle on ours and no Referer. */
export const LINK_REL = 'noopener noreferrer';

/**
 * Elements dropped with everything inside them: their content is code or not prose (script, style,
 * form controls' options) or another document (frames, SVG, MathML, templates). Other unknown
 * elements are unwrapped: the tag goes, its text stays.
 */
export const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'textarea',
  'option',
  'title',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'iframe',
  'object',
  'svg',
  'math',
]);
