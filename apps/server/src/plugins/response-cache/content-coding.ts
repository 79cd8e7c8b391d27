/** The encodings a cached answer is kept in. */
export type Coding = 'br' | 'gzip' | 'identity';

/** The weight (q) Accept-Encoding gives a coding: its own entry, else `*`, else 0 (identity: 1). */
function weightOf(header: string, coding: Coding): number {
  let star: number | undefined;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name !== coding && name !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name === coding) return Number.isNaN(weight) ? 0 : weight;
    star = Number.isNaN(weight) ? 0 : weight;
  }
  return star ?? (coding === 'identity' ? 1 : 0);
}

/**
 * The coding to answer in: brotli, then gzip, whichever the client weighs higher (brotli on a
 * tie), else the body as it is. The same two codings as @fastify/compress is registered with,
 * so a cached answer and a compressed fresh one look alike.
 */
export function preferredCoding(acceptEncoding: string | undefined): Coding {
  if (!acceptEncoding) return 'identity';
  const br = weightOf(acceptEncoding, 'br');
  const gzip = weightOf(acceptEncoding, 'gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : 'identity';
}

/** If-None-Match against an entity tag, by weak comparison as RFC 9110 13.1.2 asks. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
