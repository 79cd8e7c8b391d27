/**
 * What a public answer can depend on. A cached read names the tags it is built from; a write names
 * the tags it changes, and every cached answer that names one of them is stale from then on.
 */
export const PUBLIC_TAGS = [
  'platform',
  'dictionaries',
  'regions',
  'industries',
  'content',
  'companies',
  'solutions',
  'assessments',
  'questionBank',
] as const;
export type PublicTag = (typeof PUBLIC_TAGS)[number];

/** How a public read is cached: `config: { publicCache: { tags: [...] } }` on a GET route. */
export interface PublicCachePolicy {
  /** Everything the answer is built from: a write to any of them makes it stale. */
  tags: readonly PublicTag[];
  /** How long browsers may keep the answer without asking again; 0 (the default) makes them revalidate with the ETag. */
  maxAgeS?: number;
}

/** For an answer built from any public data (the server-rendered pages): every public write makes it stale. */
export const dependsOnAllPublicData = (maxAgeS = 0): PublicCachePolicy => ({ tags: PUBLIC_TAGS, maxAgeS });

const KNOWN = new Set<string>(PUBLIC_TAGS);
export const isPublicTag = (value: unknown): value is PublicTag => typeof value === 'string' && KNOWN.has(value);
