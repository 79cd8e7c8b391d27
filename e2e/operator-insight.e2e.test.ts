import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { DESKTOP, PHONE, screenshot } from './support/browser';
import { pickOption } from './support/certification-forms';
import { DEMO_PASSWORD, horizontalOverflow, logIn, platformInBrowser, settled, unexpected } from './support/journey';

const journey = platformInBrowser({ DTMM_CAPTCHA: 'off' });

/**
 * The operators' insight of issue 19 in the browser: an operator opens the province dashboard,
 * filters it by city and downloads that city's assessment records as .xlsx; a reviewer, whose role
 * does not cover the CMS, is refused it and does not see it in the menu; a system administrator copies the
 * question bank to a draft, rewords a question, checks and publishes it, and the public bank shows it.
 */
const goto = (page: Page, to: string) => page.goto(journey.platform.baseUrl + to, { waitUntil: 'networkidle' });

async function signIn(username: string, viewport: { width: number; height: number }) {
  const opened = await journey.open('/login', viewport);
  await logIn(opened.page, username, DEMO_PASSWORD);
  await opened.page.waitForURL((url) => url.pathname !== '/login');
  return opened;
}

const pages: Page[] = [];
afterAll(async () => {
  for (const page of pages) await page.close();
});

describe("the operators' province dashboard", () => {
  it('an operator filters the dashboard by city and exports that city’s assessments', async () => {
    const { page, problems } = await signIn('operator', DESKTOP);
    pages.push(page);
    await goto(page, '/admin/insight');
    await page.locator('.insight-stats').first().waitFor();
    await page.locator('canvas').first().waitFor();

    const filtered = page.waitForResponse(
      (res) => res.url().includes('/api/admin/insight?') && res.url().includes('cityCode='),
    );
    await pickOption(page, '地市', '太原市');
    const answer = await (await filtered).json();
    expect(answer.code).toBe(0);
    expect(new URL(page.url()).searchParams.get('cityCode')).toBeTruthy();
    await settled(page);
    await screenshot(page, 'operator-insight-1366');
    await expectAccessible(page, 'admin dashboard');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^评估记录-\d{8}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(fs.readFileSync((await file.path()) ?? '') as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('企业名称');
    const cities = new Set<unknown>();
    sheet?.eachRow((row, n) => {
      if (n > 1) cities.add(row.getCell(3).value);
    });
    // Every record of the file is of the city the dashboard shows.
    expect([...cities].every((city) => city === '太原市')).toBe(true);
    expect(unexpected(problems)).toEqual([]);
  });

  it('the dashboard stacks on a phone', async () => {
    const { page, problems } = await signIn('operator', PHONE);
    pages.push(page);
    await goto(page, '/admin/insight');
    await page.locator('.insight-stats').first().waitFor();
    await settled(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'operator-insight-390');
    await expectAccessible(page, 'admin dashboard');
    expect(unexpected(problems)).toEqual([]);
  });

  it('a system administrator edits a copy of the bank, checks it and publishes it for new assessments', async () => {
    const { page, problems } = await signIn('op_sysadmin', DESKTOP);
    pages.push(page);
    await goto(page, '/admin/bank-versions');
    await page.getByText('当前版本').first().waitFor();
    await screenshot(page, 'bank-versions-1366');
    await expectAccessible(page, 'admin bank versions');
    await goto(page, '/admin/bank-versions');

    // The platform seeds versions 1 and 2 (2 current, listed first): its copy is draft 3.
    await page.getByRole('button', { name: '复制为草稿' }).first().click();
    await page.waitForURL((url) => url.pathname === '/admin/bank-versions/3');
    await page.getByRole('heading', { name: '第3版' }).waitFor();
    await page.getByRole('button', { name: '编辑 T01-L1-1' }).click();
    const dialog = page.getByRole('dialog', { name: '编辑题目 T01-L1-1' });
    const title = '企业每年是否在预算中单列数字化方面的开支？';
    await dialog.getByRole('textbox', { name: /^\*?\s*题目$/ }).fill(title);
    await screenshot(page, 'bank-question-dialog-1366');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('保存成功').first().waitFor();

    await page.getByRole('button', { name: '校验' }).click();
    await page.getByText('校验通过').waitFor();
    await page.getByRole('button', { name: '发布' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: '发布' }).click();
    await page.getByText('第3版已发布，新开始的评估将使用该版本').waitFor();
    await settled(page);
    await screenshot(page, 'bank-version-published-1366');

    // The public question bank, where enterprises read what they will be asked, shows the new wording.
    await goto(page, '/severcenter/questionbank');
    await page.getByText(title).first().waitFor();

    await page.setViewportSize(PHONE);
    await goto(page, '/admin/bank-versions/3');
    await page.getByRole('heading', { name: '第3版' }).waitFor();
    await settled(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'bank-version-390');
    await expectAccessible(page, 'admin bank version');
    expect(unexpected(problems)).toEqual([]);
  });

  it('a reviewer cannot open the CMS: refused in place, hidden from the menu, refused by the API', async () => {
    const { page, problems } = await signIn('op_reviewer', DESKTOP);
    pages.push(page);
    await goto(page, '/admin/content/news');
    await page.getByText('无权访问').waitFor();
    await page.getByText('该页面需要内容编辑角色，请联系安全管理员。').waitFor();
    const menu = page.getByRole('navigation', { name: '后台菜单' }).or(page.locator('.admin__sider'));
    await menu.getByRole('menuitem', { name: /认证审核/ }).waitFor();
    expect(await menu.getByRole('menuitem', { name: /新闻资讯/ }).count()).toBe(0);
    const status = await page.evaluate(async () => {
      const token = localStorage.getItem('dtmm_access_token') ?? '';
      return (await fetch('/api/admin/news', { headers: { access_token: token } })).status;
    });
    expect(status).toBe(403);
    await screenshot(page, 'operator-reviewer-refused-1366');
    await expectAccessible(page, 'admin refused');
    await page.setViewportSize(PHONE);
    await settled(page);
    await expectAccessible(page, 'admin refused');
    expect(unexpected(problems)).toEqual([]);
  });
});

describe('the back-office lists of issue 31 at 1366 and 390 px', () => {
  it('the auditor searches the audit trail by an action area; an operator browses 评估记录 and opens a report', async () => {
    for (const [viewport, width] of [
      [DESKTOP, 1366],
      [PHONE, 390],
    ] as const) {
      const auditor = await signIn('op_auditor', viewport);
      pages.push(auditor.page);
      await goto(auditor.page, '/admin/audit');
      await auditor.page.getByLabel('操作类型').fill('login.');
      const searched = auditor.page.waitForResponse((res) => res.url().includes('/api/admin/audit?'));
      await auditor.page.getByRole('button', { name: '查询' }).click();
      const trail = await (await searched).json();
      expect(trail.code).toBe(0);
      expect(trail.total).toBeGreaterThan(0);
      expect(trail.data.every((row: { action: string }) => row.action.startsWith('login.'))).toBe(true);
      await settled(auditor.page);
      await screenshot(auditor.page, `audit-trail-${width}`);
      await expectAccessible(auditor.page, 'audit trail');
      expect(unexpected(auditor.problems)).toEqual([]);

      const operator = await signIn('operator', viewport);
      pages.push(operator.page);
      const listed = operator.page.waitForResponse((res) => res.url().includes('/api/admin/assessments'));
      await goto(operator.page, '/admin/assessments');
      const records = await (await listed).json();
      expect(records.code).toBe(0);
      expect(records.total).toBeGreaterThan(0);
      await operator.page.getByRole('table').first().waitFor();
      await settled(operator.page);
      await screenshot(operator.page, `assessment-records-${width}`);
      await expectAccessible(operator.page, 'assessment records');
      // The page itself never scrolls sideways; the table scrolls inside its own box on a phone.
      expect(await horizontalOverflow(operator.page)).toBeLessThanOrEqual(0);
      if (width === 1366) {
        // The report opens beside the list, which keeps its filters and page.
        const opened = operator.page.context().waitForEvent('page');
        await operator.page.getByRole('link', { name: '查看报告' }).first().click();
        const report = await opened;
        pages.push(report);
        await report.waitForURL((url) => url.pathname.startsWith('/evaluationReport/'));
        await report.getByText('评估报告').first().waitFor();
      }
      expect(unexpected(operator.problems)).toEqual([]);
    }
  });
});
