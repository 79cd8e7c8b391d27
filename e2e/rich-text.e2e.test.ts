import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../packages/shared/src/rich-text/sanitize-rich-text';
import { DESKTOP, launchBrowser } from './support/browser';
import { unexpected } from './support/journey';
import { type Beacon, openWatchedPage, scriptUrls, startBeacon, type WatchedPage } from './support/xss-observer';
import { xssCorpus } from './support/xss-payloads';

declare global {
  interface Window {
    richText: { sanitizeRichText(html: string): string };
  }
}

const SANITISER = path.resolve(import.meta.dirname, '../packages/shared/src/rich-text/sanitize-rich-text.ts');

/** The sanitiser as the web app ships it: bundled for the browser, exposed as `richText`. */
async function browserSanitiser(): Promise<string> {
  const bundle = await build({
    entryPoints: [SANITISER],
    bundle: true,
    format: 'iife',
    globalName: 'richText',
    write: false,
  });
  return bundle.outputFiles[0]?.text ?? '';
}

/** Puts each text into its own div with `innerHTML`, sanitised first in the page when `sanitise` is set. */
function renderInPage(watched: WatchedPage, texts: string[], sanitise: boolean) {
  return watched.page.evaluate(
    ({ texts, sanitise }) => {
      for (const text of texts) {
        const div = document.createElement('div');
        div.innerHTML = sanitise ? window.richText.sanitizeRichText(text) : text;
        document.body.append(div);
      }
    },
    { texts, sanitise },
  );
}

/**
 * A blank page on a loopback origin. Not about:blank: Chromium's Private Network Access refuses the
 * requests of an opaque origin to the loopback beacon, which would blind it. Not the platform either:
 * a blank page needs neither its database nor the built web app.
 */
async function serveBlankPage() {
  const server = http.createServer((_request, response) => {
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<!doctype html><title>rich text</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The blank page with the dialog hooks and the bundled sanitiser. */
async function blankPage(browser: Browser, url: string, sanitiser: string): Promise<WatchedPage> {
  const watched = await openWatchedPage(browser, url, DESKTOP);
  await watched.page.addScriptTag({ content: sanitiser });
  return watched;
}

/** Late loads (an image error, a refresh) get a moment to reach the beacon. */
const settle = (watched: WatchedPage) => watched.page.waitForTimeout(500);

const executionsOf = (watched: WatchedPage) => [...watched.calls, ...watched.dialogs];

/** The payloads that ran or reached the beacon, by the index each one's proof carries. */
const firedPayloads = (watched: WatchedPage, beacon: Beacon) =>
  new Set([...executionsOf(watched), ...beacon.hits].map((proof) => /\d+/.exec(proof)?.[0]));

/**
 * Issue 5, suite 6, rich text: every payload of the XSS corpus, sanitised by the bundled sanitiser in
 * Chromium and put into a live page with `innerHTML`, must run nothing. The same corpus unsanitised
 * on the same kind of page shows that the harness sees execution.
 */
describe('rich-text sanitiser in the browser (issue 5, suite 6)', () => {
  let browser: Browser;
  let sanitiser: string;
  let blank: Awaited<ReturnType<typeof serveBlankPage>>;
  const beacons: Beacon[] = [];

  beforeAll(async () => {
    [browser, sanitiser, blank] = await Promise.all([launchBrowser(), browserSanitiser(), serveBlankPage()]);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([blank?.close(), ...beacons.map((beacon) => beacon.close())]);
  });

  const corpusWithBeacon = async () => {
    const beacon = await startBeacon();
    beacons.push(beacon);
    return { beacon, texts: xssCorpus(beacon.origin).map((payload) => payload.text) };
  };

  it('runs nothing of the sanitised corpus: no alert, no dialog, no script URL, no beacon hit', async () => {
    const { beacon, texts } = await corpusWithBeacon();
    const watched = await blankPage(browser, blank.url, sanitiser);
    const inBrowser = await watched.page.evaluate(
      (list) => list.map((text) => window.richText.sanitizeRichText(text)),
      texts,
    );
    const inNode = texts.map(sanitizeRichText);
    expect(inBrowser).toEqual(inNode);

    await renderInPage(watched, texts, true);
    await settle(watched);
    console.info(
      `rich text: ${texts.length} payloads sanitised in Chromium (same output as Node), rendered with innerHTML: ` +
        `executions ${executionsOf(watched).length}, beacon hits ${beacon.hits.length}`,
    );
    expect(executionsOf(watched)).toEqual([]);
    expect(await scriptUrls(watched.page)).toEqual([]);
    expect(beacon.hits).toEqual([]);
    expect(unexpected(watched.problems)).toEqual([]);
    await watched.page.close();
  });

  it('sees execution when the same corpus goes in unsanitised', async () => {
    const { beacon, texts } = await corpusWithBeacon();
    const watched = await blankPage(browser, blank.url, sanitiser);
    await renderInPage(watched, texts, false);
    await settle(watched);
    const fired = firedPayloads(watched, beacon).size;
    console.info(`rich text, unsanitised control: ${fired} of ${texts.length} payloads ran or reached the beacon`);
    expect(fired).toBeGreaterThan(0);
    await watched.page.close();
  });
});
