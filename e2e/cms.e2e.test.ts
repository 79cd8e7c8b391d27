import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '../apps/server/src/modules/files/test/sample-files';
import { expectAccessible } from './support/accessibility';
import { DESKTOP, PHONE, screenshot } from './support/browser';
import { pickOption } from './support/certification-forms';
import {
  DEMO_PASSWORD,
  horizontalOverflow,
  logIn,
  pathOf,
  platformInBrowser,
  pngFile,
  settled,
  unexpected,
} from './support/journey';

const journey = platformInBrowser({ DTMM_CAPTCHA: 'off' });

/**
 * An operator fills the portal without a developer (issue 12): the content editor (op_editor) writes a
 * news item with a picture in its text and a PDF attachment, previews it, publishes it where the public
 * sees it and takes it down again; the system administrator keeps the dictionaries its choices come from.
 */
const TITLE = `山西省中小企业数字化转型专项政策解读（${Date.now().toString().slice(-6)}）`;
let operator: { page: Page; problems: string[] };
let guest: { page: Page; problems: string[] };
afterAll(async () => {
  await operator?.page.close();
  await guest?.page.close();
});

const goto = (page: Page, to: string) => page.goto(journey.platform.baseUrl + to, { waitUntil: 'networkidle' });

/** A one-page PDF (the upload checks the bytes, not the name) in a temporary file. */
function pdfFile(name: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-e2e-pdf-')), name);
  fs.writeFileSync(file, pdfBytes());
  return file;
}

/** What the public API answers: the home page's 政策资讯 group and the 政策资讯 list. */
async function publicTitles(page: Page) {
  return page.evaluate(async () => {
    const groups = await (await fetch('/api/dtmm/company/news/newslist')).json();
    const list = await (await fetch('/api/dtmm/company/news/list?category=政策资讯&limit=50')).json();
    const titles = (items: { title: string }[] | undefined) => (items ?? []).map((item) => item.title);
    return { home: titles(groups.data?.政策资讯), list: titles(list.data) };
  });
}

describe('the operators publish a news item on the portal', () => {
  it('opens the news list of 内容管理', async () => {
    operator = await journey.open('/login', DESKTOP);
    const { page } = operator;
    await logIn(page, 'op_editor', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    await goto(page, '/admin/content/news');
    await page.getByRole('menuitem', { name: '新闻资讯' }).waitFor();
    await page.locator('.ant-table-row').first().waitFor();
    await settled(page);
    await screenshot(page, 'admin-content-list-1366');
    await expectAccessible(page, 'admin content list');
  });

  it('writes a news item with a picture in its text and a PDF attachment', async () => {
    const { page } = operator;
    await page.getByRole('button', { name: /新建/ }).click();
    await expect.poll(() => pathOf(page)).toBe('/admin/content/news/new');
    await page.getByRole('heading', { name: '新建新闻资讯' }).waitFor(); // the list's filters are gone
    await page.getByLabel('标题', { exact: true }).fill(TITLE);
    await pickOption(page, '类别', '政策资讯');
    await page.getByLabel('来源', { exact: true }).fill('省工业和信息化厅');
    await page.getByLabel('排序号', { exact: true }).fill('1');
    await page.getByLabel('摘要', { exact: true }).fill('面向中小企业的数字化转型专项政策要点解读。');

    const text = page.getByRole('textbox', { name: '正文' });
    await text.click();
    await page.keyboard.type('一、政策背景');
    await page.getByRole('button', { name: '标题 H3' }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('专项资金重点支持中小企业上云用数赋智。');
    await page.getByLabel('正文：插入图片').setInputFiles(pngFile('policy-chart.png', 640, 360));
    await text.locator('img[src^="/api/dtmm/common/file/download/"]').waitFor();

    await page.getByLabel('附件', { exact: true }).setInputFiles(pdfFile('申报指南.pdf'));
    await page.locator('.ant-upload-list-item-done', { hasText: '申报指南.pdf' }).waitFor();

    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.getByText('草稿已保存').waitFor();
    await expect.poll(() => pathOf(page)).toMatch(/^\/admin\/content\/news\/\d+$/);
    await page.getByText('草稿', { exact: true }).first().waitFor();
    await text.locator('img').waitFor();
    await settled(page);
    await screenshot(page, 'admin-content-editor-1366');
    await expectAccessible(page, 'admin content editor');
  });

  it('previews it as the portal will show it, then publishes it', async () => {
    const { page } = operator;
    await page.getByRole('button', { name: '预览' }).click();
    const preview = page.locator('.content-preview');
    await preview.getByRole('heading', { name: TITLE }).waitFor();
    await preview.getByText('来源：省工业和信息化厅').waitFor();
    await preview.locator('.rich-text img[src^="/api/dtmm/common/file/download/"]').waitFor();
    await preview.getByRole('heading', { name: '一、政策背景', level: 3 }).waitFor();
    await preview.getByText('申报指南.pdf').waitFor();
    await settled(page);
    await screenshot(page, 'admin-content-preview-1366');
    await expectAccessible(page, 'admin content preview');
    await preview.getByRole('button', { name: '发布' }).click();
    await page.getByText('发布成功').waitFor();
    await page.getByText('已发布', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: '下线' }).waitFor();
  });

  it('shows it on /home under 政策资讯 and in /infoGovernment?type=政策资讯', async () => {
    guest = await journey.open('/home', DESKTOP);
    const { page } = guest;
    expect((await publicTitles(page)).home).toContain(TITLE);
    expect((await publicTitles(page)).list).toContain(TITLE);
    await page.locator('section[aria-label="政策资讯"]').getByText(TITLE).waitFor();
    await goto(page, '/infoGovernment?type=政策资讯');
    await page.getByText(TITLE).first().waitFor();
  });

  it('takes it down again: it leaves both pages', async () => {
    await operator.page.getByRole('button', { name: '下线' }).click();
    await operator.page.getByRole('button', { name: '确定' }).click();
    await operator.page.getByText('已下线', { exact: true }).first().waitFor();
    await operator.page.getByRole('button', { name: '发布' }).waitFor();

    const { page } = guest;
    const titles = await publicTitles(page);
    expect(titles.home).not.toContain(TITLE);
    expect(titles.list).not.toContain(TITLE);
    await goto(page, '/infoGovernment?type=政策资讯');
    await page.locator('.news-list').waitFor();
    expect(await page.getByText(TITLE).count()).toBe(0);
    await goto(page, '/home');
    await page.locator('section[aria-label="政策资讯"]').waitFor();
    expect(await page.getByText(TITLE).count()).toBe(0);
    expect(unexpected(guest.problems)).toEqual([]);
  });

  it('keeps the list usable on a 390 px phone', async () => {
    const { page } = operator;
    await page.setViewportSize(PHONE);
    await goto(page, `/admin/content/news?keyword=${encodeURIComponent(TITLE)}`);
    await page.getByRole('cell', { name: TITLE }).waitFor();
    await settled(page);
    await screenshot(page, 'admin-content-list-390');
    await expectAccessible(page, 'admin content list');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: TITLE }).click();
    await page.getByRole('textbox', { name: '正文' }).locator('img').waitFor();
    await settled(page);
    await screenshot(page, 'admin-content-editor-390');
    await expectAccessible(page, 'admin content editor');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(unexpected(operator.problems)).toEqual([]);
  });

  it('the system administrator keeps the dictionaries the choices come from', async () => {
    const { page, problems } = await journey.open('/login', DESKTOP);
    await logIn(page, 'op_sysadmin', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    await goto(page, '/admin/dictionaries?code=dtmm.news.category');
    await page.getByRole('cell', { name: '行业资讯' }).first().waitFor();
    await settled(page);
    await screenshot(page, 'admin-dictionaries-1366');
    await expectAccessible(page, 'admin dictionaries');
    expect(unexpected(problems)).toEqual([]);
    await page.close();
  });
});
