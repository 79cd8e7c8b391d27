import { describe, expect, it } from 'vitest';
import { DESKTOP } from './support/browser';
import { platformInBrowser } from './support/journey';

// The captcha is on by default (getconfig usecaptcha 'true').
const journey = platformInBrowser();

describe('login captcha (portal.md 2.5, 5.1)', () => {
  it('shows the server’s image, loads a new one on click and after a failed submit', async () => {
    const page = await journey.browser.newPage({ viewport: DESKTOP, locale: 'zh-CN' });
    await page.goto(`${journey.platform.baseUrl}/login`, { waitUntil: 'networkidle' });
    const image = page.getByAltText(/验证码/);
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const first = await image.getAttribute('src');
    await image.click();
    const second = await image.getAttribute('src');
    expect(second).not.toBe(first);

    await page.getByPlaceholder('请输入用户名').fill('bz_user');
    await page.getByPlaceholder('请输入密码').fill('demo@2026');
    await page.getByPlaceholder('请输入验证码').fill('0000');
    await page.getByPlaceholder('请输入验证码').press('Enter');
    await expect.poll(() => page.locator('.login-form__notice').textContent()).toContain('验证码错误');
    expect(await page.locator('.login-form__notice').textContent()).not.toContain('次机会');
    expect(await image.getAttribute('src')).not.toBe(second);
    expect(await page.getByPlaceholder('请输入验证码').inputValue()).toBe('');

    // An empty form names what is missing and refreshes the image too.
    await page.getByPlaceholder('请输入用户名').fill('');
    const third = await image.getAttribute('src');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByText('请完善的信息或输入正确的信息!').waitFor();
    await page.getByText('请输入验证码').waitFor();
    expect(await image.getAttribute('src')).not.toBe(third);
    await page.close();
  });
});
