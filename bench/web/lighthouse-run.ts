import fs from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { chromiumFlags, usesSandbox } from '../../apps/server/src/modules/assessment/report-pdf/shared-chromium';

export type FormFactor = 'mobile' | 'desktop';

/** One Lighthouse run of a page: the performance score and the metrics behind it. */
export interface PageFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  totalBytes: number;
  /** JavaScript transferred (compressed when the server compresses). */
  jsBytes: number;
  lighthouse: string;
  chrome: string;
  reportPath: string;
}

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** The page's own document, scripts and styles that failed: the run did not measure the page. */
function failedAssets(lhr: Result): string[] {
  const details = lhr.audits['network-requests']?.details as
    | { items?: { url: string; resourceType?: string; statusCode?: number }[] }
    | undefined;
  return (details?.items ?? [])
    .filter((item) => ['Document', 'Script', 'Stylesheet'].includes(item.resourceType ?? ''))
    .filter((item) => (item.statusCode ?? 0) >= 400)
    .map((item) => `${item.statusCode} ${item.url}`);
}

/** What resource-summary counts as script bytes on the wire. */
function scriptBytes(lhr: Result): number {
  const details = lhr.audits['resource-summary']?.details as
    | { items?: { resourceType?: string; transferSize?: number }[] }
    | undefined;
  return details?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN;
}

/** One Lighthouse run in a fresh Chromium (its own profile, so an empty cache); the JSON report is kept. */
async function lighthouseRun(url: string, formFactor: FormFactor, reportPath: string): Promise<Result> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: chromiumFlags(usesSandbox('auto')) });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse answered nothing for ${url}`);
    fs.writeFileSync(reportPath, String(result.report));
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse's own hiccups (NO_NAVSTART: "please run Lighthouse again") get this many attempts. */
const ATTEMPTS = 3;

/**
 * Lighthouse's performance category for `url`, mobile with the default config or desktop with
 * Lighthouse's desktop config; the JSON report is kept at `reportPath`.
 */
export async function runLighthouse(url: string, formFactor: FormFactor, reportPath: string): Promise<PageFigures> {
  let lhr = await lighthouseRun(url, formFactor, reportPath);
  for (let attempt = 2; lhr.runtimeError && attempt <= ATTEMPTS; attempt += 1) {
    console.warn(`${url} (${formFactor}): ${lhr.runtimeError.code}, attempt ${attempt} of ${ATTEMPTS}`);
    lhr = await lighthouseRun(url, formFactor, reportPath);
  }
  if (lhr.runtimeError) throw new Error(`${url} (${formFactor}): ${lhr.runtimeError.message}`);
  const failed = failedAssets(lhr);
  if (failed.length > 0) throw new Error(`${url} (${formFactor}, ${reportPath}): ${failed.join(', ')}`);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    totalBytes: numeric(lhr, 'total-byte-weight'),
    jsBytes: scriptBytes(lhr),
    lighthouse: lhr.lighthouseVersion,
    chrome: /Chrome\/(\d+)/.exec(lhr.environment.hostUserAgent)?.[1] ?? 'unknown',
    reportPath,
  };
}
