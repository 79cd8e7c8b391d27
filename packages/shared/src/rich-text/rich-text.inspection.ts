import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';
import { ELEMENTS, LINK_REL } from './rich-text.policy';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
/** Rich text is rendered as a div's innerHTML: parsed in that context, as a browser would. */
const DIV = parseFragment('<div></div>').childNodes[0] as Element;
const inDiv = (html: string) => parseFragment(DIV, html, {});
const URL_ATTRIBUTES = new Set(['href', 'src']);

/**
 * What in `html` could run or is outside the policy, as a browser would build it: parse5 follows the
 * HTML standard's parsing algorithm, entities decoded and foreign content (SVG, MathML) recognised.
 * An empty list means the markup is inert.
 */
export function executableConstructs(html: string): string[] {
  const found: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeName === '#comment') found.push('a comment: the sanitiser and the browser tokenized apart');
    if ('tagName' in node) found.push(...elementProblems(node));
    if ('childNodes' in node) node.childNodes.forEach(visit);
  };
  visit(inDiv(html));
  return found;
}

/**
 * Whether what follows `html` in a page stays outside it: an element left open (a table, a link,
 * bold text) would pull the next paragraph in, or reopen around it.
 */
export function keepsToItself(html: string): boolean {
  const after = inDiv(`<div>${html}</div><p>after</p>`).childNodes.at(-1);
  const children = after && 'tagName' in after ? after.childNodes : [];
  return after?.nodeName === 'p' && children.length === 1 && children[0]?.nodeName === '#text';
}

function elementProblems(element: Element): string[] {
  const name = element.tagName;
  if (element.namespaceURI !== HTML_NAMESPACE) return [`<${name}> in ${element.namespaceURI}`];
  const rules = ELEMENTS.get(name);
  if (!rules) return [`forbidden element <${name}>`];
  return element.attrs.flatMap(({ name: attribute, value }) => {
    if (/^on/i.test(attribute)) return [`event handler ${attribute} on <${name}>`];
    if (!rules.has(attribute) && !(name === 'a' && attribute === 'rel' && value === LINK_REL))
      return [`attribute ${attribute} on <${name}>`];
    if (URL_ATTRIBUTES.has(attribute) && isScriptUrl(value)) return [`${attribute}=${value} on <${name}>`];
    if (attribute === 'style' && /url\(|expression|\\|@import|binding/i.test(value)) return [`style=${value}`];
    return [];
  });
}

/** As the URL parser reads it: tabs and newlines removed, C0 controls and spaces trimmed. */
function isScriptUrl(value: string): boolean {
  const url = value.replace(/[\t\n\r]/g, '').replace(/^[\0- ]+/, '');
  return /^(javascript|vbscript|data|livescript|mocha):/i.test(url);
}
