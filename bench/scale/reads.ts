// The reads of `npm run bench:scale`: each list, page and filter the back office and the user centre
// offer, loaded with autocannon at `connections` clients, p99 against its target.
import autocannon from 'autocannon';

export interface Figure {
  figure: string;
  target: string;
  measured: string;
  pass: boolean;
}

export interface ReadLoad {
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  non2xx: number;
}

/**
 * `connections` clients asking the paths (in turn, one after another per request) with the token for
 * `durationS` seconds; any refusal or error fails the run, since a 4xx would be measured as fast.
 */
export async function loadPaths(
  baseUrl: string,
  token: string,
  paths: readonly string[],
  connections: number,
  durationS: number,
): Promise<ReadLoad> {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: durationS,
    headers: { access_token: token },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const path = paths[next % paths.length] as string;
          next += 1;
          return { ...request, path };
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${paths[0]}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    requests: result.requests.total,
    non2xx: result.non2xx,
  };
}

/** The total a paged list answers for this query. */
export async function totalOf(baseUrl: string, token: string, path: string): Promise<number> {
  const res = await fetch(`${baseUrl}${path}`, { headers: { access_token: token } });
  const body = (await res.json()) as { code?: number; total?: number; msg?: string };
  if (res.status !== 200 || body.code !== 0) throw new Error(`${path}: ${res.status} ${body.msg}`);
  return Number(body.total ?? 0);
}

export interface ListCase {
  name: string;
  /** The list's path with its filters, without page and limit. */
  path: string;
}

const withPage = (path: string, page: number, limit: number) =>
  `${path}${path.includes('?') ? '&' : '?'}page=${page}&limit=${limit}`;

/** The first, middle and last page of a list's filter (the last that holds rows). */
export async function pagesOf(baseUrl: string, token: string, path: string, limit = 10) {
  const started = performance.now();
  const total = await totalOf(baseUrl, token, withPage(path, 1, limit));
  const firstMs = Math.round(performance.now() - started);
  const last = Math.max(1, Math.ceil(total / limit));
  const pages = [...new Set([1, Math.max(1, Math.ceil(last / 2)), last])];
  return { total, firstMs, pages: pages.map((page) => ({ page, path: withPage(path, page, limit) })) };
}

/**
 * Loads each page of each case (first, middle, last) and answers one figure per case and page, the
 * target being `targetMs` at p99.
 */
export async function measureList(
  baseUrl: string,
  token: string,
  title: string,
  cases: readonly ListCase[],
  options: { targetMs: number; connections: number; durationS: number },
): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const c of cases) {
    const { total, firstMs, pages } = await pagesOf(baseUrl, token, c.path);
    for (const { page, path } of pages) {
      const load = await loadPaths(baseUrl, token, [path], options.connections, options.durationS);
      // The filter's first read, alone: what a cache or a cold page costs the operator who asks first.
      const first = page === 1 ? `; its first read ${firstMs} ms` : '';
      figures.push({
        figure: `${title}: ${c.name}, page ${page.toLocaleString('en')} of ${Math.max(1, Math.ceil(total / 10)).toLocaleString('en')} (${total.toLocaleString('en')} rows${first})`,
        target: `p99 ≤ ${options.targetMs} ms`,
        measured: `p99 ${load.p99} ms (p50 ${load.p50}, ${Math.round(load.rps)} req/s)`,
        pass: load.p99 <= options.targetMs,
      });
      console.log(`  ${figures.at(-1)?.figure}: ${figures.at(-1)?.measured}`);
    }
  }
  return figures;
}
