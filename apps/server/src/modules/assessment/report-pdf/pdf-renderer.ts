import type { BrowserContextOptions, Page } from 'playwright-core';
import { answerFromApp, REPORT_ORIGIN, type ServePage } from './report-page-routing';
import type { SharedChromium } from './shared-chromium';

export interface RenderRequest {
  /** Path and query of the printable page at the report origin, e.g. `/evaluationReport/7?print=1`. */
  path: string;
  /** Answers every request of the page. */
  serve: ServePage;
  /** Chromium's footer template (page numbers go in `<span class=pageNumber>`). */
  footerTemplate: string;
  /** Aborted when the render has run out of time: the page is closed and the render fails. */
  signal: AbortSignal;
}

/** Turns a printable page into PDF bytes. */
export interface PdfRenderer {
  render(request: RenderRequest): Promise<Buffer>;
  close(): Promise<void>;
}

/** An A4 page at 150 dpi, in China: the print stylesheet lays out against this and no other. */
const PAGE_SETUP: BrowserContextOptions = {
  viewport: { width: 1240, height: 1754 },
  deviceScaleFactor: 1,
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
  // A service worker's fetches would bypass context.route; the page must not download anything either.
  serviceWorkers: 'block',
  acceptDownloads: false,
};

const PDF_OPTIONS = {
  format: 'A4',
  printBackground: true,
  preferCSSPageSize: true,
  displayHeaderFooter: true,
  headerTemplate: '<span></span>',
  margin: { top: '14mm', bottom: '16mm', left: '12mm', right: '12mm' },
} as const;

/**
 * The page says when it is done: `<html data-report-ready="true">`, or "error" when it failed. A
 * selector, not a function: the app's CSP (no 'unsafe-eval') refuses Playwright's polled string predicates.
 */
const SETTLED = 'html[data-report-ready="true"], html[data-report-ready="error"]';

/** Renders in the shared Chromium, each page in a context of its own (no cookies, storage or cache shared). */
export class ChromiumPdfRenderer implements PdfRenderer {
  constructor(private readonly chromium: SharedChromium) {}

  /**
   * The PDF, or the signal's reason as soon as it aborts: the deadline ends the render even when
   * Chromium is slow to answer the context's close (seen on a loaded CI machine).
   */
  render(request: RenderRequest): Promise<Buffer> {
    request.signal.throwIfAborted();
    const rendering = this.renderPage(request);
    rendering.catch(() => {}); // its failure surfaces through the race, unless the deadline came first
    return Promise.race([rendering, whenAborted(request.signal)]);
  }

  private async renderPage({ path, serve, footerTemplate, signal }: RenderRequest): Promise<Buffer> {
    const browser = await this.chromium.browser();
    const context = await browser.newContext(PAGE_SETUP);
    const stop = () => void context.close().catch(() => {});
    signal.addEventListener('abort', stop, { once: true });
    const problems: string[] = [];
    try {
      signal.throwIfAborted(); // the deadline may have passed while Chromium was starting
      await context.route('**/*', (route) => answerFromApp(route, serve, problems));
      const page = await context.newPage();
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await openReadyPage(page, path, problems);
      return await page.pdf({ ...PDF_OPTIONS, footerTemplate });
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      throw withProblems(error, problems);
    } finally {
      signal.removeEventListener('abort', stop);
      await context.close().catch(() => {});
    }
  }

  close(): Promise<void> {
    return this.chromium.close();
  }
}

/** Rejects with the signal's reason once it aborts. */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

async function openReadyPage(page: Page, path: string, problems: string[]) {
  const response = await page.goto(REPORT_ORIGIN + path, { waitUntil: 'domcontentloaded' });
  // Without the built web app the path answers a JSON 404: fail now rather than wait for the timeout.
  if (!response?.ok()) throw new Error(`report page answered ${response?.status() ?? 'nothing'}`);
  // No timeout of its own: the render's deadline closes the context, which ends the wait.
  const root = await page.waitForSelector(SETTLED, { state: 'attached', timeout: 0 });
  if ((await root?.getAttribute('data-report-ready')) === 'error') {
    throw new Error(`report page reported an error (${problems.length} problems)`);
  }
}

/** The error with what the page went through, for the log (never for the client). */
function withProblems(error: unknown, problems: string[]): Error {
  const base = error instanceof Error ? error : new Error(String(error));
  if (problems.length === 0) return base;
  return new Error(`${base.message}; page: ${problems.slice(0, 10).join(' | ')}`, { cause: base });
}
