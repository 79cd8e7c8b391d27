import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { DESKTOP, PHONE, screenshot } from './support/browser';
import {
  DEMO_PASSWORD,
  horizontalOverflow,
  logIn,
  newAccount,
  pathOf,
  platformInBrowser,
  registerAccount,
  SMS_CODE,
  settled,
  unexpected,
} from './support/journey';

const journey = platformInBrowser({ DTMM_SMS_FIXED_CODE: SMS_CODE, DTMM_CAPTCHA: 'off' });

const open = journey.open;

/** Everything a script on the page can read: local and session storage and the readable cookies. */
const browserStorage = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookies: document.cookie }),
  );

describe('the account forms at 1366 and 390 px', () => {
  for (const [label, viewport] of [
    ['1366', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`shows the login, register and forgot-password forms within a ${label} px screen`, async () => {
      const { page, problems } = await open('/login', viewport);
      await page.getByRole('heading', { name: '欢迎登录' }).waitFor();
      await expect.poll(() => page.title()).toMatch(/^登录 - 欢迎使用/);
      expect(await page.getByRole('link', { name: /返回首页/ }).getAttribute('href')).toBe('/');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `login-${label}`);
      await expectAccessible(page, 'login');
      await page.getByRole('tab', { name: '手机号登录' }).click();
      await page.getByPlaceholder('请输入手机号').waitFor();
      await settled(page);
      await screenshot(page, `login-phone-${label}`);
      await page.getByRole('tab', { name: '账号登录' }).click();

      await page.getByRole('link', { name: '注册' }).click();
      await page.getByRole('heading', { name: '用户注册' }).waitFor();
      expect(new URL(page.url()).search).toBe('?type=register');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `register-${label}`);
      await expectAccessible(page, 'register');

      await page.getByRole('link', { name: '去登录' }).click();
      await page.getByRole('button', { name: '忘记密码' }).click();
      const dialog = page.getByRole('dialog', { name: '忘记密码' });
      await dialog.getByRole('button', { name: '确定' }).click();
      await dialog.getByText('请输入手机号').waitFor();
      await settled(page);
      await screenshot(page, `forgot-password-${label}`);
      await dialog.getByRole('button', { name: '取消' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(unexpected(problems)).toEqual([]);
      await page.close();
    });
  }
});

describe('register → log in → change password → log in again → log out → my data → close the account', () => {
  // Made by the first journey, closed by the second.
  const account = newAccount('e2e');

  it('takes a new person through their account at 1366 px', async () => {
    const { username, phone } = account;
    const { page, problems } = await open('/login?type=register', DESKTOP);
    await registerAccount(page, account);

    expect(await page.getByPlaceholder('请输入用户名').inputValue()).toBe(username);
    await logIn(page, username, account.password);
    await expect.poll(() => pathOf(page)).toBe('/home');
    const box = page.locator('.user-box');
    await box.waitFor();
    await expect.poll(() => box.textContent()).toContain('未认证');
    expect(await box.textContent()).toContain(phone);
    await box.hover();
    await page.getByRole('button', { name: '修改密码' }).waitFor();
    await screenshot(page, 'header-user-box-1366');
    // The menu hides 300 ms after the pointer leaves.
    await page.mouse.move(10, 600);
    await page.getByRole('button', { name: '修改密码' }).waitFor({ state: 'hidden', timeout: 2_000 });

    // The guard sends a logged-in person away from /login.
    await page.goto(`${journey.platform.baseUrl}/login`, { waitUntil: 'networkidle' });
    await expect.poll(() => pathOf(page)).toBe('/home');

    await page.locator('.user-box').hover();
    await page.getByRole('button', { name: '修改密码' }).click();
    const modal = page.getByRole('dialog', { name: '修改密码' });
    await modal.getByRole('button', { name: '确定' }).click();
    await modal.getByText('新密码不能为空').waitFor();
    await settled(page);
    await screenshot(page, 'change-password-1366');
    await modal.getByPlaceholder('请输入当前密码').fill(account.password);
    await modal.getByPlaceholder('请输入新密码').fill('new456?x');
    await modal.getByPlaceholder('请再次输入新密码').fill('new456?x');
    await modal.getByRole('button', { name: '确定' }).click();
    await page.getByText('密码修改成功，请重新登录').waitFor();
    await expect.poll(() => pathOf(page)).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('dtmm_access_token'))).toBeNull();

    await logIn(page, username, 'new456?x');
    await expect.poll(() => pathOf(page)).toBe('/home');
    await page.locator('.user-box').hover();
    await page.getByRole('button', { name: '退出登录' }).click();
    await expect.poll(() => pathOf(page)).toBe('/login');
    await page.getByRole('heading', { name: '欢迎登录' }).waitFor();
    // Nothing of the session stays in the browser: no token, no name, no phone (issue 5, suite 10).
    const left = await browserStorage(page);
    for (const trace of [username, phone, 'eyJ']) expect(left).not.toContain(trace);
    await page.goto(`${journey.platform.baseUrl}/home`, { waitUntil: 'networkidle' });
    await page.locator('header.site-header').getByRole('link', { name: '登录' }).waitFor();
    expect(unexpected(problems)).toEqual([]);
    await page.close();
  });

  it('downloads a copy of their personal information, then closes the account (docs/personal-information.md)', async () => {
    const { username, phone } = account;
    const { page, problems } = await open('/login?redirect=/user/userInfo', DESKTOP);
    await logIn(page, username, 'new456?x');
    await expect.poll(() => pathOf(page)).toBe('/user/userInfo');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载（JSON）' }).click();
    const copy = JSON.parse(fs.readFileSync((await (await download).path()) ?? '', 'utf8'));
    expect(copy.account).toMatchObject({ username, phone });
    expect(copy.consents.map((c: { kind: string }) => c.kind).sort()).toEqual(['privacy', 'terms']);
    await page.getByRole('button', { name: '注销账号' }).click();
    const closing = page.getByRole('dialog', { name: '注销账号' });
    await closing.getByPlaceholder('请输入当前登录密码').fill('new456?x');
    await settled(page);
    await screenshot(page, 'close-account-1366');
    await closing.getByRole('button', { name: '确认注销' }).click();
    await page.getByRole('status').getByText('账号已注销，感谢您的使用').waitFor();
    await expect.poll(() => pathOf(page)).toBe('/login');
    await logIn(page, username, 'new456?x');
    await page.getByText('用户不存在').first().waitFor();
    expect(unexpected(problems)).toEqual([]);
    await page.close();
  });
});

describe('password guessing', () => {
  it('counts down the attempts left, then shows the lock, even for the right password', async () => {
    const { page } = await open('/login', DESKTOP);
    const notice = page.locator('.login-form__notice');
    for (const left of [3, 2, 1]) {
      await logIn(page, 'bz_user', `wrong${left}!x`);
      await expect.poll(() => notice.textContent()).toContain(`你还有${left}次机会登录！`);
    }
    await logIn(page, 'bz_user', 'wrong0!x');
    await expect.poll(() => notice.textContent()).toContain('请10分钟后再登录！');
    await logIn(page, 'bz_user', DEMO_PASSWORD);
    await expect.poll(() => notice.textContent()).toMatch(/请(10|9)分钟后再登录！/);
    expect(pathOf(page)).toBe('/login');
    await screenshot(page, 'login-locked-1366');
    await page.close();
  });
});

describe('the account on a 390 px phone', () => {
  it('logs in and shows 未认证 and the phone in the navigation drawer', async () => {
    const { page, problems } = await open('/login?redirect=%2Fsevercenter', PHONE);
    await logIn(page, 'newcomer', DEMO_PASSWORD);
    await expect.poll(() => pathOf(page)).toBe('/severcenter');
    await page.getByText('敬请期待').first().waitFor();
    await expectAccessible(page, 'service centre');
    await page.getByRole('button', { name: '打开导航菜单' }).click();
    const panel = page.locator('.user-panel');
    await panel.waitFor({ state: 'visible' });
    await expect.poll(() => panel.textContent()).toContain('未认证');
    expect(await panel.textContent()).toMatch(/1[3-9]\d{9}/);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await settled(page);
    await screenshot(page, 'account-drawer-390');
    await panel.getByRole('button', { name: '退出登录' }).click();
    await expect.poll(() => pathOf(page)).toBe('/login');
    expect(unexpected(problems)).toEqual([]);
    await page.close();
  });
});
