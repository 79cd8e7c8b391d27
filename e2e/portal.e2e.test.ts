import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { DESKTOP, PHONE, screenshot } from './support/browser';
import { horizontalOverflow, platformInBrowser } from './support/journey';

const journey = platformInBrowser();

const open = journey.open;

describe('portal on a 1366 px desktop', () => {
  it('redirects / to /home and shows the header, title and demo providers', async () => {
    const { page, problems } = await open('/', DESKTOP);
    expect(new URL(page.url()).pathname).toBe('/home');
    const header = page.locator('header.site-header');
    await expect.poll(() => header.locator('.site-header__name').textContent()).toBe('山西省企业数字化转型服务平台');
    for (const label of ['首页', '新闻资讯', '转型案例', '知识中心', '赋能中心', '服务中心']) {
      await expect.poll(() => header.getByRole('link', { name: label, exact: true }).count()).toBeGreaterThan(0);
    }
    await expect.poll(() => header.getByRole('link', { name: '登录' }).isVisible()).toBe(true);
    await expect.poll(() => page.title()).toMatch(/^首页 - 欢迎使用山西省企业数字化转型服务平台$/);
    await expect.poll(() => page.locator('.provider-card').count()).toBe(4);
    await expect.poll(() => page.locator('footer').textContent()).toContain('0351-7654321');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'home-1366');
    await expectAccessible(page, 'home');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens a section’s children when the pointer hovers it', async () => {
    const { page } = await open('/home', DESKTOP);
    const header = page.locator('header.site-header');
    const child = header.getByRole('link', { name: '政策资讯' });
    expect(await child.isVisible()).toBe(false);
    await header.getByRole('link', { name: '新闻资讯', exact: true }).hover();
    await child.waitFor({ state: 'visible' });
    await screenshot(page, 'menu-hover-1366');
    await page.close();
  });

  it('shows the back-to-top button only after 500 px of scrolling, and it scrolls up', async () => {
    const { page } = await open('/home', DESKTOP);
    const backTop = page.locator('[aria-label="回到顶部"]');
    expect(await backTop.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 800));
    await backTop.waitFor({ state: 'visible' });
    await backTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
    await page.close();
  });

  it('sends an unknown path to the 404 page with a way home', async () => {
    const { page } = await open('/no/such/page', DESKTOP);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/404');
    const home = page.getByRole('link', { name: '返回首页' });
    await home.waitFor();
    await screenshot(page, 'not-found-1366');
    await expectAccessible(page, 'not found');
    await home.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
    await page.close();
  });

  it('shows the 401 page text and sends a guest from the user centre to log in and come back', async () => {
    const { page } = await open('/401', DESKTOP);
    await page.getByText('你没有权限去该页面').waitFor();
    await page.goto(`${journey.platform.baseUrl}/user/companyinfo`, { waitUntil: 'networkidle' });
    // Issue 30: a signed-out deep link keeps its target (docs/decisions.md).
    const url = new URL(page.url());
    expect([url.pathname, url.searchParams.get('redirect')]).toEqual(['/login', '/user/companyinfo']);
    await page.close();
  });

  it('filters the service provider list on the server', async () => {
    const { page, problems } = await open('/empowerment/serviceProvider', DESKTOP);
    await page.getByText(/共为你找到\s*5\s*个结果/).waitFor();
    await page.getByRole('button', { name: '软件产品类', exact: true }).click();
    await page.getByText(/共为你找到\s*1\s*个结果/).waitFor();
    await screenshot(page, 'providers-1366');
    await expectAccessible(page, 'provider list');
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('portal on a 390 px phone', () => {
  it('collapses the menu into a drawer and keeps the layout within the screen', async () => {
    const { page, problems } = await open('/home', PHONE);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'home-390');
    await expectAccessible(page, 'home');
    await page.getByRole('button', { name: '打开导航菜单' }).click();
    await page.locator('.mobile-nav__drawer').getByRole('link', { name: '服务中心', exact: true }).waitFor();
    await screenshot(page, 'menu-drawer-390');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps the provider list within the screen', async () => {
    const { page } = await open('/empowerment/serviceProvider', PHONE);
    await page.getByText(/共为你找到/).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'providers-390');
    await expectAccessible(page, 'provider list');
    await page.close();
  });
});
