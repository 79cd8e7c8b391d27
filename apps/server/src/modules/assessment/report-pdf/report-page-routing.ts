import type { Route } from 'playwright-core';

/**
 * The made-up origin the report page is opened at. Nothing listens there: every request of the
 * page is answered in-process (`ServePage`), so rendering needs no port and no network.
 */
export const REPORT_ORIGIN = 'http://dtmm-report.internal';
// The host, not the origin, decides: production's CSP upgrades the page's requests to https.
const REPORT_HOST = new URL(REPORT_ORIGIN).host;

/** A request of the report page, as the server sees it: path with query, chosen headers, body. */
export interface PageRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: Buffer;
}

export interface PageResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
}

/** Answers one request of the report page (in the server: `app.inject` as the asking user). */
export type ServePage = (request: PageRequest) => Promise<PageResponse>;

// Only what shapes the answer; cookies, origin and the browser's fetch metadata stay behind.
const FORWARDED_HEADERS = ['accept', 'accept-language', 'content-type'];
// The browser frames the body itself; a content-length from the server could only disagree.
const DROPPED_RESPONSE_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'set-cookie']);

/**
 * `context.route` handler: the report origin is served by `serve`, every other origin is refused.
 * Refusals, failures and error statuses are noted in `problems`, which a failed render logs.
 */
export async function answerFromApp(route: Route, serve: ServePage, problems: string[]): Promise<void> {
  const request = route.request();
  const url = new URL(request.url());
  const what = `${request.method()} ${url.host === REPORT_HOST ? url.pathname : url.origin}`;
  if (url.host !== REPORT_HOST) {
    problems.push(`${what}: blocked (foreign origin)`);
    return route.abort('blockedbyclient').catch(ignoreClosed);
  }
  try {
    const answer = await serve({
      method: request.method(),
      url: url.pathname + url.search,
      headers: pick(request.headers(), FORWARDED_HEADERS),
      payload: request.postDataBuffer() ?? undefined,
    });
    if (answer.status >= 400) problems.push(`${what}: ${answer.status}`);
    await route.fulfill({ status: answer.status, headers: fulfilledHeaders(answer.headers), body: answer.body });
  } catch (error) {
    problems.push(`${what}: ${(error as Error).message}`);
    // The page sees a failed request (and reports 'error' or never gets ready); a closed context is no news.
    await route.abort('failed').catch(ignoreClosed);
  }
}

function pick(headers: Record<string, string>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (headers[name] === undefined ? [] : [[name, headers[name]]])));
}

export function fulfilledHeaders(headers: PageResponse['headers']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) => {
      if (value === undefined || DROPPED_RESPONSE_HEADERS.has(name.toLowerCase())) return [];
      return [[name, Array.isArray(value) ? value.join(', ') : String(value)]];
    }),
  );
}

/** The render was stopped (timeout) while a request was under way: nothing is left to answer. */
const ignoreClosed = () => {};
