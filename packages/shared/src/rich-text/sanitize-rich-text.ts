import xss from 'xss';
import { attributesOf } from './rich-text.attributes';
import {
  type AttributeRules,
  DROPPED_WITH_CONTENT,
  ELEMENTS,
  LINK_REL,
  REQUIRED_ATTRIBUTES,
  VOID_ELEMENTS,
} from './rich-text.policy';

// js-xss is CommonJS: its tokenizer hangs off the default export at run time, in Node and in bundles alike.
const { parseTag, stripCommentTag } = xss as unknown as typeof import('xss');

/**
 * The one sanitiser of rich text (issue 5, suite 6): the server runs it on every rich-text field it
 * stores, the web again before rendering. js-xss finds the tags; the output is rebuilt from the policy, so
 * it is made of nothing but tags written here (`<name attr="escaped">`, `</name>`) and text whose
 * `<` and `>` are escaped: a browser cannot read it as anything else. Idempotent: clean HTML comes back
 * unchanged, so sanitising on write and again on render agree.
 */
export function sanitizeRichText(html: string): string {
  const writer = new RichTextWriter();
  // The browser drops NUL from text; dropped here, it cannot hide a scheme or split a tag name.
  const body = parseTag(
    stripCommentTag(html.replaceAll('\0', '')),
    (_source, _position, name, tag) => writer.tag(name, tag),
    (text) => writer.text(text),
  );
  return body + writer.closeAll();
}

const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Walks the tokens in order: keeps allowed elements balanced, skips dropped ones with their content. */
class RichTextWriter {
  private readonly open: string[] = [];
  /** How many of each element are open: an end tag that closes nothing costs no search of a deep stack. */
  private readonly openCount = new Map<string, number>();
  /** The element being dropped with its content, and how deep its own nesting is. */
  private dropping: { name: string; depth: number } | undefined;

  text(text: string): string {
    return this.dropping ? '' : escapeText(text);
  }

  /** One tag as js-xss found it (`name` lowercased): written anew, dropped, or given back as text. */
  tag(name: string, tag: string): string {
    // `<` not followed by a letter, `/`, `!` or `?` opens no tag in a browser: it is text.
    if (!/^<[a-z/!?]/i.test(tag)) return this.text(tag);
    const isEnd = tag.startsWith('</');
    const isSelfClosing = /\/\s*>$/.test(tag);
    if (this.dropping) return this.whileDropping(name, isEnd, isSelfClosing);
    if (DROPPED_WITH_CONTENT.has(name) && !isEnd && !isSelfClosing) {
      this.dropping = { name, depth: 1 };
      return '';
    }
    const rules = ELEMENTS.get(name);
    if (!rules) return '';
    return isEnd ? this.end(name) : this.start(name, tag, rules);
  }

  /** Everything still open is closed at the end, so the output can sit inside any element. */
  closeAll(): string {
    return this.open.splice(0).reverse().map(endTag).join('');
  }

  private whileDropping(name: string, isEnd: boolean, isSelfClosing: boolean): string {
    const dropping = this.dropping;
    if (dropping?.name !== name || isSelfClosing) return '';
    dropping.depth += isEnd ? -1 : 1;
    if (dropping.depth === 0) this.dropping = undefined;
    return '';
  }

  private start(name: string, tag: string, rules: AttributeRules): string {
    const attributes = keptAttributes(tag, rules);
    const required = REQUIRED_ATTRIBUTES.get(name);
    if (required && !attributes.get(required)) return '';
    if (name === 'a') attributes.set('rel', LINK_REL);
    if (!VOID_ELEMENTS.has(name)) {
      this.open.push(name);
      this.openCount.set(name, (this.openCount.get(name) ?? 0) + 1);
    }
    const written = [...attributes].map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`);
    return `<${name}${written.join('')}>`;
  }

  /** Closes up to the matching open element; an end tag with none open is dropped. */
  private end(name: string): string {
    if (!this.openCount.get(name)) return '';
    const closed = this.open.splice(this.open.lastIndexOf(name)).reverse();
    for (const element of closed) this.openCount.set(element, (this.openCount.get(element) ?? 1) - 1);
    return closed.map(endTag).join('');
  }
}

const endTag = (name: string) => `</${name}>`;

/** Allowed attributes whose value passes its rule; the first of a repeated name wins, as in a browser. */
function keptAttributes(tag: string, rules: AttributeRules): Map<string, string> {
  const kept = new Map<string, string>();
  for (const [name, value] of attributesOf(tag)) {
    const clean = kept.has(name) ? undefined : rules.get(name)?.(decodeAttribute(value).replace(/\s+/g, ' ').trim());
    if (clean !== undefined) kept.set(name, clean);
  }
  return kept;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * Decodes the references an editor writes in attributes (`&amp;`, `&quot;`, numeric ones). Other
 * named references stay literal: every `&` is escaped again on output, so the browser reads exactly
 * the value the rules checked, never a `&Tab;` or `&colon;` they did not see.
 */
function decodeAttribute(value: string): string {
  return value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));?/gi, (_, hex, decimal, named) => {
    if (named) return NAMED[named.toLowerCase()] ?? '';
    return characterOf(hex ? Number.parseInt(hex, 16) : Number.parseInt(decimal, 10));
  });
}

/** As the HTML parser does: NUL, surrogates and out-of-range code points read as U+FFFD. */
function characterOf(codePoint: number): string {
  const isValid = codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
  return isValid ? String.fromCodePoint(codePoint) : '\uFFFD';
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
