import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ResultCode, reportMessages } from '@dtmm/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessFixture } from '../../../test/authorization/access-fixture';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { companies } from '../../companies/companies.table';
import { assessmentRecords } from '../assessment.table';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const hasChromium = fs.existsSync(CHROME);
const BUILT_WEB = path.resolve(import.meta.dirname, '../../../../../web/dist');
const hasBuiltWeb = fs.existsSync(path.join(BUILT_WEB, 'index.html'));
if (!hasChromium) console.warn(`report PDF renders skipped: no Chromium at ${CHROME} (set CHROME_PATH)`);
if (!hasBuiltWeb) console.warn(`the real report page's PDF skipped: the web app is not built (${BUILT_WEB})`);

const pdfUrl = (id: string) => `/api/dtmm/answer/reportPdf/${id}`;

/**
 * A stand-in for the web app: the printable path answers index.html, whose script reads the report
 * through the API without any token of its own (the server's interception adds the asker's) and
 * shows whether the page holds a credential anywhere.
 */
function fakeWebApp(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-fake-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"></head><body>' +
      '<h1>企业数字化转型评估报告</h1><p id="company"></p><p id="secrets"></p>' +
      '<script src="/assets/print.js"></script></body></html>',
  );
  fs.writeFileSync(
    path.join(dir, 'assets', 'print.js'),
    `const id = location.pathname.split('/').pop();
fetch('/api/dtmm/answer/previewReport/' + id).then((r) => r.json()).then((body) => {
  document.getElementById('company').textContent = body.data.companyName;
  document.getElementById('secrets').textContent = 'SECRETS ' + (localStorage.length + document.cookie.length);
  document.documentElement.dataset.reportReady = 'true';
}).catch(() => { document.documentElement.dataset.reportReady = 'error'; });`,
  );
  return dir;
}

function pdfText(pdf: Buffer): string {
  const file = path.join(os.tmpdir(), `dtmm-report-${process.pid}-${Date.now()}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(file, { force: true });
  }
}

describe('GET reportPdf/{id}', () => {
  const webDist = fakeWebApp();
  const logLines: string[] = [];
  let t: TestApp;
  let fx: AccessFixture;
  beforeAll(async () => {
    t = await buildTestApp({ env: { DTMM_WEB_DIST: webDist }, logLines });
    fx = new AccessFixture(t);
    await fx.setUp();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const download = async (who: 'anonymous' | 'adminA' | 'userA' | 'userB', id: string) =>
    t.app.inject({ method: 'GET', url: pdfUrl(id), headers: await tokenHeader(who) });
  const tokenHeader = async (who: Parameters<AccessFixture['token']>[0]): Promise<Record<string, string>> => {
    const token = await fx.token(who);
    return token ? { access_token: token } : {};
  };

  it('is for the report readers only: 401 anonymous, 404 another company, 400 an unfinished record', async () => {
    const { id } = await fx.assessmentRecord('adminA', 'own', 'completed');
    expect((await download('anonymous', id)).statusCode).toBe(401);
    expect((await download('userB', id)).json()).toMatchObject({ code: ResultCode.notFound });
    const unfinished = await fx.assessmentRecord('adminA', 'own', 'answered');
    expect((await download('adminA', unfinished.id)).statusCode).toBe(400);
  });

  it('answers 409 downloadBusy while the same user has a render under way', async () => {
    const { id } = await fx.assessmentRecord('adminA', 'own', 'completed');
    await t.kv.set(`report:pdf:${fx.userId('userA')}`, 'a render of another tab', 60_000);
    const res = await download('userA', id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: ResultCode.conflict, msg: reportMessages.downloadBusy });
    await t.kv.delete(`report:pdf:${fx.userId('userA')}`);
  });

  it.skipIf(!hasChromium)(
    "prints the page with the asker's data, the token never in the page, and serves a repeat from the cache",
    async () => {
      const { id } = await fx.assessmentRecord('adminA', 'own', 'completed');
      const headers = await tokenHeader('adminA');
      const report = (await t.app.inject({ url: `/api/dtmm/answer/previewReport/${id}`, headers })).json().data;
      const started = performance.now();
      const res = await t.app.inject({ url: pdfUrl(id), headers });
      const renderMs = performance.now() - started;
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const name = `${report.companyName}-企业数字化转型评估报告-${report.assessmentDate}.pdf`;
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="report-${id}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
      );
      expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
      const text = pdfText(res.rawPayload);
      expect(text).toContain(report.companyName);
      expect(text).toContain('企业数字化转型评估报告');
      expect(text).toContain(report.report.reportNumber);
      expect(text).toContain('SECRETS 0');

      const again = performance.now();
      // Another Host is no other PDF: the key is the report's data alone, so no header forces a render (issue 28, 2).
      const repeat = await t.app.inject({
        url: pdfUrl(id),
        headers: { ...(await tokenHeader('userA')), host: 'evil.example:1' },
      });
      const cachedMs = performance.now() - again;
      console.info(`route render ${Math.round(renderMs)} ms, repeat from the cache ${Math.round(cachedMs)} ms`);
      expect(repeat.rawPayload.equals(res.rawPayload)).toBe(true);
      expect(cachedMs).toBeLessThan(renderMs);
    },
    60_000,
  );

  it('answers 503 pdfFailed when the web app is not built', async () => {
    const { id } = await fx.assessmentRecord('adminA', 'own', 'completed');
    fs.renameSync(path.join(webDist, 'index.html'), path.join(webDist, 'index.off'));
    try {
      const res = await download('adminA', id);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: ResultCode.unavailable, msg: reportMessages.pdfFailed });
      expect(logLines.some((line) => line.includes('the web app is not built'))).toBe(true);
    } finally {
      fs.renameSync(path.join(webDist, 'index.off'), path.join(webDist, 'index.html'));
    }
  });
});

describe('GET reportPdf/{id} without Chromium', () => {
  const webDist = fakeWebApp();
  const logLines: string[] = [];
  let t: TestApp;
  let fx: AccessFixture;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { DTMM_WEB_DIST: webDist, CHROME_PATH: '/nonexistent/chromium', DTMM_REPORT_PDF_RENDERS_PER_MINUTE: '2' },
      clock: () => Date.UTC(2026, 10, 28, 2, 0, 20),
      logLines,
    });
    fx = new AccessFixture(t);
    await fx.setUp();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it("answers 503 'PDF生成失败，请重试', logs the cause and shows the client nothing of it", async () => {
    const { id } = await fx.assessmentRecord('adminA', 'own', 'completed');
    const token = (await fx.token('adminA')) ?? '';
    const res = await t.app.inject({ url: pdfUrl(id), headers: { access_token: token } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: ResultCode.unavailable, msg: 'PDF生成失败，请重试' });
    const logged = logLines.find((line) => line.includes('report PDF render failed'));
    expect(logged).toContain('/nonexistent/chromium');
    // The lock is released: the next try is refused for the same reason, not as busy.
    expect((await t.app.inject({ url: pdfUrl(id), headers: { access_token: token } })).statusCode).toBe(503);
  });

  it('answers 429 with Retry-After once a person has started their renders of the minute', async () => {
    const { id } = await fx.assessmentRecord('adminB', 'own', 'completed');
    const headers = { access_token: (await fx.token('adminB')) ?? '' };
    for (let i = 0; i < 2; i += 1) expect((await t.app.inject({ url: pdfUrl(id), headers })).statusCode).toBe(503);
    const res = await t.app.inject({ url: pdfUrl(id), headers });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('40');
    expect(res.json()).toEqual({ code: ResultCode.tooManyRequests, msg: reportMessages.pdfTooOften(40) });
  });
});

describe.skipIf(!hasChromium || !hasBuiltWeb)('GET reportPdf/{id} of the real report page', () => {
  const logLines: string[] = [];
  let t: TestApp;
  let fx: AccessFixture;
  beforeAll(async () => {
    t = await buildTestApp({ env: { DTMM_WEB_DIST: BUILT_WEB }, logLines });
    fx = new AccessFixture(t);
    await fx.setUp();
  }, 120_000);
  afterAll(() => t?.close());

  it('prints the completed demo record with its company name and title', async () => {
    const { id } = await fx.assessmentRecord('adminA', 'own', 'completed');
    const headers = { access_token: (await fx.token('adminA')) ?? '' };
    const report = (await t.app.inject({ url: `/api/dtmm/answer/previewReport/${id}`, headers })).json().data;
    const res = await t.app.inject({ url: pdfUrl(id), headers });
    const failure = logLines.find((line) => line.includes('report PDF'));
    expect(res.statusCode, failure ?? res.body.slice(0, 200)).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(report.companyName);
    expect(text).toContain('企业数字化转型评估报告');
  }, 60_000);

  it("prints a logistics company on variant 2: 数字化经营 in 数字化生产's place, with the reason", async () => {
    const [company] = await t.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.companyName, '忻州晋北云仓物流有限公司'));
    const [record] = await t.database.db
      .select({ id: assessmentRecords.id })
      .from(assessmentRecords)
      .where(and(eq(assessmentRecords.companyId, company?.id ?? 0), eq(assessmentRecords.status, '1')));
    const headers = { access_token: await t.tokenFor('yc_admin') };
    const res = await t.app.inject({ url: pdfUrl(String(record?.id)), headers });
    const failure = logLines.find((line) => line.includes('report PDF'));
    expect(res.statusCode, failure ?? res.body.slice(0, 200)).toBe(200);
    const text = pdfText(res.rawPayload).replace(/\s+/g, '');
    expect(text).toContain('本次评估类型为非工业企业（以数字化经营替代数字化生产）。贵企业所属行业为');
    expect(text).toMatch(/3\.3数字化经营/);
    expect(text).not.toMatch(/3\.\d数字化生产/);
    expect(text).not.toContain('非制造业企业不评估数字化生产领域');
    expect(text).toContain('参照T/SXSIA001-2025');
  }, 90_000);
});
