import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ChromiumPdfRenderer } from './pdf-renderer';
import type { PageRequest, ServePage } from './report-page-routing';
import { reportFooter } from './report-pdf-layout';
import { SharedChromium } from './shared-chromium';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const hasChromium = fs.existsSync(CHROME);
const hasPdftotext = fs.existsSync('/usr/bin/pdftotext');
if (!hasChromium) console.warn(`pdf-renderer tests skipped: no Chromium at ${CHROME} (set CHROME_PATH)`);

/** A printable page that becomes ready after an API answer arrives, and tries to reach the outside. */
const PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>报告</title>
<style>body{font-family:'Noto Sans CJK SC',sans-serif} h1{color:#1677ff}</style></head>
<body><h1>企业数字化转型评估报告</h1><p id="company"></p>
<img src="https://example.com/tracker.png" alt="">
<script src="/app.js"></script></body></html>`;
const SCRIPT = `fetch('/api/company?x=1').then((r) => r.json()).then((body) => {
  document.getElementById('company').textContent = body.name;
  document.documentElement.dataset.reportReady = 'true';
}, () => { document.documentElement.dataset.reportReady = 'error'; });`;

/** Stands in for `app.inject`: the page, its script and one API call; records what it was asked. */
function fakeApp(pageBody = PAGE, pageHeaders: Record<string, string> = {}) {
  const seen: PageRequest[] = [];
  const serve: ServePage = async (request) => {
    seen.push(request);
    const path = request.url.split('?')[0];
    if (path === '/evaluationReport/7') return answer(200, 'text/html; charset=utf-8', pageBody, pageHeaders);
    if (path === '/app.js') return answer(200, 'text/javascript', SCRIPT);
    if (path === '/api/company')
      return answer(200, 'application/json', JSON.stringify({ name: '山西并州智能矿山装备' }));
    return answer(404, 'application/json', '{"code":404}');
  };
  return { seen, serve };
}
const answer = (status: number, type: string, body: string, headers: Record<string, string> = {}) => ({
  status,
  headers: { 'content-type': type, 'content-length': Buffer.byteLength(body), ...headers },
  body: Buffer.from(body),
});

const pdfText = (pdf: Buffer) => {
  const file = path.join(os.tmpdir(), `dtmm-render-${process.pid}-${Date.now()}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(file, { force: true });
  }
};

const timed = async <T>(work: () => Promise<T>) => {
  const start = performance.now();
  const value = await work();
  return { value, ms: Math.round(performance.now() - start) };
};

describe.skipIf(!hasChromium)('the Chromium PDF renderer', () => {
  const chromium = new SharedChromium(CHROME, 'auto', { warn: vi.fn() });
  const renderer = new ChromiumPdfRenderer(chromium);
  afterAll(() => renderer.close());
  const footerTemplate = reportFooter({ report: { reportNumber: 'DTMM-2026-0007' } } as never);
  const signal = () => AbortSignal.timeout(20_000);

  it('prints the page served through the interception, Chinese text and footer included', async () => {
    const { seen, serve } = fakeApp();
    const cold = await timed(() =>
      renderer.render({ path: '/evaluationReport/7?print=1', serve, footerTemplate, signal: signal() }),
    );
    const warm = await timed(() =>
      renderer.render({ path: '/evaluationReport/7?print=1', serve, footerTemplate, signal: signal() }),
    );
    console.info(`test page render: cold ${cold.ms} ms (Chromium launch included), warm ${warm.ms} ms`);
    expect(cold.value.subarray(0, 4).toString()).toBe('%PDF');
    expect(seen.map((r) => r.url)).toContain('/evaluationReport/7?print=1');
    expect(seen.map((r) => r.url)).toContain('/api/company?x=1');
    // Only the chosen headers reach the app: no cookie, origin or fetch metadata.
    for (const request of seen)
      expect(Object.keys(request.headers).every((h) => ['accept', 'accept-language', 'content-type'].includes(h))).toBe(
        true,
      );
    if (hasPdftotext) {
      const text = pdfText(cold.value);
      expect(text).toContain('企业数字化转型评估报告');
      expect(text).toContain('山西并州智能矿山装备');
      expect(text).toContain('DTMM-2026-0007');
      expect(text).toMatch(/第\s*1\s*\/\s*1\s*页/); // pdftotext drops the spaces between CJK and digits
    }
  });

  it("serves the page's requests too when production's CSP upgrades them to https", async () => {
    const csp = "default-src 'self'; script-src 'self'; upgrade-insecure-requests";
    const { seen, serve } = fakeApp(PAGE, { 'content-security-policy': csp });
    const pdf = await renderer.render({ path: '/evaluationReport/7', serve, footerTemplate, signal: signal() });
    expect(seen.map((r) => r.url)).toEqual(expect.arrayContaining(['/app.js', '/api/company?x=1']));
    if (hasPdftotext) expect(pdfText(pdf)).toContain('山西并州智能矿山装备');
  });

  it('fails at once when the page is not there (the web app not built)', async () => {
    const { serve } = fakeApp();
    const at = performance.now();
    await expect(
      renderer.render({ path: '/evaluationReport/404', serve, footerTemplate, signal: signal() }),
    ).rejects.toThrow(/report page answered 404/);
    expect(performance.now() - at).toBeLessThan(5_000);
  });

  it("fails when the page reports 'error'", async () => {
    const broken = PAGE.replace('/app.js', '/missing.js').replace(
      '</body>',
      "<script>document.documentElement.dataset.reportReady='error'</script></body>",
    );
    const { serve } = fakeApp(broken);
    await expect(
      renderer.render({ path: '/evaluationReport/7', serve, footerTemplate, signal: signal() }),
    ).rejects.toThrow(/reported an error/);
  });

  it('stops a page that never gets ready when the render is aborted', async () => {
    const { serve } = fakeApp(PAGE.replace('/app.js', '/never.js'));
    const abort = new AbortController();
    setTimeout(() => abort.abort(new Error('deadline')), 500);
    await expect(
      renderer.render({ path: '/evaluationReport/7', serve, footerTemplate, signal: abort.signal }),
    ).rejects.toThrow('deadline');
  });

  it('launches Chromium again after it went away', async () => {
    await (await chromium.browser()).close(); // as a crash would: the browser disconnects
    const { serve } = fakeApp();
    const pdf = await renderer.render({ path: '/evaluationReport/7', serve, footerTemplate, signal: signal() });
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  });
});
