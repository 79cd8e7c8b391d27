import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_PAGE_PATHS, WEB_ROUTE_PATTERNS } from '@dtmm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../paths';
import { buildTestApp, type TestApp } from '../test-app';

/**
 * Page fuzz (issue 28): every page of the web app, with the built web app and its server render, asked
 * with hostile ids and queries by a guest and by each kind of person. No answer may be a 5xx, and the
 * platform must answer its health check after every one. `npm test` builds the web app first; run
 * alone, the suite needs `npm run build -w @dtmm/web` (DTMM_REQUIRE_WEB_BUILD=1 makes its absence fail).
 */
const WEB_DIST = path.join(SERVER_ROOT, '../web/dist');
const isBuilt = fs.existsSync(path.join(WEB_DIST, '../dist-server/entry-server.js'));
if (!isBuilt && process.env.DTMM_REQUIRE_WEB_BUILD === '1') {
  throw new Error('page fuzz: the web app is not built (npm run build -w @dtmm/web)');
}

/** Values an address bar can carry: unknown, negative, huge, not a number, unicode, markup, empty. */
const HOSTILE_VALUES = [
  '999999999',
  '-1',
  '0',
  '99999999999999999999999999',
  '1e309',
  'abc',
  '中文😀',
  '<script>x</script>',
  '%00',
  '',
] as const;
/** The query names the pages read (ids, tabs, filters, paging, the return address). */
const QUERY_NAMES = ['id', 'type', 'name', 'paneName', 'page', 'limit', 'code', 'year', 'keyword', 'redirect'];
/** A guest and one person of each kind: member, company admin, provider, operator, uncertified, no company. */
const VISITORS = [null, 'bz_user', 'bz_admin', 'lc_admin', 'operator', 'gs_admin', 'newcomer'] as const;

const encode = (value: string) => (value === '%00' ? value : encodeURIComponent(value));

/** Each page pattern with its `:params` and `*` filled by `value`. */
const pathWith = (pattern: string, value: string) =>
  pattern.replace(/:[A-Za-z]+/g, encode(value) || 'x').replace(/\*$/, encode(value) || 'x');

/** One value on one page: in its path, in every query name, and repeated as an array. */
function addressOf(pattern: string, value: string): string {
  const query = QUERY_NAMES.map((name) => `${name}=${encode(value)}`).join('&');
  return `${pathWith(pattern, value)}?${query}&id=2&id[]=3&type[]=${encode(value)}`;
}

const tally = { requests: 0, byStatus: new Map<number, number>(), slowestMs: 0, slowest: '' };

describe.skipIf(!isBuilt)('page fuzz with the server render', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    t = await buildTestApp({ env: { DTMM_WEB_DIST: WEB_DIST } });
    for (const username of VISITORS) if (username) tokens.set(username, await t.tokenFor(username));
  }, 120_000);

  afterAll(async () => {
    const statuses = Object.fromEntries([...tally.byStatus].sort(([a], [b]) => a - b));
    console.log(
      `page fuzz: ${tally.requests} page requests over ${WEB_ROUTE_PATTERNS.length} page patterns × ` +
        `${HOSTILE_VALUES.length} values × ${VISITORS.length} visitors; statuses`,
      statuses,
      `slowest ${tally.slowestMs} ms (${tally.slowest})`,
    );
    await t?.close();
  });

  async function visit(url: string, username: string | null) {
    const token = username ? tokens.get(username) : undefined;
    const started = performance.now();
    const answer = await t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', ...(token ? { access_token: token, cookie: `access_token=${token}` } : {}) },
    });
    const ms = Math.round(performance.now() - started);
    tally.requests += 1;
    tally.byStatus.set(answer.statusCode, (tally.byStatus.get(answer.statusCode) ?? 0) + 1);
    if (ms > tally.slowestMs) Object.assign(tally, { slowestMs: ms, slowest: url });
    expect(answer.statusCode, `${username ?? 'guest'} ${url}`).toBeLessThan(500);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode, `health after ${url}`).toBe(200);
    return answer;
  }

  it.each(VISITORS.map((username) => [username ?? 'a guest', username]))(
    'answers every page as %s without a 5xx, and stays up',
    async (_, username) => {
      for (const pattern of WEB_ROUTE_PATTERNS) {
        for (const value of HOSTILE_VALUES) await visit(addressOf(pattern, value), username);
      }
    },
    120_000,
  );

  it('answers an unknown id of every public detail page with its rendered 404', async () => {
    const details = PUBLIC_PAGE_PATHS.filter((page) => page.endsWith('/detail') || page.endsWith('Detail'));
    expect(details.length).toBeGreaterThanOrEqual(8);
    for (const page of details) {
      for (const id of ['999999999', '-1', 'abc', '中文']) {
        const answer = await visit(`${page}?id=${encodeURIComponent(id)}`, null);
        expect(answer.statusCode, `${page}?id=${id}`).toBe(404);
        // The page itself, rendered by the server, says the item is not there; no hydration state.
        expect(answer.body).toContain('article__empty');
        expect(answer.body).not.toContain('dtmm-ssr-state');
      }
    }
  });
});
