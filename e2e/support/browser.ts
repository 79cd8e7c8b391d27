import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { chromiumFlags, usesSandbox } from '../../apps/server/src/modules/assessment/report-pdf/shared-chromium';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../screenshots');

/** Debian's Chromium (npx playwright install cannot download a browser here). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags(usesSandbox('auto')),
    chromiumSandbox: usesSandbox('auto'),
  });
}

export const DESKTOP = { width: 1366, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  // From the top, so the fixed header is drawn where it belongs in the full-page image.
  await page.evaluate(() => window.scrollTo(0, 0));
  // The home page lays out its lower bands only near the screen (content-visibility); a full-page
  // image shows them all, as a person scrolling sees them.
  const drawAll = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await capture(page, file);
  await drawAll.evaluate((style) => (style as Element).remove());
  return file;
}

/**
 * A full-page image. On a busy machine Chromium's capture now and then waits for a frame that never
 * comes (once in CI: 30 s on the 551 progress page, 3 s alone); a second try draws it.
 */
async function capture(page: Page, file: string) {
  try {
    await page.screenshot({ path: file, fullPage: true, timeout: 15_000 });
  } catch (error) {
    if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
    await page.screenshot({ path: file, fullPage: true, timeout: 30_000 });
  }
}

/** Page errors and failed same-origin requests, so a journey fails on what a person would see break. */
export function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return problems;
}

/** A new page at `path` of the running platform, with its errors collected. */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  path: string,
  viewport: { width: number; height: number },
) {
  // bypassCSP: the accessibility check injects axe as an inline script, which the platform's CSP refuses.
  const page = await browser.newPage({ viewport, locale: 'zh-CN', bypassCSP: true });
  const problems = watchForErrors(page);
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  return { page, problems };
}
