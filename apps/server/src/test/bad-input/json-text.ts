/**
 * Nesting too deep for JSON.stringify (or any recursive walk) to handle: the suite writes its text
 * itself. A server that parses it and then stringifies or walks it recursively would fall over.
 */
export class DeepNesting {
  constructor(
    readonly depth: number,
    readonly kind: 'array' | 'object',
  ) {}

  text(): string {
    const [open, close] = this.kind === 'array' ? ['[', ']'] : ['{"a":', '}'];
    return `${open.repeat(this.depth)}"bottom"${close.repeat(this.depth)}`;
  }
}

/** JSON.stringify that writes DeepNesting values out as their text; undefined stays undefined. */
export function jsonText(value: unknown): string | undefined {
  const deep: DeepNesting[] = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (!(v instanceof DeepNesting)) return v;
    deep.push(v);
    return `__deep_nesting_${deep.length - 1}__`;
  });
  return deep.reduce((out, v, i) => out?.replace(`"__deep_nesting_${i}__"`, () => v.text()), text);
}
