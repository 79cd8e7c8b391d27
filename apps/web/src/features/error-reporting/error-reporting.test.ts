import { CLIENT_ERROR_BODY_LIMIT, type ClientErrorReport } from '@dtmm/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForErrors } from './error-listeners';
import { bodyOf, reportOf } from './error-report';
import { createErrorReporter } from './error-reporter';
import { CLIENT_ERRORS_URL, sendReport } from './send-report';

const CONTEXT = { route: '/user/companyinfo', release: '0.1.0+abc1234', userAgent: 'Mozilla/5.0 (test)' };

/** jsdom's Blob has no text(). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

/** A browser's beacon that keeps what it was given (or refuses, as a full queue does). */
function fakeBeacon(accepts = true) {
  const sent: { url: string; body: Blob }[] = [];
  const sendBeacon = vi.fn((url: string, body: Blob) => {
    sent.push({ url, body });
    return accepts;
  });
  vi.stubGlobal('navigator', { ...navigator, sendBeacon, userAgent: 'Mozilla/5.0 (test)' });
  const reports = async () => Promise.all(sent.map(async ({ body }) => JSON.parse(await textOf(body))));
  return { sent, sendBeacon, reports };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('the report of an error', () => {
  it('carries the message, stack, path, release and browser, each URL without its query', () => {
    const error = new TypeError('Failed to fetch dynamically imported module: https://a.cn/assets/p.js?v=1&token=x');
    error.stack = 'TypeError: …\n    at load (https://a.cn/assets/index.js?access_token=secret:1:2)';
    const report = reportOf(error, { ...CONTEXT, route: '/user/companyinfo?phone=13812345678#x' });
    expect(report).toEqual({
      kind: 'chunk',
      message: 'TypeError: Failed to fetch dynamically imported module: https://a.cn/assets/p.js',
      stack: 'TypeError: …\n    at load (https://a.cn/assets/index.js)',
      route: '/user/companyinfo',
      release: '0.1.0+abc1234',
      browser: 'Mozilla/5.0 (test)',
    });
  });

  it('never sends the values of a rejected form validation, and trims every field to its limit', () => {
    const rejected = { values: { phone: '13812345678', password: 'secret' }, errorFields: [] };
    const report = reportOf(rejected, CONTEXT);
    expect(report.message).toBe('未处理的异常（object）');
    expect(JSON.stringify(report)).not.toContain('13812345678');
    const long = reportOf(new Error('x'.repeat(900)), { ...CONTEXT, userAgent: 'u'.repeat(400) });
    expect(long.message).toHaveLength(500);
    expect(long.browser).toHaveLength(200);
  });

  it('shortens a long non-Latin stack until the body fits the server limit', () => {
    const report: ClientErrorReport = { ...reportOf(new Error('错'), CONTEXT), stack: '错'.repeat(4000) };
    const body = bodyOf(report);
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(CLIENT_ERROR_BODY_LIMIT);
    expect(JSON.parse(body).message).toBe('错');
  });
});

describe('the reporter', () => {
  it('never throws, even when the page cannot be described', () => {
    const send = vi.fn();
    const broken = () => {
      throw new Error('no location');
    };
    expect(() => createErrorReporter({ send, context: broken })(new Error('x'))).not.toThrow();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends each distinct error once per page load, up to its cap', () => {
    const send = vi.fn();
    const report = createErrorReporter({ send, context: () => CONTEXT, max: 3 });
    // Thrown again at the same place: one error.
    const once = () => new Error('once');
    const same = once();
    report(same);
    report(same);
    report(once());
    expect(send).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 5; i++) report(new Error(`error ${i}`));
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('hears thrown errors, unhandled rejections and failed preloads, but not a foreign script', () => {
    const send = vi.fn();
    // A stand-in for the window: vitest treats an error event on jsdom's window as the test's own failure.
    const page = new EventTarget();
    const stop = listenForErrors(page, createErrorReporter({ send, context: () => CONTEXT }));
    page.dispatchEvent(new ErrorEvent('error', { error: new RangeError('thrown'), message: 'thrown' }));
    page.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    page.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('rejected') }));
    page.dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload: new Error('Unable to preload CSS') }));
    stop();
    page.dispatchEvent(new ErrorEvent('error', { error: new Error('after stop') }));
    expect(send.mock.calls.map(([r]) => [r.kind, r.message])).toEqual([
      ['error', 'RangeError: thrown'],
      ['error', 'rejected'],
      ['chunk', 'Unable to preload CSS'],
    ]);
  });
});

describe('sending', () => {
  it('uses a beacon with a JSON body and no token', async () => {
    const beacon = fakeBeacon();
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    sendReport(reportOf(new Error('beacon'), CONTEXT));
    expect(beacon.sent[0]?.url).toBe(CLIENT_ERRORS_URL);
    expect(beacon.sent[0]?.body.type).toBe('application/json');
    expect((await beacon.reports())[0]).toMatchObject({ kind: 'error', message: 'beacon', route: '/user/companyinfo' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch without credentials when the beacon is refused', async () => {
    fakeBeacon(false);
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 429 }));
    vi.stubGlobal('fetch', fetchMock);
    sendReport(reportOf(new Error('fallback'), CONTEXT));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(CLIENT_ERRORS_URL);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(new Headers(init?.headers).get('access_token')).toBeNull();
    expect(JSON.parse(String(init?.body)).message).toBe('fallback');
  });
});

describe('starting', () => {
  beforeEach(() => vi.resetModules());

  it('reports nothing in a development build', async () => {
    vi.stubEnv('PROD', false);
    const beacon = fakeBeacon();
    (await import('./start-error-reporting')).startErrorReporting();
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('dev only') }));
    expect(beacon.sendBeacon).not.toHaveBeenCalled();
  });

  it('in a production build, reports with the path only and the release', async () => {
    vi.stubEnv('PROD', true);
    const beacon = fakeBeacon();
    window.history.pushState(null, '', '/user/companyinfo?access_token=abc#top');
    const { startErrorReporting, reportCaughtError } = await import('./start-error-reporting');
    startErrorReporting();
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('in production') }));
    reportCaughtError(new TypeError('Failed to fetch dynamically imported module: https://a.cn/x.js'));
    const [thrown, caught] = await beacon.reports();
    expect(thrown).toMatchObject({ kind: 'error', message: 'in production', route: '/user/companyinfo' });
    expect(thrown.release).toMatch(/^\d+\.\d+\.\d+/);
    expect(caught.kind).toBe('chunk');
    expect(JSON.stringify([thrown, caught])).not.toContain('abc');
  });
});
