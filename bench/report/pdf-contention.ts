// Report PDFs under a hostile load (issue 28, 2): accounts that download fresh reports in a loop,
// ignoring 429 and Retry-After, while another company's person downloads theirs now and then.
import { sleep } from '../support/local';

export interface Download {
  ms: number;
  status: number;
}

/** One GET reportPdf/{id}, timed from the client; the body is read to the end. */
export async function download(baseUrl: string, token: string, recordId: string): Promise<Download> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/dtmm/answer/reportPdf/${recordId}`, { headers: { access_token: token } });
  const body = Buffer.from(await res.arrayBuffer());
  const isPdf = res.status === 200 && body.subarray(0, 5).toString() === '%PDF-';
  return { ms: performance.now() - started, status: isPdf ? 200 : res.status };
}

export interface HostileAccount {
  token: string;
  /** Records of its own, each a fresh render the first time. */
  recordIds: string[];
}

export interface HostileTally {
  /** PDFs answered, those answered within a second (the cache) aside. */
  rendered: number;
  cached: number;
  refused429: number;
  other: Record<number, number>;
}

/** How long a refused hostile account waits before it asks again: far less than Retry-After. */
const HOSTILE_PAUSE_MS = 250;

/**
 * Each account downloads its records one after another, round and round, until `stop` is set; after
 * a 429 it pauses a quarter of a second and asks for the same record again.
 */
export function runHostile(baseUrl: string, accounts: HostileAccount[], stop: { isSet: boolean }) {
  const tally: HostileTally = { rendered: 0, cached: 0, refused429: 0, other: {} };
  const loops = accounts.map(async ({ token, recordIds }) => {
    let i = 0;
    while (!stop.isSet) {
      const { ms, status } = await download(baseUrl, token, recordIds[i % recordIds.length] as string);
      if (status === 429) {
        tally.refused429 += 1;
        await sleep(HOSTILE_PAUSE_MS);
        continue;
      }
      if (status === 200 && ms < 1_000) tally.cached += 1;
      else if (status === 200) tally.rendered += 1;
      else tally.other[status] = (tally.other[status] ?? 0) + 1;
      i += 1;
    }
  });
  return { tally, done: Promise.all(loops) };
}

/** Records downloaded one by one with `gapMs` between them. */
export async function downloadInTurn(baseUrl: string, token: string, recordIds: string[], gapMs: number) {
  const downloads: Download[] = [];
  for (const id of recordIds) {
    downloads.push(await download(baseUrl, token, id));
    console.log('download', downloads.at(-1));
    await sleep(gapMs);
  }
  return downloads;
}
