import { vi } from 'vitest';
import type { TestApp } from '../../../test/test-app';

export interface ProbedRead {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever the route answered
  body: any;
  headers: Record<string, unknown>;
  /** Whether the public cache answered (the route did not run). */
  fromCache: boolean;
}

/** A GET (anonymous unless a token is given), and whether the public cache answered it. */
export async function probe(t: TestApp, url: string, token?: string): Promise<ProbedRead> {
  const lookup = vi.spyOn(t.app.ctx.publicCache, 'lookup');
  try {
    const res = await t.app.inject({ method: 'GET', url, headers: token ? { access_token: token } : {} });
    const fromCache = lookup.mock.results.some((result) => result.type === 'return' && result.value !== undefined);
    return { status: res.statusCode, body: res.json(), headers: res.headers, fromCache };
  } finally {
    lookup.mockRestore();
  }
}

/** Reads `url` anonymously until the cache holds its answer (the second read at most), and answers that. */
export async function cached(t: TestApp, url: string): Promise<ProbedRead> {
  await probe(t, url);
  const again = await probe(t, url);
  if (!again.fromCache) throw new Error(`not cached: ${url} (${again.status})`);
  return again;
}
