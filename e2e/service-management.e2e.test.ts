import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { demoReportPdf } from '../apps/server/src/modules/formal-assessment/demo/demo-report-pdf';
import type { ServedEnterpriseRow } from '../packages/shared/src/served-enterprises/served-enterprise.schemas';
import { expectAccessible } from './support/accessibility';
import { DESKTOP, PHONE, screenshot } from './support/browser';
import { pickOption } from './support/certification-forms';
import {
  DEMO_PASSWORD,
  horizontalOverflow,
  logIn,
  platformInBrowser,
  pngFile,
  settled,
  unexpected,
} from './support/journey';
import { logInAsOperator } from './support/review-console';

const journey = platformInBrowser({ DTMM_CAPTCHA: 'off' });

/**
 * The provider's workspace of issue 18 in the browser. 长治太行精铸 starts a 551 assessment with
 * 龙城工业互联网, which finds it 待服务 in its service management; it then documents the demo's
 * 晟源焦化 (a completed 551 record without evidence, 服务中) with two site photos and the report
 * PDF, and the service completes: the cards move. The operator sees the province's progress.
 */
const PROVIDER = '山西龙城工业互联网有限公司';
const STARTER = '长治太行精铸科技有限公司';
const DOCUMENTED = '孝义市晟源焦化有限公司';
const REPORT = '晟源焦化551专题现场评估报告.pdf';

const goto = (page: Page, to: string) => page.goto(journey.platform.baseUrl + to, { waitUntil: 'networkidle' });

function reportFile(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-e2e-551-')), REPORT);
  const lines = ['551专题现场评估报告', `受评企业：${DOCUMENTED}`, `服务商：${PROVIDER}`, '结论：二级 · 场景应用'];
  fs.writeFileSync(file, demoReportPdf(lines.map((text) => ({ text, size: 14 }))));
  return file;
}

/** The four cards as numbers (the progress without its '%'). */
async function cards(page: Page) {
  const value = async (key: string) =>
    Number.parseFloat(await page.locator(`.service-stat--${key} .ant-statistic-content-value`).innerText());
  return {
    special: await value('special'),
    planned: await value('planned'),
    completed: await value('completed'),
    progress: await value('progress'),
  };
}

/** The provider's rows of one enterprise, through the API with the page's own session (every year). */
const rowsNamed = (page: Page, name: string) =>
  page.evaluate(async (queryCondition) => {
    const token = localStorage.getItem('dtmm_access_token') ?? '';
    const query = new URLSearchParams({ queryCondition, page: '1', limit: '10' });
    const res = await fetch(`/api/dtmm/company/serviceProviderCompany/listFull?${query}`, {
      headers: { access_token: token },
    });
    return (await res.json()).data as ServedEnterpriseRow[];
  }, name);

const rowOf = (page: Page, name: string) => page.locator('.ant-table-row').filter({ hasText: name });

let enterprise: { page: Page; problems: string[] };
let provider: { page: Page; problems: string[] };
let operator: { page: Page; problems: string[] };
afterAll(async () => {
  await enterprise?.page.close();
  await provider?.page.close();
  await operator?.page.close();
});

describe('the provider follows and documents the enterprises it serves in the 551 topic', () => {
  let before: Awaited<ReturnType<typeof cards>>;

  it('the provider opens its service management on the demo figures', async () => {
    provider = await journey.open('/login', DESKTOP);
    const { page } = provider;
    await logIn(page, 'lc_admin', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    await goto(page, '/user/serviceManagement');
    // The user centre's own h1 names the page too (issue 30): the page's heading is the last.
    await page.getByRole('heading', { name: '服务管理' }).last().waitFor();
    await page.locator('.service-stat--special .ant-statistic-content-value').waitFor();
    before = await cards(page);
    expect(before.special).toBeGreaterThanOrEqual(before.planned + before.completed);
    expect(unexpected(provider.problems)).toEqual([]);
  });

  it('an enterprise starts a 551 assessment with that provider', async () => {
    enterprise = await journey.open('/login', DESKTOP);
    const { page } = enterprise;
    await logIn(page, 'th_admin', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    await goto(page, '/severcenter/FiveOneSubject');
    await page.getByRole('radio', { name: '非集团企业' }).check();
    await pickOption(page, '服务商', PROVIDER);
    await page.getByRole('button', { name: '开始自评' }).click();
    await page.waitForURL((url) => url.searchParams.get('serviceType') === '551');
    await page.getByRole('button', { name: '开始答题' }).click();
    await page.getByRole('button', { name: '确认答题' }).click();
    await page.getByTestId('question-card').first().waitFor();
    // The intro now names the provider of the record in progress.
    await goto(page, '/severcenter/FiveOneSubject');
    await page.getByText('进行中').first().waitFor();
    await page.getByText(PROVIDER).first().waitFor();
    expect(unexpected(enterprise.problems)).toEqual([]);
  });

  it('the provider finds it 待服务, documents a completed assessment, and the service completes', async () => {
    const { page } = provider;
    await goto(page, '/user/serviceManagement');
    await rowOf(page, STARTER).getByText('待服务').waitFor();
    await expect.poll(() => cards(page)).toMatchObject({ special: before.special + 1, planned: before.planned + 1 });
    const started = await cards(page);

    // The documented assessment's year (the list opens on this one).
    const [documented] = await rowsNamed(page, '晟源');
    expect(documented?.serviceStatus).toBe('1');
    const year = documented?.createTime.slice(0, 4) ?? '';
    if (year !== String(new Date().getFullYear())) await pickOption(page, '服务年度', `${year}年`);
    const yearBefore = year === String(new Date().getFullYear()) ? started : await cards(page);

    await page.getByLabel('请输入企业名称').fill('晟源');
    await page.getByLabel('请输入企业名称').press('Enter');
    await page.getByText('共 1 个服务项目').waitFor();
    await rowOf(page, DOCUMENTED).getByRole('button', { name: '查看详情' }).click();
    const modal = page.getByRole('dialog', { name: '服务详情' });
    await modal.getByText(DOCUMENTED).first().waitFor();

    const photos = modal.locator('.ant-form-item').filter({ hasText: '现场照片' });
    await photos
      .locator('input[type="file"]')
      .setInputFiles([pngFile('焦炉控制室现场.png'), pngFile('配煤系统巡检现场.png', 640, 480)]);
    const report = modal.locator('.ant-form-item').filter({ hasText: '评估报告' });
    await report.locator('input[type="file"]').setInputFiles(reportFile());
    await report.getByText(REPORT).waitFor();
    const save = modal.getByRole('button', { name: '保存' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await expect.poll(() => photos.locator('img').count()).toBe(2);
    await settled(page);
    await screenshot(page, 'service-detail-1366');
    await expectAccessible(page, 'service detail');

    await save.click();
    await page.getByText('保存成功').waitFor();
    await modal.waitFor({ state: 'hidden' });
    await rowOf(page, DOCUMENTED).getByText('已完成').waitFor();
    await expect.poll(() => cards(page)).toMatchObject({ completed: yearBefore.completed + 1 });
    expect((await cards(page)).progress).toBeGreaterThan(yearBefore.progress);

    await page.getByLabel('请输入企业名称').clear();
    await page.getByLabel('请输入企业名称').press('Enter');
    await rowOf(page, STARTER).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await settled(page);
    await screenshot(page, 'service-management-1366');
    await expectAccessible(page, 'service management');

    await page.setViewportSize(PHONE);
    await settled(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'service-management-390');
    await expectAccessible(page, 'service management');
    expect(unexpected(provider.problems)).toEqual([]);
  });

  it('the operator sees the province’s 551 progress with the provider’s enterprises', async () => {
    operator = await journey.open('/login', DESKTOP);
    const { page } = operator;
    await logInAsOperator(page);
    await goto(page, '/admin/topic551');
    const providerRow = page.locator('.ant-table-row').filter({ hasText: PROVIDER });
    await providerRow.waitFor();
    await settled(page);
    await screenshot(page, 'topic551-progress-1366');
    await expectAccessible(page, 'admin 551 progress');
    await providerRow.click();
    await page.waitForURL((url) => url.pathname === '/admin/topic551/enterprises');
    await rowOf(page, STARTER).waitFor();
    await page.setViewportSize(PHONE);
    await settled(page);
    await screenshot(page, 'topic551-enterprises-390');
    await expectAccessible(page, 'admin 551 enterprises');
    expect(unexpected(operator.problems)).toEqual([]);
  });
});
