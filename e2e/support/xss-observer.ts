import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { watchForErrors } from './browser';

/** A loopback server on a free port: any request to it, on any path, is an execution. */
export interface Beacon {
  origin: string;
  hits: string[];
  close(): Promise<void>;
}

export async function startBeacon(): Promise<Beacon> {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(request.url ?? '/');
    response.writeHead(204, { 'Access-Control-Allow-Origin': '*' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface WatchedPage {
  page: Page;
  /** `alert`/`confirm`/`prompt`/`print` calls recorded by the hook, in any frame. */
  calls: string[];
  /** Dialogs the browser really opened (a frame the hook missed). */
  dialogs: string[];
  problems: string[];
}

/**
 * A page with the dialog functions hooked in every frame. CSP is bypassed on purpose: the policy
 * would block inline script and the beacon's origin, and what is measured here is the rendering.
 */
export async function openWatchedPage(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
): Promise<WatchedPage> {
  const page = await browser.newPage({ viewport, locale: 'zh-CN', bypassCSP: true });
  const watched: WatchedPage = { page, calls: [], dialogs: [], problems: watchForErrors(page) };
  await page.exposeBinding('__xssExecuted', (_source, name: string, argument: string) => {
    watched.calls.push(`${name}(${argument})`);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __xssExecuted: (name: string, argument: string) => void }).__xssExecuted;
    for (const name of ['alert', 'confirm', 'prompt', 'print']) {
      Object.defineProperty(window, name, {
        value: (argument?: unknown) => report(name, String(argument)),
        writable: false,
      });
    }
  });
  page.on('dialog', (dialog) => {
    watched.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return watched;
}

/**
 * The texts of `list` missing from the page's text. Rich text (`.rich-text`, shown through the
 * sanitiser) does not count: a payload planted there too must still show verbatim in its own field.
 */
function missingTexts(list: string[]) {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let shown = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('.rich-text')) shown += node.textContent ?? '';
  }
  return list.filter((text) => !shown.includes(text));
}

/** Waits until every text shows verbatim in the page's text: proof it was rendered as text, not markup. */
export async function waitForTexts(page: Page, texts: readonly string[]) {
  const wanted = texts.map((text) => text.trim());
  try {
    // An expression, not a closure: the page gets missingTexts' own source.
    await page.waitForFunction(`(${missingTexts})(${JSON.stringify(wanted)}).length === 0`, undefined, {
      timeout: 10_000,
    });
  } catch {
    const missing = await page.evaluate(missingTexts, wanted);
    throw new Error(`not shown as text on ${page.url()}: ${JSON.stringify(missing)}`);
  }
}

/** Links, sources and form targets a click or a load could run script from. */
export const scriptUrls = (page: Page) =>
  page.evaluate(() => {
    const found = Array.from(document.querySelectorAll('a[href^="javascript:" i]'), (a) => a.outerHTML);
    for (const element of Array.from(
      document.querySelectorAll('[href], [src], [action], [formaction], [data], [srcdoc]'),
    )) {
      for (const attribute of ['href', 'src', 'action', 'formaction', 'data', 'xlink:href']) {
        const value = (element.getAttribute(attribute) ?? '').replace(/[\s\p{Cc}]/gu, '');
        if (/^(javascript|vbscript|data:text\/html)/i.test(value))
          found.push(`${element.tagName} ${attribute}=${value}`);
      }
      if (element.hasAttribute('srcdoc')) found.push(`${element.tagName} srcdoc`);
    }
    return found;
  });
