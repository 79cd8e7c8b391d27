const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\f' || c === '\r';
const endsName = (c: string) => isSpace(c) || c === '/' || c === '=';

/**
 * The attributes of one start tag (`<a href=x title="y">`), read as the HTML standard's tokenizer
 * reads them: names lowercased, values raw (entities still in), '' for a name without a value.
 * One pass over the tag: js-xss's own attribute parser rescans the tag at every space, and a tag
 * holding 10,000 spaces took it seconds.
 */
export function attributesOf(tag: string): [name: string, value: string][] {
  const cursor = new Cursor(tag.endsWith('>') ? tag.slice(0, -1) : tag);
  cursor.takeWhile((c) => !isSpace(c) && c !== '/'); // the tag name
  const found: [string, string][] = [];
  for (;;) {
    cursor.takeWhile((c) => isSpace(c) || c === '/');
    if (cursor.isDone) return found;
    const name = cursor.take() + cursor.takeWhile((c) => !endsName(c));
    cursor.takeWhile(isSpace);
    found.push([name.toLowerCase(), cursor.skip('=') ? cursor.value() : '']);
  }
}

class Cursor {
  private at = 0;
  constructor(private readonly text: string) {}

  get isDone(): boolean {
    return this.at >= this.text.length;
  }

  take(): string {
    return this.text[this.at++] ?? '';
  }

  takeWhile(matches: (c: string) => boolean): string {
    const from = this.at;
    while (!this.isDone && matches(this.text[this.at] ?? '')) this.at++;
    return this.text.slice(from, this.at);
  }

  skip(c: string): boolean {
    if (this.text[this.at] !== c) return false;
    this.at++;
    return true;
  }

  /** A quoted value runs to its closing quote (or the end), an unquoted one to the next space. */
  value(): string {
    this.takeWhile(isSpace);
    const quote = this.text[this.at];
    if (quote !== '"' && quote !== "'") return this.takeWhile((c) => !isSpace(c));
    this.at++;
    const value = this.takeWhile((c) => c !== quote);
    this.at++;
    return value;
  }
}
