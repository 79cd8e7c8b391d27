import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, SCREENSHOT_DIR } from './support/browser';
import { DEMO_PASSWORD, horizontalOverflow, logIn, pathOf, platformInBrowser, settled } from './support/journey';

/**
 * The phone fixes of issue 30 at 390 px, each photographed as the screen shows it (not the whole
 * page): the result's scores, the report's tables, the help button, the question bank, the
 * dashboard's doughnut, the drawer title and the case cards.
 */
const journey = platformInBrowser({ DTMM_CAPTCHA: 'off' });
const pages: Page[] = [];
afterAll(() => Promise.all(pages.map((page) => page.close())));

const goto = (page: Page, to: string) => page.goto(journey.platform.baseUrl + to, { waitUntil: 'networkidle' });
const shot = (target: Page | Locator, name: string) =>
  target.screenshot({ path: path.join(SCREENSHOT_DIR, `phone-${name}-390.png`) });

async function signIn(username: string) {
  const opened = await journey.open('/login', PHONE);
  pages.push(opened.page);
  await logIn(opened.page, username, DEMO_PASSWORD);
  await expect.poll(() => pathOf(opened.page)).toBe('/home');
  return opened.page;
}

/** Whether every element of `selector` ends within the screen's width. */
const withinScreen = (page: Page, selector: string) =>
  page.evaluate(
    (query) => Array.from(document.querySelectorAll(query), (el) => el.getBoundingClientRect().right <= innerWidth),
    selector,
  );

describe('the pages read on a 390 px phone', () => {
  it('the result shows every score and the report every table column within the screen', async () => {
    const page = await signIn('sy_admin');
    await page.setViewportSize(DESKTOP);
    await goto(page, '/user/digitalization');
    await page.getByText('“1”企业数字化转型专题').first().click();
    await page.getByRole('link', { name: '预览报告' }).first().click();
    await page.waitForURL(/\/evaluationReport\/\d+/);
    const recordId = pathOf(page).split('/').pop() as string;
    await page.setViewportSize(PHONE);
    await goto(page, `/evaluationResultsCenter?type=other&id=${recordId}`);
    const cards = page.locator('.indicator-card');
    await cards.first().waitFor();
    expect(await withinScreen(page, '.indicator-card .score-bar__value')).not.toContain(false);
    await cards.first().scrollIntoViewIfNeeded();
    await shot(page, 'result-scores');

    await goto(page, `/evaluationReport/${recordId}`);
    await page.waitForFunction(() => document.documentElement.dataset.reportReady === 'true');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await withinScreen(page, '.report-table td, .report-table th')).not.toContain(false);
    const system = page.getByRole('table', { name: '评估指标体系' });
    await system.scrollIntoViewIfNeeded();
    await shot(page, 'report-indicator-system');
    await page.getByRole('table', { name: '评估等级' }).scrollIntoViewIfNeeded();
    await shot(page, 'report-levels');
    await page.getByRole('table', { name: '企业基本信息' }).scrollIntoViewIfNeeded();
    await shot(page, 'report-facts');
  });

  it('the help button takes its own place at the end of the page, over nothing', async () => {
    const { page } = await journey.open('/case', PHONE);
    pages.push(page);
    await page.locator('.case-card').first().waitFor();
    await settled(page);
    await shot(page, 'case-cards');
    const help = page.getByRole('button', { name: '操作指南' });
    expect(await help.evaluate((el) => getComputedStyle(el.closest('.help-menu') as Element).position)).not.toBe(
      'fixed',
    );
    await help.scrollIntoViewIfNeeded();
    await shot(page, 'help-button');
    await page.getByRole('button', { name: '打开导航菜单' }).click();
    const title = page.locator('.mobile-nav__drawer .ant-drawer-title');
    await title.waitFor();
    await settled(page);
    // One line: no character of the platform's name is left on a line of its own.
    expect(await title.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThan(30);
    await shot(page.locator('.mobile-nav__drawer .ant-drawer-header'), 'drawer-title');
  });

  it('the question bank shows its first heading below the jump-to bar and each option beside its letter', async () => {
    const { page } = await journey.open('/severcenter/questionbank', PHONE);
    pages.push(page);
    const heading = page.locator('.bank-area__title').first();
    await heading.waitFor();
    await settled(page);
    await shot(page, 'question-bank');
    const bar = await page.locator('.bank-outline-select').boundingBox();
    const first = await heading.boundingBox();
    expect((first?.y ?? 0) >= (bar?.y ?? 0) + (bar?.height ?? 0)).toBe(true);
    const option = page.locator('.bank-option').first();
    const [letter, label] = await Promise.all([
      option.locator('.bank-option__value').boundingBox(),
      option.locator('.bank-option__label').boundingBox(),
    ]);
    await option.scrollIntoViewIfNeeded();
    await shot(page, 'question-bank-options');
    expect(Math.abs((letter?.y ?? 0) - (label?.y ?? 0))).toBeLessThan(8);
  });

  it('the dashboard names its levels in a legend', async () => {
    const page = await signIn('operator');
    await goto(page, '/admin/insight');
    const levels = page.locator('.insight-card').filter({ hasText: '企业等级分布' });
    await levels.locator('canvas').waitFor();
    await settled(page);
    await levels.scrollIntoViewIfNeeded();
    await shot(levels, 'insight-levels');
  });
});
