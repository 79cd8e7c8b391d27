import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type ReportData, ResultCode, reportMessages } from '@dtmm/shared';
import type { FastifyBaseLogger, FastifyRequest, InjectOptions } from 'fastify';
import type { AppContext } from '../../../context';
import { presentedToken } from '../../../plugins/auth';
import { AppError, RetryLaterError } from '../../../plugins/errors';
import type { KvStore } from '../../../plugins/kv';
import type { Principal } from '../../auth/principal';
import { readReport } from '../report/report.service';
import { PdfCache } from './pdf-cache';
import type { PdfRenderer } from './pdf-renderer';
import { RenderPool, RenderPoolBusyError } from './render-pool';
import type { ServePage } from './report-page-routing';
import { reportFileName, reportFooter } from './report-pdf-layout';

export interface ReportPdfLimits {
  /** Renders at once in the whole server, renders waiting, and the time of one (waiting included). */
  concurrency: number;
  maxQueue: number;
  timeoutMs: number;
  /** Rendered PDFs kept in memory, in bytes. */
  cacheBytes: number;
  /** How long a user's render lock lives if its holder never releases it (a crash): above `timeoutMs`. */
  userLockTtlMs: number;
  /** Renders (not cache hits) one person may start a minute: a loop of fresh renders costs its sender, not others. */
  rendersPerMinute: number;
}

export const REPORT_PDF_LIMITS: ReportPdfLimits = {
  concurrency: 2,
  maxQueue: 8,
  timeoutMs: 30_000,
  cacheBytes: 64 * 1024 * 1024,
  userLockTtlMs: 60_000,
  rendersPerMinute: 6,
};

const MINUTE_MS = 60_000;
/** What a client is told to wait when the pool is full: about one render. */
const BUSY_RETRY_AFTER_S = 5;

export interface ReportPdf {
  pdf: Buffer;
  fileName: string;
}

const busy = () => new RetryLaterError(ResultCode.unavailable, reportMessages.pdfBusy, BUSY_RETRY_AFTER_S);
const failed = () => new AppError(ResultCode.unavailable, reportMessages.pdfFailed, 503);

/**
 * The same data gives the same PDF: its hash names the cached file. Nothing of the request is in
 * it (the cover's address is configured), so no header can force a fresh render (issue 28, 2).
 */
export const reportHash = (data: ReportData) => createHash('sha256').update(JSON.stringify(data)).digest('hex');

/**
 * Report PDFs for the whole server: a cache of rendered files, a bounded pool of Chromium renders
 * that serves people fairly (render-pool.ts), one render at a time and a few a minute per user, and
 * renders of the same data shared by whoever asks meanwhile.
 */
export class ReportPdfService {
  private readonly cache: PdfCache;
  private readonly pool: RenderPool;
  private readonly rendering = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly kv: KvStore,
    private readonly renderer: PdfRenderer,
    private readonly limits: ReportPdfLimits = REPORT_PDF_LIMITS,
    private readonly now: () => number = Date.now,
  ) {
    this.cache = new PdfCache(limits.cacheBytes);
    this.pool = new RenderPool(limits, now);
  }

  /** The PDF of a report: from the cache, or rendered with `serve` answering the page's requests. */
  async pdfOf(asker: Principal, data: ReportData, serve: ServePage, log: FastifyBaseLogger): Promise<Buffer> {
    const key = reportHash(data);
    const cached = this.cache.get(key);
    if (cached) return cached;
    return this.asOnlyRenderOf(asker, log, async () => {
      await this.countRender(asker);
      try {
        return await this.render(key, data, asker, serve);
      } catch (error) {
        throw explain(error, log);
      }
    });
  }

  close(): Promise<void> {
    this.cache.clear();
    return this.renderer.close();
  }

  /** One download per user at a time (a double click, a script): the lock is in the kv store, so every instance sees it. */
  private async asOnlyRenderOf<T>(asker: Principal, log: FastifyBaseLogger, work: () => Promise<T>): Promise<T> {
    const lock = `report:pdf:${asker.userId}`;
    const isMine = await this.kv.setIfAbsent(lock, String(Date.now()), this.limits.userLockTtlMs);
    if (!isMine) throw new AppError(ResultCode.conflict, reportMessages.downloadBusy);
    try {
      return await work();
    } finally {
      // A store that fails now must not cost the user a finished PDF: the lock then ends with its ttl.
      await this.kv.delete(lock).catch((error) => log.error({ err: error }, 'report PDF lock not released'));
    }
  }

  /**
   * Counts a render against the asker's minute (in the kv store, so every instance agrees); past the
   * limit a 429 says when the minute turns.
   */
  private async countRender(asker: Principal) {
    const at = this.now();
    const window = Math.floor(at / MINUTE_MS);
    const made = await this.kv.increment(`report:pdf:renders:${asker.userId}:${window}`, MINUTE_MS);
    if (made <= this.limits.rendersPerMinute) return;
    const retryAfterS = Math.ceil(((window + 1) * MINUTE_MS - at) / 1000);
    throw new RetryLaterError(ResultCode.tooManyRequests, reportMessages.pdfTooOften(retryAfterS), retryAfterS);
  }

  private render(key: string, data: ReportData, asker: Principal, serve: ServePage): Promise<Buffer> {
    const running = this.rendering.get(key);
    if (running) return running;
    const render = this.pool
      .run(String(asker.userId), (signal) =>
        this.renderer.render({ path: printPathOf(data), serve, footerTemplate: reportFooter(data), signal }),
      )
      .then((pdf) => {
        this.cache.set(key, pdf);
        return pdf;
      })
      .finally(() => this.rendering.delete(key));
    this.rendering.set(key, render);
    return render;
  }
}

const printPathOf = (data: ReportData) => `/evaluationReport/${encodeURIComponent(data.recordId)}?print=1`;

/** Busy is said as busy; any other failure is logged with its cause and answered in general words. */
function explain(error: unknown, log: FastifyBaseLogger): AppError {
  if (error instanceof RenderPoolBusyError) {
    log.warn('report PDF refused: render pool and queue full');
    return busy();
  }
  log.error({ err: error }, 'report PDF render failed');
  return failed();
}

/**
 * Every request of the report page answered by this app as the asking user: the page gets the web
 * app's files and exactly the API answers this user would get. The token goes into the injected
 * requests' headers only, never into the page, and the requests count against the asker's address.
 */
export function serveAsAsker(request: FastifyRequest): ServePage {
  const token = presentedToken(request);
  return async (page) => {
    const answer = await request.server.inject({
      method: page.method as InjectOptions['method'],
      url: page.url,
      headers: { ...page.headers, ...(token ? { access_token: token } : {}) },
      remoteAddress: request.ip,
      ...(page.payload ? { payload: page.payload } : {}),
    });
    return { status: answer.statusCode, headers: answer.headers, body: answer.rawPayload };
  };
}

/** GET reportPdf/{id}: who may read the report may download it (the report's own rule). */
export async function downloadReportPdf(
  ctx: AppContext,
  pdfs: ReportPdfService,
  request: FastifyRequest,
  asker: Principal,
  id: number,
): Promise<ReportPdf> {
  const data = await readReport(ctx, asker, id);
  requireWebApp(ctx.config.webDist, request.log);
  const pdf = await pdfs.pdfOf(asker, data, serveAsAsker(request), request.log);
  return { pdf, fileName: reportFileName(data) };
}

/** Without the built web app there is no page to print: fail at once instead of starting Chromium for a 404. */
function requireWebApp(webDist: string, log: FastifyBaseLogger) {
  if (fs.existsSync(path.join(webDist, 'index.html'))) return;
  log.error({ webDist }, 'report PDF: the web app is not built (no index.html)');
  throw failed();
}
