import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { DESKTOP, PHONE, screenshot } from './support/browser';
import { firstOptions, pickOptions, uploadImage } from './support/certification-forms';
import {
  DEMO_PASSWORD,
  horizontalOverflow,
  logIn,
  pathOf,
  platformInBrowser,
  settled,
  unexpected,
} from './support/journey';
import { logInAsOperator } from './support/review-console';

const journey = platformInBrowser({ DTMM_CAPTCHA: 'off' });

/**
 * A certified provider's solution from first submission to the public catalogue (issue 13): the
 * operator rejects it with an opinion, the provider reads it, edits and resubmits, the operator
 * approves, and it is on /empowerment/provider, the provider's page and /home.
 */
const SOLUTION = `焦化企业能耗在线监测与优化方案${String(Date.now()).slice(-5)}`;
const OPINION = '方案概述未说明监测点位与数据采集频率，请补充后重新提交。';
const PROVIDER = '龙城工业互联网';
let provider: { page: Page; problems: string[] };
let operator: { page: Page; problems: string[] };
afterAll(async () => {
  await provider?.page.close();
  await operator?.page.close();
});

const goto = (page: Page, path: string) => page.goto(journey.platform.baseUrl + path, { waitUntil: 'networkidle' });
/** The provider's list entry of this journey's solution. */
const entry = (page: Page) => page.locator('.own-solution').filter({ hasText: SOLUTION });

async function openForReview(page: Page) {
  await goto(page, `/admin/solutions?status=all&solutionName=${encodeURIComponent(SOLUTION)}`);
  await page.getByRole('link', { name: SOLUTION }).first().click();
  await page.waitForURL((url) => /^\/admin\/solutions\/\d+$/.test(url.pathname));
  await page.getByRole('heading', { name: SOLUTION }).waitFor();
}

describe('a solution from submission through review to the public catalogue', () => {
  it('the provider is asked to complete an empty form, then publishes with two images', async () => {
    provider = await journey.open('/login', DESKTOP);
    const { page } = provider;
    await logIn(page, 'lc_admin', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    await goto(page, '/user/solution');
    await page.getByRole('button', { name: '发布方案' }).click();
    await page.waitForURL((url) => url.pathname === '/user/solutionForm');
    await page.getByRole('button', { name: '提交审核' }).click();
    await page.getByText('请完善表单信息').waitFor();
    await page.getByText('请选择应用场景').first().waitFor();

    await page.getByLabel('方案名称', { exact: true }).fill(SOLUTION);
    await page.getByLabel('联系人', { exact: true }).fill('郝建军');
    await page.getByLabel('联系电话', { exact: true }).fill('0351-7236618');
    await pickOptions(page, '应用场景', await firstOptions(page, '应用场景', 2));
    await pickOptions(page, '服务区域', await firstOptions(page, '服务区域', 2));
    await pickOptions(page, '应用行业', await firstOptions(page, '应用行业', 2));
    await page.getByLabel('方案概述', { exact: true }).fill('面向焦化企业的能耗在线监测与优化服务。');
    await page
      .getByRole('textbox', { name: '技术方案' })
      .fill('在焦炉、化产和动力车间布设计量点，统一采集水电气汽数据。');
    await page.getByLabel('应用价值', { exact: true }).fill('吨焦综合能耗可视、可比、可追溯。');
    for (const name of ['gallery-1.png', 'gallery-2.png']) {
      await uploadImage(page, '方案图片', name);
      await page.getByText('上传成功~').first().waitFor();
    }
    await expect.poll(() => page.locator('.ant-upload-list-item').count()).toBe(2);
    await settled(page);
    await screenshot(page, 'solution-form-add-1366');
    await expectAccessible(page, 'solution form');
    await page.getByRole('button', { name: '提交审核' }).click();
    await page.getByText('提交成功，等待审核').waitFor();
    await page.waitForURL((url) => url.pathname === '/user/solution');
    await entry(page).getByText('审核中').waitFor();
  });

  it('is not public while under review', async () => {
    const { page } = await journey.open(`/empowerment/provider?solutionName=${encodeURIComponent(SOLUTION)}`, DESKTOP);
    await page.getByText('共为你找到0个结果').waitFor();
    await page.close();
  });

  it('the operator rejects it with an opinion; the provider reads it, edits and resubmits', async () => {
    operator = await journey.open('/login', DESKTOP);
    await logInAsOperator(operator.page);
    await openForReview(operator.page);
    await screenshot(operator.page, 'admin-solution-review-1366');
    await expectAccessible(operator.page, 'admin solution review');
    await operator.page.getByRole('button', { name: '驳回' }).click();
    const dialog = operator.page.getByRole('dialog');
    await dialog.getByLabel('驳回意见').fill(OPINION);
    await dialog.getByRole('button', { name: '确认驳回' }).click();
    await operator.page.getByText('已驳回').first().waitFor();

    const { page } = provider;
    await page.reload({ waitUntil: 'networkidle' });
    await entry(page).getByText('已驳回').waitFor();
    await entry(page).getByText(OPINION).waitFor();
    await settled(page);
    await screenshot(page, 'solution-list-rejected-1366');
    await expectAccessible(page, 'provider solutions');
    await entry(page).getByRole('link', { name: '编辑' }).click();
    await page.waitForURL((url) => url.searchParams.get('mode') === 'edit');
    await page.getByText(OPINION).waitFor();
    expect(await page.getByLabel('方案名称', { exact: true }).inputValue()).toBe(SOLUTION);
    await page
      .getByLabel('方案概述', { exact: true })
      .fill('面向焦化企业的能耗在线监测与优化服务：焦炉、化产、动力三车间共 126 个计量点，数据每 15 秒采集一次。');
    await settled(page);
    await screenshot(page, 'solution-form-edit-1366');
    await page.getByRole('button', { name: '提交审核' }).click();
    await page.getByText('提交成功，等待审核').waitFor();
    await entry(page).getByText('审核中').waitFor();
    expect(await entry(page).getByText(OPINION).count()).toBe(0);
  });

  it('the operator approves; the history shows every step', async () => {
    const { page } = operator;
    await openForReview(page);
    await page.getByRole('button', { name: '通过' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText('审核通过').first().waitFor();
    await page.getByRole('button', { name: '下架' }).waitFor();
    for (const step of ['提交审核', '驳回', '审核通过']) await page.getByText(step).first().waitFor();
    await page.getByText(OPINION).first().waitFor();
    await settled(page);
    await screenshot(page, 'admin-solution-approved-1366');
    await page.setViewportSize(PHONE);
    await settled(page);
    await screenshot(page, 'admin-solution-approved-390');
    await expectAccessible(page, 'admin solution review');
    expect(unexpected(operator.problems)).toEqual([]);
  });

  it('the provider views the approved entry read-only', async () => {
    const { page } = provider;
    await page.reload({ waitUntil: 'networkidle' });
    await entry(page).getByText('已完成').waitFor();
    await entry(page).getByRole('link', { name: '查看' }).click();
    await page.waitForURL((url) => url.searchParams.get('mode') === 'view');
    await page.getByText('吨焦综合能耗可视、可比、可追溯。').waitFor();
    expect(await page.getByRole('button', { name: '提交审核' }).count()).toBe(0);
    await settled(page);
    await screenshot(page, 'solution-form-view-1366');
    await page.setViewportSize(PHONE);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'solution-form-view-390');
    await expectAccessible(page, 'solution form');
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    for (const mode of ['edit', 'add'] as const) {
      await goto(page, `/user/solutionForm?${new URLSearchParams(mode === 'add' ? { mode } : { mode, id })}`);
      await page.getByRole('button', { name: '提交审核' }).waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `solution-form-${mode}-390`);
    }
    await goto(page, '/user/solution');
    await entry(page).getByText('已完成').waitFor();
    await expectAccessible(page, 'provider solutions');
    expect(unexpected(provider.problems)).toEqual([]);
  });

  it('is in the catalogue, on its detail page, on the provider’s page and on /home', async () => {
    const { page, problems } = await journey.open('/empowerment/provider', DESKTOP);
    await page.getByPlaceholder(/方案名称/).fill(SOLUTION);
    await page.getByPlaceholder(/方案名称/).press('Enter');
    await page.getByText('共为你找到1个结果').waitFor();
    await screenshot(page, 'solution-catalogue-1366');
    await expectAccessible(page, 'solution catalogue');
    await page
      .getByRole('link', { name: new RegExp(SOLUTION) })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/empowerment/provider/detail');
    await page.getByRole('heading', { name: SOLUTION }).waitFor();
    await page.getByText('0351-7236618').waitFor();
    await page.getByText('126 个计量点', { exact: false }).first().waitFor();
    await expect.poll(() => page.locator('.ant-carousel img').count()).toBeGreaterThanOrEqual(2);
    await settled(page);
    await screenshot(page, 'solution-detail-1366');
    await expectAccessible(page, 'solution detail');
    const detail = pathOf(page) + new URL(page.url()).search;

    await page
      .getByRole('link', { name: new RegExp(PROVIDER) })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/empowerment/serviceProvider/detail');
    await page.getByRole('tab', { name: '解决方案' }).click();
    await page.getByText(SOLUTION).first().waitFor();

    await goto(page, '/home');
    await page.getByText(SOLUTION).first().waitFor();
    expect(unexpected(problems)).toEqual([]);

    await page.setViewportSize(PHONE);
    await goto(page, detail);
    await page.getByRole('heading', { name: SOLUTION }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await settled(page);
    await screenshot(page, 'solution-detail-390');
    await expectAccessible(page, 'solution detail');
    await page.close();
  });
});
