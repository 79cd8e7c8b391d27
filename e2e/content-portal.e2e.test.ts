import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { DESKTOP, PHONE, screenshot } from './support/browser';
import { contentApi } from './support/content-data';
import { horizontalOverflow, platformInBrowser, settled, unexpected } from './support/journey';

/**
 * Issue 12, the public side: every content page with the demo province's seeded content, one filter on
 * each list, a detail of each kind; screenshots at 1366 and 390 px, and nothing wider than a phone.
 */
const journey = platformInBrowser();
const api = () => contentApi(journey.platform.baseUrl);
const TITLE_SUFFIX = ' - 欢迎使用山西省企业数字化转型服务平台';

/** Every page the desktop journeys reached, with what shows it has loaded: the phone visits each again. */
const visited = new Map<string, { path: string; ready: string }>();
function remember(name: string, page: Page, ready: string) {
  const url = new URL(page.url());
  visited.set(name, { path: `${url.pathname}${url.search}`, ready });
}

async function desktopPage(name: string, path: string, ready: string) {
  const { page, problems } = await journey.open(path, DESKTOP);
  await page.locator(ready).first().waitFor();
  return { page, problems, done: async () => finish(name, page, problems, ready) };
}
async function finish(name: string, page: Page, problems: string[], ready: string) {
  await page.locator(ready).first().waitFor();
  await settled(page);
  remember(name, page, ready);
  await screenshot(page, `content-${name}-1366`);
  await expectAccessible(page, name);
  expect(unexpected(problems)).toEqual([]);
  await page.close();
}
const countOf = (page: Page) => page.locator('.list-toolbar__count strong').textContent();

describe('content portal on a 1366 px desktop', () => {
  it('home: three news groups, five standards, four cases, four approved solutions', async () => {
    const { page, done } = await desktopPage('home', '/home', '.news-item');
    expect(await page.title()).toBe(`首页${TITLE_SUFFIX}`);
    for (const group of ['政策资讯', '行业资讯', '通知公告']) {
      const section = page.getByRole('region', { name: group, exact: true });
      await expect.poll(() => section.locator('.news-item').count()).toBeGreaterThan(0);
      expect(await section.locator('.news-item').count()).toBeLessThanOrEqual(6);
      expect(await section.getByRole('link', { name: `更多${group}` }).getAttribute('href')).toBe(
        `/infoGovernment?type=${encodeURIComponent(group)}`,
      );
    }
    await expect.poll(() => page.locator('.standard-item').count()).toBe(5);
    await expect.poll(() => page.locator('.case-card').count()).toBe(4);
    await expect.poll(() => page.locator('.solution-card').count()).toBe(4);
    await done();
  });

  it('home notice bar opens the platform notice', async () => {
    const { page, problems } = await journey.open('/home', DESKTOP);
    const notice = page.locator('.notice-bar__link');
    const title = await notice.locator('.notice-bar__title').textContent();
    await notice.click();
    await page.getByRole('heading', { level: 1, name: title ?? '' }).waitFor();
    expect(new URL(page.url()).searchParams.get('kind')).toBe('notice');
    await finish('notice-detail', page, problems, '.article__title');
  });

  it('news list: a category from the left, then a detail with its PDF and attachments', async () => {
    const { page, problems } = await desktopPage('news', '/infoGovernment', '.news-item');
    expect(await page.locator('.side-nav__link').allTextContents()).toEqual(['政策资讯', '行业资讯', '通知公告']);
    await page.locator('.side-nav__link', { hasText: '行业资讯' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('行业资讯');
    await page.locator('.news-item').first().waitFor();
    expect(await page.locator('.news-item__date').first().textContent()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await finish('news', page, problems, '.news-item');

    const news = await api().newsWithFiles();
    const detail = await journey.open(`/infoGovernment/detail?id=${news.id}&parentsName=新闻资讯`, DESKTOP);
    await detail.page.getByRole('heading', { level: 1, name: news.title }).waitFor();
    expect(await detail.page.locator('.page-breadcrumb').textContent()).toContain('新闻资讯');
    expect(await detail.page.locator('iframe.pdf-viewer__frame').getAttribute('src')).toBe(
      `/api/dtmm/common/file/download/${news.fdAddOn1}`,
    );
    const pdf = await detail.page.request.get(
      `${journey.platform.baseUrl}/api/dtmm/common/file/download/${news.fdAddOn1}`,
    );
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    const rows = detail.page.locator('.attachment-table tbody tr');
    await expect.poll(() => rows.count()).toBe(news.fdAddOn2.split(',').length);
    await expect.poll(() => rows.first().locator('td').nth(1).textContent()).toMatch(/\d+(\.\d)? (B|KB|MB)/);
    const download = detail.page.waitForEvent('download');
    await rows.first().getByRole('button', { name: /下载/ }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await finish('news-detail', detail.page, detail.problems, '.attachment-table');
  });

  it('knowledge centre: policy interpretation opens its detail; an unknown tab goes to the first', async () => {
    const { page, problems } = await desktopPage('knowledge', '/konwledge?type=abc', '.news-item');
    expect(new URL(page.url()).search).toBe('?type=1');
    expect(await page.title()).toBe(`知识中心${TITLE_SUFFIX}`);
    await page.getByRole('combobox', { name: '发布年份' }).selectOption({ label: '全部年份' });
    const first = page.locator('.news-item__title').first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/konwledge/detail');
    expect(await page.locator('.page-breadcrumb').textContent()).toContain('知识中心');
    await finish('knowledge-detail', page, problems, '.article__title');
  });

  it('knowledge centre: standards filtered by type, and a standard with its online preview', async () => {
    const { page, problems } = await desktopPage('standards', '/konwledge?type=2', '.standard-item');
    const all = Number(await countOf(page));
    await page.getByRole('group', { name: '标准类型：' }).getByRole('button', { name: '团体标准' }).click();
    await expect.poll(async () => Number(await countOf(page))).toBeLessThan(all);
    for (const facts of await page.locator('.standard-item__facts').allTextContents())
      expect(facts).toContain('团体标准');
    await finish('standards', page, problems, '.standard-item');

    const standard = await api().standardWithPdf();
    const detail = await journey.open(`/konwledge/standardDetail?id=${standard.id}`, DESKTOP);
    await detail.page.getByRole('heading', { level: 1, name: standard.title }).waitFor();
    expect(await detail.page.locator('.page-breadcrumb').textContent()).toBe('首页/知识中心/标准详情');
    const preview = detail.page.getByRole('link', { name: /在线预览/ });
    expect(await preview.getAttribute('href')).toBe(`/api/dtmm/common/file/download/${standard.pdfAttachment}`);
    expect(await preview.getAttribute('target')).toBe('_blank');
    await finish('standard-detail', detail.page, detail.problems, '.article__title');
  });

  it('cases: a type from the left, a title search, and a case with its video', async () => {
    const { page, problems } = await desktopPage('cases', '/case', '.case-card');
    // The previous type's cards stay on screen until the new page arrives: take a title from that page.
    const typed = page.waitForResponse(
      (res) =>
        res.url().includes('/api/dtmm/company/case/list') &&
        new URL(res.url()).searchParams.get('caseType') === '工业互联网',
    );
    await page.locator('.side-nav__link', { hasText: '工业互联网' }).click();
    const title: string = (await (await typed).json()).data[0].caseTitle;
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('工业互联网');
    await page.getByRole('searchbox', { name: '案例标题' }).fill(title.slice(0, 4));
    await page.getByRole('searchbox', { name: '案例标题' }).press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('caseTitle')).toBe(title.slice(0, 4));
    await expect
      .poll(() => page.locator('.case-card__title').allTextContents())
      .toEqual(expect.arrayContaining([title]));
    await finish('cases', page, problems, '.case-card');

    const item = await api().caseWithVideo();
    const detail = await journey.open(`/case/detail?id=${item.id}`, DESKTOP);
    await detail.page.getByRole('heading', { level: 1, name: item.caseTitle }).waitFor();
    expect(await detail.page.locator('video').textContent()).toBe('您的浏览器不支持视频标签。');
    for (const section of ['建设内容', '建设成效'])
      await detail.page.getByRole('heading', { name: section }).first().waitFor();
    await finish('case-detail', detail.page, detail.problems, 'video');
  });

  it('empowerment: course tabs, provider type tabs, solutions and the 更多 links', async () => {
    const { page, done } = await desktopPage('empowerment', '/empowerment', '.course-card');
    expect(await page.locator('.course-card').count()).toBeLessThanOrEqual(4);
    await page.getByRole('tab', { name: '产品创新' }).click();
    await expect
      .poll(async () =>
        (await page.locator('.course-card .label-tag').allTextContents()).every((t) => t === '产品创新'),
      )
      .toBe(true);
    await page.locator('.provider-card').first().waitFor();
    await expect.poll(() => page.locator('.solution-card').count()).toBe(4);
    for (const [name, href] of [
      ['更多热门课程', '/empowerment/popularCourses'],
      ['更多合作服务商', '/empowerment/serviceProvider'],
      ['更多解决方案', '/empowerment/provider'],
    ]) {
      expect(await page.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    await done();
  });

  it('courses: filtered by type, and a course detail', async () => {
    const { page, problems } = await desktopPage('courses', '/empowerment/popularCourses', '.course-card');
    await page.getByRole('button', { name: '技术创新', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('courseType')).toBe('技术创新');
    await expect
      .poll(async () =>
        (await page.locator('.course-card .label-tag').allTextContents()).every((t) => t === '技术创新'),
      )
      .toBe(true);
    await page.getByText(/共为你找到\s*\d+\s*个结果/).waitFor();
    await finish('courses', page, problems, '.course-card');

    const again = await journey.open('/empowerment/popularCourses', DESKTOP);
    const title = (await again.page.locator('.course-card__title').first().textContent()) ?? '';
    await again.page.locator('.course-card').first().click();
    await again.page.getByRole('heading', { level: 1, name: title }).waitFor();
    for (const label of ['授课讲师', '开课时间', '课程时长', '上课地点', '适合人群'])
      await again.page.getByText(label).waitFor();
    await finish('course-detail', again.page, again.problems, '.article__title');
  });

  it('providers: a filter, the provider detail and one of its service cases', async () => {
    const list = await desktopPage('providers', '/empowerment/serviceProvider', '.provider-card');
    await list.page.getByRole('group', { name: '服务商类别：' }).getByRole('button').nth(1).click();
    await expect.poll(() => new URL(list.page.url()).searchParams.has('serviceProviderType')).toBe(true);
    await finish('providers', list.page, list.problems, '.provider-card');

    const id = await api().providerWithCases();
    const { page, problems } = await journey.open(`/empowerment/serviceProvider/detail?id=${id}`, DESKTOP);
    await page.locator('.provider-header__name').waitFor();
    for (const section of ['服务商介绍', '行业优势', '核心产品及服务', '服务场景', '服务行业']) {
      await page.getByRole('heading', { name: section }).waitFor();
    }
    await page.getByRole('tab', { name: '解决方案' }).click();
    // This provider is chosen for its cases; it may or may not have approved solutions.
    await page.locator('.solution-card').or(page.getByText('暂无解决方案')).first().waitFor();
    await page.getByRole('tab', { name: '服务案例' }).click();
    const card = page.locator('.case-card').first();
    await card.waitFor();
    await settled(page);
    await screenshot(page, 'content-provider-cases-1366');
    await card.click();
    await page.locator('.article__title').waitFor();
    expect(new URL(page.url()).pathname).toBe('/empowerment/severCase/detail');
    expect(new URL(page.url()).searchParams.get('caseType')).toBeTruthy();
    expect(await page.title()).toBe(`服务案例详情${TITLE_SUFFIX}`);
    await finish('service-case-detail', page, problems, '.article__title');
    const profile = await journey.open(`/empowerment/serviceProvider/detail?id=${id}`, DESKTOP);
    await finish('provider-detail', profile.page, profile.problems, '.provider-header__name');
  });

  it('operation guide: the help menu lists the published guides and one plays with its steps', async () => {
    const { page, problems } = await journey.open('/home', DESKTOP);
    await page.getByRole('button', { name: '操作指南' }).click();
    const link = page.locator('.help-menu__list a').first();
    await link.waitFor();
    const title = ((await link.textContent()) ?? '').trim();
    await link.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(new URL(page.url()).searchParams.get('id')).toMatch(/^\d+$/);
    await page.getByRole('heading', { name: '操作步骤' }).waitFor();
    await finish('operation-guide', page, problems, '.operation-guide');
  });
});

describe('content portal on a 390 px phone', () => {
  it('keeps every page within the screen', async () => {
    expect(visited.size).toBeGreaterThan(10);
    for (const [name, { path, ready }] of visited) {
      const { page, problems } = await journey.open(path, PHONE);
      await page.locator(ready).first().waitFor();
      await settled(page);
      expect({ name, overflow: Math.max(0, await horizontalOverflow(page)) }).toEqual({ name, overflow: 0 });
      await screenshot(page, `content-${name}-390`);
      await expectAccessible(page, name);
      expect(unexpected(problems)).toEqual([]);
      await page.close();
    }
  }, 180_000); // a dozen pages, each loaded and drawn full length
});
