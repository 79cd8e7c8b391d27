import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { encodePng } from '../../apps/server/src/lib/png';
import { creditCodeCheckChar } from '../../packages/shared/src/common/validators';
import { launchBrowser, openPage } from './browser';
import { type RunningPlatform, startPlatform } from './server';

/** Every SMS code is this value while the journeys run (the server refuses a fixed code in production). */
export const SMS_CODE = '246810';
export const DEMO_PASSWORD = 'demo@2026';

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Nothing may be wider than the viewport: a layout that breaks shows as horizontal scroll. */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Visible text squeezed into a column: elements holding more than four characters whose box is
 * narrower than four characters of their own font and runs over three lines or more (one character
 * per line, a date over four lines). Short words that simply fit a narrow box are not counted.
 */
export const narrowTextColumns = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const element = node.parentElement;
      if (text.length <= 4 || !element) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      const fontSize = Number.parseFloat(style.fontSize);
      const lineHeight = Number.parseFloat(style.lineHeight) || fontSize * 1.5;
      if (box.width < 4 * fontSize && box.height >= 2.5 * lineHeight) {
        found.push(`${text.slice(0, 24)} (${Math.round(box.width)} × ${Math.round(box.height)} px)`);
      }
    }
    return found;
  });

/** Refusals a journey provokes on purpose show up as failed requests in the console; nothing else may. */
export const unexpected = (problems: string[]) =>
  problems.filter((line) => !/status of (400|401|403|409|429)/.test(line) && !/Failed to load resource/.test(line));

/**
 * Waits for antd's open animations (modal, drawer, toast, tab ink) to finish, so a screenshot shows the
 * resting state: until no finite CSS animation or transition runs (a spinner's endless one is left
 * out), two frames after the last. No fixed wait: a quick page goes on at once, a slow one is awaited.
 */
export async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { polling: 'raf', timeout: 10_000 },
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Fills the account login form of /login and submits it with Enter (portal.md 2.5). */
export async function logIn(page: Page, username: string, password: string) {
  await page.getByPlaceholder('请输入用户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByPlaceholder('请输入密码').press('Enter');
}

/** An account made for the person (by their company's ADMIN) agrees to the agreements at its first login. */
export async function acceptAgreements(page: Page) {
  const dialog = page.getByRole('dialog', { name: '请阅读并同意最新的协议' });
  await dialog.getByRole('button', { name: '同意并继续' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export interface NewAccount {
  username: string;
  phone: string;
  password: string;
}

/** A fresh username and phone for this run (the demo province is shared by a file's journeys). */
export function newAccount(prefix: string): NewAccount {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
  return { username: `${prefix}_${stamp}`, phone: `139${stamp}`, password: 'abc123!' };
}

/**
 * Registers on /login?type=register with the fixed SMS code, agreeing to the 用户协议 and 隐私政策;
 * ends on the login form (portal.md 2.5).
 */
export async function registerAccount(page: Page, account: NewAccount) {
  await page.getByPlaceholder('2-20位中文、字母、数字或下划线').fill(account.username);
  await page.getByPlaceholder('请设置密码').fill(account.password);
  await page.getByPlaceholder('请再次输入密码').fill(account.password);
  await page.getByPlaceholder('请输入手机号').fill(account.phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
  await page.getByPlaceholder('请输入短信验证码').fill(SMS_CODE);
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '注册' }).click();
  await page.getByRole('heading', { name: '欢迎登录' }).waitFor();
}

/** A unified social credit code no demo company holds, with a valid GB 32100 check character. */
export function newCreditCode(): string {
  const first17 = `91140100${String(Date.now()).slice(-9)}`;
  return first17 + creditCodeCheckChar(first17);
}

/** A real PNG (a licence-like striped card) written to a temporary file, for upload inputs. */
export function pngFile(name: string, width = 480, height = 320): string {
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const band = Math.floor(y / 40) % 2 === 0;
      rgb.set(band ? [214, 48, 49] : [250, 240, 225], (y * width + x) * 3);
    }
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-e2e-png-')), name);
  fs.writeFileSync(file, encodePng(width, height, rgb));
  return file;
}

export interface Journey {
  readonly platform: RunningPlatform;
  readonly browser: Browser;
  /** A new page at `path` with its errors collected. */
  open(path: string, viewport: { width: number; height: number }): ReturnType<typeof openPage>;
}

/** Starts the platform (with `env`) and Chromium before the file's journeys and stops both after. */
export function platformInBrowser(env: Record<string, string> = {}): Journey {
  let platform: RunningPlatform | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [platform, browser] = await Promise.all([startPlatform(env), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
  });
  const started = () => {
    if (!platform || !browser) throw new Error('the platform is not started yet');
    return { platform, browser };
  };
  return {
    get platform() {
      return started().platform;
    },
    get browser() {
      return started().browser;
    },
    open: (path, viewport) => openPage(started().browser, started().platform.baseUrl, path, viewport),
  };
}
