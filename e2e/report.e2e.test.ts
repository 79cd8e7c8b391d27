import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { DESKTOP, PHONE, SCREENSHOT_DIR, screenshot } from './support/browser';
import {
  DEMO_PASSWORD,
  horizontalOverflow,
  logIn,
  pathOf,
  platformInBrowser,
  settled,
  unexpected,
} from './support/journey';

/** What covers name for verification: configured, whatever address the browser uses (issue 28, 2). */
const PUBLIC_URL = 'https://dtmm.example.cn';
const journey = platformInBrowser({ DTMM_CAPTCHA: 'off', DTMM_PUBLIC_URL: PUBLIC_URL });

/**
 * The assessment report of issue 15 in the browser: 孝义晟源焦化's ADMIN (two completed demo
 * assessments) opens the report from /user/digitalization, every chart is drawn, each chapter is
 * photographed at 1366 and 390, the PDF downloads with selectable Chinese text, and a guest verifies
 * the printed report's code.
 */
const COMPANY = '孝义市晟源焦化有限公司';
/** sy's 551 assessment reached level 2 (demo data). */
const LEVEL = '场景应用';
const CHAPTERS = ['评估标准与指标体系', '自评估结果', '分领域分析', '下一步建议', '正式评估流程'];

const reportReady = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.reportReady === 'true', undefined, { timeout: 30_000 });

/** How many of the page's chart canvases have any pixel that is not transparent or white. */
const drawnCanvases = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('canvas'), (canvas) => {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0 || canvas.height === 0) return false;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      for (let i = 0; i < data.length; i += 4) {
        const [r = 255, g = 255, b = 255, a = 0] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
        if (a > 0 && (r < 240 || g < 240 || b < 240)) return true;
      }
      return false;
    }),
  );

let admin: { page: Page; problems: string[] } | undefined;
afterAll(() => admin?.page.close());

describe('a completed assessment yields a report a board member can read and check', () => {
  let reportPath = '';
  let code = '';

  it('opens the report from the assessment list; every chart is drawn', async () => {
    admin = await journey.open('/login', DESKTOP);
    const { page } = admin;
    await logIn(page, 'sy_admin', DEMO_PASSWORD);
    await expect.poll(() => pathOf(page)).toBe('/home');
    await page.goto(`${journey.platform.baseUrl}/user/digitalization`, { waitUntil: 'networkidle' });
    // The newer of the two: the 551 assessment, whose trend holds both.
    await page.getByText('“1”企业数字化转型专题').first().click();
    await page.getByRole('link', { name: '预览报告' }).first().click();
    await page.waitForURL(/\/evaluationReport\/\d+/);
    reportPath = new URL(page.url()).pathname;
    await reportReady(page);
    await expect(page.title()).resolves.toContain('企业数字化转型评估报告');
    await page.getByText(COMPANY).first().waitFor();
    for (const title of CHAPTERS) await page.getByText(title).first().waitFor();
    const canvases = await drawnCanvases(page);
    // Comparison, distribution, score bands, trend, 基础 bars, 治理 radar, 生产 bars, 成效 radar.
    expect(canvases.length).toBeGreaterThanOrEqual(8);
    expect(canvases.every(Boolean)).toBe(true);
    code = (
      await page
        .getByText(/[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/)
        .first()
        .innerText()
    ).match(/[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/)?.[0] as string;
    expect(code).toBeTruthy();
    await screenshot(page, 'report-1366');
    await expectAccessible(page, 'report');
    const chapters = page.locator('.report-sheet');
    const count = await chapters.count();
    for (let i = 0; i < count; i++) {
      await chapters.nth(i).screenshot({ path: path.join(SCREENSHOT_DIR, `report-chapter-${i}-1366.png`) });
    }
    expect(unexpected(admin.problems)).toEqual([]);
  });

  it('reads on a 390 px phone without sideways scrolling', async () => {
    const page = admin?.page as Page;
    await page.setViewportSize(PHONE);
    await page.reload({ waitUntil: 'networkidle' });
    await reportReady(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect((await drawnCanvases(page)).every(Boolean)).toBe(true);
    await screenshot(page, 'report-390');
    await expectAccessible(page, 'report');
    await page.setViewportSize(DESKTOP);
  });

  it('the result page leads to the report, shows the trend and the report in brief', async () => {
    const page = admin?.page as Page;
    const recordId = reportPath.split('/').pop() as string;
    await page.goto(`${journey.platform.baseUrl}/evaluationResultsCenter?type=other&id=${recordId}`, {
      waitUntil: 'networkidle',
    });
    await page.getByText('历次评估趋势').waitFor();
    await page.locator('.result-card canvas, canvas').first().waitFor();
    expect((await drawnCanvases(page)).some(Boolean)).toBe(true);
    expect(await page.getByRole('link', { name: '查看评估报告' }).getAttribute('href')).toBe(reportPath);
    await expectAccessible(page, 'result');
    await page.getByRole('button', { name: '详细评估报告' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByText('下载报告').waitFor();
    await settled(page);
    await screenshot(page, 'report-result-modal-1366');
    await modal.getByRole('button', { name: '关闭' }).first().click();
    await modal.waitFor({ state: 'hidden' });
    await page.setViewportSize(PHONE);
    await settled(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'report-result-390');
    await expectAccessible(page, 'result');
    await page.setViewportSize(DESKTOP);
  });

  it('downloads a PDF with selectable Chinese text, the chapters and a plausible page count', async () => {
    const page = admin?.page as Page;
    await page.goto(journey.platform.baseUrl + reportPath, { waitUntil: 'networkidle' });
    await reportReady(page);
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 45_000 }),
      page.getByRole('button', { name: /下载/ }).first().click(),
    ]);
    const file = path.join(SCREENSHOT_DIR, 'report.pdf');
    await download.saveAs(file);
    await page.getByText('PDF导出成功').waitFor();
    expect(fs.readFileSync(file).subarray(0, 4).toString()).toBe('%PDF');
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const verifyAt = `${PUBLIC_URL}/verify/${code}`;
    for (const words of [COMPANY, '企业数字化转型评估报告', ...CHAPTERS, verifyAt, LEVEL])
      expect(text).toContain(words);
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
    expect(pages).toBeGreaterThanOrEqual(6);
    expect(pages).toBeLessThanOrEqual(40);
    execFileSync('pdftoppm', ['-png', '-r', '50', file, path.join(SCREENSHOT_DIR, 'report-pdf-page')]);
  });

  it('a guest checks the printed report by its verification code', async () => {
    const { page, problems } = await journey.open(`/verify/${code}`, PHONE);
    await page.getByText('核验通过').waitFor();
    await page.getByText(COMPANY).first().waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'report-verify-390');
    await expectAccessible(page, 'report verification');
    expect(unexpected(problems)).toEqual([]);
    await page.close();
  });
});
