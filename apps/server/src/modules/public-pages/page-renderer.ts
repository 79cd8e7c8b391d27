import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { SSR_STATE_ELEMENT_ID } from '@dtmm/shared';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions } from 'fastify';

/** What the web app's server bundle (apps/web/src/entry-server.tsx) offers. */
interface WebServerEntry {
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

/**
 * Renders the public pages with the web app's server bundle into the built index.html. The page's
 * API calls are answered in-process by `inject`, as a guest, counted against the visitor's address
 * (the address travels with the render in an AsyncLocalStorage, since renders run side by side).
 * Two visits of one address while it renders share the render.
 */
export class PageRenderer {
  private readonly visitor = new AsyncLocalStorage<string>();
  private readonly inFlight = new Map<string, Promise<PageAnswer>>();

  private constructor(
    private readonly entry: WebServerEntry | null,
    private readonly template: string,
  ) {}

  /**
   * The renderer, or null when the web app is not built. Without its server bundle (a plain
   * `vite build`) every page is the shell, which the browser renders itself.
   */
  static async load(app: FastifyInstance, indexFile: string, entryFile: string): Promise<PageRenderer | null> {
    if (!fs.existsSync(indexFile)) return null;
    const template = fs.readFileSync(indexFile, 'utf8');
    if (!fs.existsSync(entryFile)) return new PageRenderer(null, template);
    const entry = (await import(pathToFileURL(entryFile).href)) as WebServerEntry;
    const renderer = new PageRenderer(entry, template);
    entry.setServerFetch(renderer.fetchInProcess(app));
    return renderer;
  }

  render(url: string, visitorAddress: string, log: FastifyBaseLogger): Promise<PageAnswer> {
    let pending = this.inFlight.get(url);
    if (!pending) {
      pending = this.visitor
        .run(visitorAddress, () => this.renderNow(url, log))
        .finally(() => this.inFlight.delete(url));
      this.inFlight.set(url, pending);
    }
    return pending;
  }

  private async renderNow(url: string, log: FastifyBaseLogger): Promise<PageAnswer> {
    if (!this.entry) return { kind: 'html', status: 200, html: this.template };
    try {
      const page = await this.entry.renderPage(url);
      if (page.kind === 'redirect') return page;
      return { kind: 'html', status: page.status, html: this.fill(page) };
    } catch (error) {
      // The shell still works: the browser renders the page itself.
      log.error({ err: error, url }, 'public page render failed, the shell is sent');
      return { kind: 'html', status: 200, html: this.template };
    }
  }

  private fill(page: { title: string; styles: string; html: string; state: string }): string {
    return this.template
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace('</head>', () => `${page.styles}</head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${page.html}</div><script id="${SSR_STATE_ELEMENT_ID}" type="application/json">${page.state}</script>`,
      );
  }

  private fetchInProcess(app: FastifyInstance): typeof fetch {
    return async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const answer = await app.inject({
        method: (init?.method ?? 'GET') as InjectOptions['method'],
        url: `${url.pathname}${url.search}`,
        headers: { accept: 'application/json' },
        remoteAddress: this.visitor.getStore(),
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
