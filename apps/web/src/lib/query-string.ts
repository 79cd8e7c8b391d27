export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/** Drops empty values (undefined, null, '' and blank strings) so they are never sent (portal.md 2.4). */
export function compactQuery(query: Query): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = String(value);
    if (text.trim() === '') continue;
    out[key] = text;
  }
  return out;
}

export function toSearchString(query: Query | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams(compactQuery(query)).toString();
  return search ? `?${search}` : '';
}
