import { type ReportData, ResultCode, reportMessages } from '@dtmm/shared';
import Fastify, { type FastifyBaseLogger, type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError, RetryLaterError } from '../../../plugins/errors';
import { MemoryKvStore } from '../../../plugins/kv/memory-kv';
import type { Principal } from '../../auth/principal';
import type { PdfRenderer, RenderRequest } from './pdf-renderer';
import type { ServePage } from './report-page-routing';
import { REPORT_PDF_LIMITS, type ReportPdfLimits, ReportPdfService, serveAsAsker } from './report-pdf.service';

const asker = (userId: number) => ({ userId }) as Principal;
// The service reads only the file-name fields and hashes the rest; a real report has many more.
const reportOf = (recordId: string) =>
  ({
    recordId,
    companyName: '山西并州智能矿山装备有限公司',
    assessmentDate: '2026-03-01',
    report: { reportNumber: `DTMM-${recordId}` },
  }) as unknown as ReportData;
const serve: ServePage = async () => ({ status: 200, headers: {}, body: Buffer.from('') });
function logger() {
  const log = { error: vi.fn(), warn: vi.fn() };
  return log as typeof log & FastifyBaseLogger;
}

/** A renderer whose renders finish when the test says so. */
class HeldRenderer implements PdfRenderer {
  readonly requests: RenderRequest[] = [];
  private finishers: ((pdf: Buffer) => void)[] = [];
  failWith: Error | null = null;

  render(request: RenderRequest): Promise<Buffer> {
    this.requests.push(request);
    if (this.failWith) return Promise.reject(this.failWith);
    return new Promise((resolve, reject) => {
      this.finishers.push(resolve);
      request.signal.addEventListener('abort', () => reject(request.signal.reason));
    });
  }

  finishAll() {
    for (const finish of this.finishers.splice(0)) finish(Buffer.from('%PDF-1.7 fake'));
  }

  close = vi.fn(async () => {});
}

const kvs: MemoryKvStore[] = [];
function serviceWith(limits: Partial<ReportPdfLimits> = {}, now = () => Date.now()) {
  const kv = new MemoryKvStore();
  kvs.push(kv);
  const renderer = new HeldRenderer();
  return { kv, renderer, pdfs: new ReportPdfService(kv, renderer, { ...REPORT_PDF_LIMITS, ...limits }, now) };
}

/** Downloads `recordId` as `userId` and lets every render under way finish. */
async function download(pdfs: ReportPdfService, renderer: HeldRenderer, userId: number, recordId: string) {
  const pdf = pdfs.pdfOf(asker(userId), reportOf(recordId), serve, logger());
  pdf.catch(() => {}); // a refusal comes before the tick; the caller checks it
  await tick();
  renderer.finishAll();
  return pdf;
}
afterEach(async () => {
  for (const kv of kvs.splice(0)) await kv.close();
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('report PDFs', () => {
  it('renders the printable page once and answers the same data from the cache', async () => {
    const { renderer, pdfs } = serviceWith();
    const first = pdfs.pdfOf(asker(1), reportOf('7'), serve, logger());
    await tick();
    renderer.finishAll();
    expect((await first).toString()).toContain('%PDF');
    // No address in the page's URL: the cover names the configured one (issue 28, 2).
    expect(renderer.requests[0]?.path).toBe('/evaluationReport/7?print=1');
    expect(renderer.requests[0]?.footerTemplate).toContain('DTMM-7');
    expect((await pdfs.pdfOf(asker(2), reportOf('7'), serve, logger())).toString()).toContain('%PDF');
    expect(renderer.requests).toHaveLength(1);
  });

  it('counts renders per person a minute, answering 429 with Retry-After past the limit; cache hits are free', async () => {
    let now = Date.UTC(2026, 10, 28, 10, 0, 15);
    const { renderer, pdfs } = serviceWith({ rendersPerMinute: 2 }, () => now);
    await download(pdfs, renderer, 1, '1');
    await download(pdfs, renderer, 1, '2');
    await download(pdfs, renderer, 1, '1'); // from the cache
    const refused = await refusal(download(pdfs, renderer, 1, '3'));
    expect(refused).toBeInstanceOf(RetryLaterError);
    expect([refused.httpStatus, refused.code, (refused as RetryLaterError).retryAfterS]).toEqual([429, 429, 45]);
    expect(refused.message).toBe(reportMessages.pdfTooOften(45));
    expect(renderer.requests).toHaveLength(2);
    // Someone else is not held back, and the next minute starts afresh.
    expect((await download(pdfs, renderer, 2, '3')).toString()).toContain('%PDF');
    now += 45_000;
    expect((await download(pdfs, renderer, 1, '4')).toString()).toContain('%PDF');
  });

  it('answers 409 downloadBusy to a second download of the same user while the first runs', async () => {
    const { kv, renderer, pdfs } = serviceWith();
    const first = pdfs.pdfOf(asker(1), reportOf('7'), serve, logger());
    await tick();
    const second = await refusal(pdfs.pdfOf(asker(1), reportOf('8'), serve, logger()));
    expect([second.httpStatus, second.code, second.message]).toEqual([
      409,
      ResultCode.conflict,
      reportMessages.downloadBusy,
    ]);
    renderer.finishAll();
    await first;
    expect(await kv.get('report:pdf:1')).toBeNull(); // released: the next download may start
  });

  it('lets another user of the same report share the render under way', async () => {
    const { renderer, pdfs } = serviceWith();
    const mine = pdfs.pdfOf(asker(1), reportOf('7'), serve, logger());
    await tick();
    const theirs = pdfs.pdfOf(asker(2), reportOf('7'), serve, logger());
    await tick();
    renderer.finishAll();
    expect((await theirs).equals(await mine)).toBe(true);
    expect(renderer.requests).toHaveLength(1);
  });

  it('answers 503 pdfBusy when the pool and its queue are full', async () => {
    const { renderer, pdfs } = serviceWith({ concurrency: 1, maxQueue: 1 });
    const running = [
      pdfs.pdfOf(asker(1), reportOf('1'), serve, logger()),
      pdfs.pdfOf(asker(2), reportOf('2'), serve, logger()),
    ];
    await tick();
    const log = logger();
    const third = await refusal(pdfs.pdfOf(asker(3), reportOf('3'), serve, log));
    expect([third.httpStatus, third.code, third.message]).toEqual([
      503,
      ResultCode.unavailable,
      reportMessages.pdfBusy,
    ]);
    expect((third as RetryLaterError).retryAfterS).toBeGreaterThan(0); // sent as Retry-After
    expect(log.warn).toHaveBeenCalled();
    renderer.finishAll();
    await running[0];
    await tick();
    renderer.finishAll();
    await running[1];
  });

  it('answers 503 pdfFailed when Chromium fails, logs the cause and releases the lock', async () => {
    const { kv, renderer, pdfs } = serviceWith();
    renderer.failWith = new Error("Failed to launch chromium: executable doesn't exist");
    const log = logger();
    const failure = await refusal(pdfs.pdfOf(asker(1), reportOf('7'), serve, log));
    expect([failure.httpStatus, failure.message]).toEqual([503, reportMessages.pdfFailed]);
    expect(log.error).toHaveBeenCalledWith({ err: renderer.failWith }, 'report PDF render failed');
    expect(await kv.get('report:pdf:1')).toBeNull();
  });

  it('answers 503 pdfFailed when the render overruns its time, and aborts it', async () => {
    const { renderer, pdfs } = serviceWith({ timeoutMs: 30 });
    const failure = await refusal(pdfs.pdfOf(asker(1), reportOf('7'), serve, logger()));
    expect(failure.message).toBe(reportMessages.pdfFailed);
    expect(renderer.requests[0]?.signal.aborted).toBe(true);
  });

  it('closes the renderer with the service', async () => {
    const { renderer, pdfs } = serviceWith();
    await pdfs.close();
    expect(renderer.close).toHaveBeenCalled();
  });
});

describe('the report page served as the asker', () => {
  it("injects each request with the asker's token and address, whatever the page sent", async () => {
    const app = Fastify();
    app.all('/echo', async (request) => ({
      token: request.headers.access_token,
      ip: request.ip,
      method: request.method,
      body: request.body ?? null,
    }));
    await app.ready();
    const incoming = {
      server: app,
      ip: '203.0.113.9',
      headers: { access_token: 'the-asker-token' },
      routeOptions: { config: {} },
    } as unknown as FastifyRequest;
    const answer = await serveAsAsker(incoming)({
      method: 'POST',
      url: '/echo?x=1',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.from('{"a":1}'),
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({
      token: 'the-asker-token',
      ip: '203.0.113.9',
      method: 'POST',
      body: { a: 1 },
    });
    await app.close();
  });
});
