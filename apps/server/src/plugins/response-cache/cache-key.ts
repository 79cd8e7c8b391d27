/** A query parameter as sent (still percent-encoded) and its decoded name, which orders it. */
interface Parameter {
  raw: string;
  name: string;
}

function parameterOf(raw: string): Parameter | null {
  const end = raw.indexOf('=');
  const name = end === -1 ? raw : raw.slice(0, end);
  if (!name.includes('%') && !name.includes('+')) return { raw, name };
  try {
    return { raw, name: decodeURIComponent(name.replaceAll('+', ' ')) };
  } catch {
    return null;
  }
}

const byName = (a: Parameter, b: Parameter) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** URLs with several query parameters seen lately and their keys, up to this many characters in all. */
const MEMO_CHARS = 1 << 20;
const memo = new Map<string, string | null>();
let memoChars = 0;

/**
 * The key of a public answer: the path as sent and the query parameters sorted by their decoded
 * name, so `?page=1&limit=10` and `?limit=10&page=1` share an entry. Parameters of the same name
 * keep their order (they are one array to the route); a name that cannot be decoded gives null
 * (such a request is not cached).
 */
export function cacheKey(url: string): string | null {
  const mark = url.indexOf('?');
  if (mark === -1 || !url.includes('&', mark)) return url;
  // Sorting takes microseconds a hit need not spend: a URL asked for again is looked up.
  let key = memo.get(url);
  if (key !== undefined) return key;
  key = sortedQuery(url, mark);
  if (memoChars + url.length > MEMO_CHARS) {
    memo.clear();
    memoChars = 0;
  }
  memo.set(url, key);
  memoChars += url.length;
  return key;
}

function sortedQuery(url: string, mark: number): string | null {
  const parameters: Parameter[] = [];
  let isSorted = true;
  for (const raw of url.slice(mark + 1).split('&')) {
    const parameter = parameterOf(raw);
    if (parameter === null) return null;
    const previous = parameters.at(-1);
    if (previous && byName(previous, parameter) > 0) isSorted = false;
    parameters.push(parameter);
  }
  if (isSorted) return url;
  // Array.prototype.sort is stable: equal names keep the order they were sent in.
  parameters.sort(byName);
  return `${url.slice(0, mark)}?${parameters.map((p) => p.raw).join('&')}`;
}
