import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SSR_STATE_ELEMENT_ID } from '@dtmm/shared';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions } from 'fastify';

/** What the web app's server bundle (apps/web/src/entry-server.tsx) offers. */
interface WebServerEntry {
  checkRender(): void;
  setServerFetch(fetchInProcess: typeof fetch): void;
  renderPage(
    url: string,
  ): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'page'; status: number; title: string; styles: string; html: string; state: string }
  >;
}

export type PageAnswer =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'html'; status: number; html: string };

/** A render in flight: the visitor its API calls are counted against, and how to fail it. */
interface RenderScope {
  visitorAddress: string;
  /** Fails the render (if it has not answered yet) with an error thrown outside its await chain. */
  fail(error: unknown): void;
}

/** The scope travels with every timer and promise a render starts, so an error there finds its render. */
const renderScope = new AsyncLocalStorage<RenderScope>();
/** Where the loaded server bundles live: an error whose stack runs through one is a render's. */
const bundleDirs = new Set<string>();

/** A render that has not answered by then is given up: the visitor gets the shell. */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * Claims an error that no handler caught (process 'uncaughtException' / 'unhandledRejection') if it
 * came from a page render: the render's own request fails (and is logged with its id), and the
 * process goes on. Errors of a timer or a promise the render started carry its scope; a queued
 * microtask loses it, but its stack still runs through the server bundle, and it is logged here.
 * Anything else is not a render's: false, and the caller decides.
 */
export function claimRenderError(error: unknown, log: FastifyBaseLogger): boolean {
  const scope = renderScope.getStore();
  if (scope) {
    scope.fail(error);
    return true;
  }
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  if (![...bundleDirs].some((dir) => stack.includes(dir))) return false;
  log.error({ err: error }, 'a public page render threw outside its request');
  return true;
}

/**
 * Renders the public pages with the web app's server bundle into the built index.html. The page's
 * API calls are answered in-process by `inject`, as a guest, counted against the visitor's address
 * (the address travels with the render in an AsyncLocalStorage, since renders run side by side).
 * Two visits of one address while it renders share the render. A render that fails in any way —
 * it throws, a timer or promise it started throws, it takes too long — answers the client-rendered
 * shell with HTTP 500, logged with the request's id; the process goes on.
 */
export class PageRenderer {
  private readonly inFlight = new Map<string, Promise<PageAnswer>>();

  private constructor(
    private readonly entry: WebServerEntry | null,
    private readonly template: string,
  ) {}

  /**
   * The renderer, or null when the web app is not built. Without its server bundle (a plain
   * `vite build`) every page is the shell, which the browser renders itself. A bundle that cannot
   * be loaded or cannot render is said once, here, and every page is the shell.
   */
  static async load(app: FastifyInstance, indexFile: string, entryFile: string): Promise<PageRenderer | null> {
    if (!fs.existsSync(indexFile)) return null;
    const template = fs.readFileSync(indexFile, 'utf8');
    if (!fs.existsSync(entryFile)) return new PageRenderer(null, template);
    let entry: WebServerEntry;
    try {
      entry = (await import(pathToFileURL(entryFile).href)) as WebServerEntry;
      entry.checkRender();
    } catch (error) {
      app.log.error({ err: error, entryFile }, 'the server render cannot load: public pages are sent as the shell');
      return new PageRenderer(null, template);
    }
    bundleDirs.add(pathToFileURL(path.dirname(entryFile)).href);
    const renderer = new PageRenderer(entry, template);
    entry.setServerFetch(renderer.fetchInProcess(app));
    return renderer;
  }

  render(url: string, visitorAddress: string, log: FastifyBaseLogger): Promise<PageAnswer> {
    let pending = this.inFlight.get(url);
    if (!pending) {
      pending = this.renderNow(url, visitorAddress, log).finally(() => this.inFlight.delete(url));
      this.inFlight.set(url, pending);
    }
    return pending;
  }

  private async renderNow(url: string, visitorAddress: string, log: FastifyBaseLogger): Promise<PageAnswer> {
    const entry = this.entry;
    if (!entry) return { kind: 'html', status: 200, html: this.template };
    let answered = false;
    let rejectRender: (error: unknown) => void = () => {};
    const failure = new Promise<never>((_, reject) => {
      rejectRender = reject;
    });
    const fail = (error: unknown) => {
      if (answered) log.error({ err: error, url }, 'public page render threw after its answer');
      else rejectRender(error);
    };
    const timer = setTimeout(() => fail(new Error(`render took over ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
    try {
      // Started inside the scope: every timer and promise of the render carries it.
      const rendering = renderScope.run({ visitorAddress, fail }, () => entry.renderPage(url));
      const page = await Promise.race([rendering, failure]);
      if (page.kind === 'redirect') return page;
      return { kind: 'html', status: page.status, html: this.fill(page) };
    } catch (error) {
      // The shell still works: the browser renders the page itself.
      log.error({ err: error, url }, 'public page render failed, the shell is sent');
      return { kind: 'html', status: 500, html: this.template };
    } finally {
      answered = true;
      clearTimeout(timer);
    }
  }

  private fill(page: { title: string; styles: string; html: string; state: string }): string {
    return this.template
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace('</head>', () => `${page.styles}</head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${page.html}</div>${page.state ? `<script id="${SSR_STATE_ELEMENT_ID}" type="application/json">${page.state}</script>` : ''}`,
      );
  }

  private fetchInProcess(app: FastifyInstance): typeof fetch {
    return async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const answer = await app.inject({
        method: (init?.method ?? 'GET') as InjectOptions['method'],
        url: `${url.pathname}${url.search}`,
        headers: { accept: 'application/json' },
        remoteAddress: renderScope.getStore()?.visitorAddress,
      });
      return new Response(answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };
  }
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char] ?? char);
