import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WEB_CLIENT } from '../packages/shared/src/common/constants';
import { DESKTOP, PHONE, screenshot } from './support/browser';
import {
  DEMO_PASSWORD,
  horizontalOverflow,
  logIn,
  narrowTextColumns,
  pathOf,
  platformInBrowser,
  SMS_CODE,
  settled,
} from './support/journey';

const journey = platformInBrowser({ DTMM_SMS_FIXED_CODE: SMS_CODE, DTMM_CAPTCHA: 'off' });

/** A page of another origin on the same site (127.0.0.1, another port) that auto-submits `form` on load. */
async function attackerSite(form: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><body>${form}<script>document.forms[0].submit()</script></body>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Logs in through the API, as a check of which password holds. */
async function loginStatus(username: string, password: string): Promise<number> {
  const body = new URLSearchParams({
    grant_type: 'password',
    client_id: WEB_CLIENT.id,
    client_secret: WEB_CLIENT.secret,
    username,
    password,
  });
  const res = await fetch(`${journey.platform.baseUrl}/api/dtmm/auth/login`, { method: 'POST', body });
  return res.status;
}

describe('consent and cross-site requests (issue 11, findings 1 and 2)', () => {
  it('a form another origin of the site auto-submits changes nobody’s password, with the cookie or without', async () => {
    const { page } = await journey.open('/login', DESKTOP);
    await logIn(page, 'rc_admin', DEMO_PASSWORD);
    await expect.poll(() => pathOf(page)).toBe('/home');
    const target = `${journey.platform.baseUrl}/api/dtmm/auth/updatePassword`;
    const forms = [
      // text/plain smuggling a JSON body, as the review did
      `<form method="POST" enctype="text/plain" action="${target}"><input name='{"oldPassword":"x","password":"pwned1!x","p":"' value='"}'></form>`,
      `<form method="POST" action="${target}"><input name="password" value="pwned1!x"></form>`,
    ];
    for (const form of forms) {
      const site = await attackerSite(form);
      try {
        const [answer] = await Promise.all([page.waitForResponse(target), page.goto(site.url)]);
        expect(answer.status()).toBe(403);
        expect(await answer.json()).toMatchObject({ code: 403 });
      } finally {
        await site.close();
      }
    }
    expect(await loginStatus('rc_admin', 'pwned1!x')).toBe(400);
    expect(await loginStatus('rc_admin', DEMO_PASSWORD)).toBe(200);
    await page.close();
  });

  it('the API docs page renders under its own policy without a refusal', async () => {
    const { page, problems } = await journey.open('/api/docs/', DESKTOP);
    await page.locator('.swagger-ui .info .title').waitFor();
    expect(problems.filter((line) => /Content Security Policy|Refused/.test(line))).toEqual([]);
    await page.close();
  });

  it('an ADMIN’s add only invites an existing account; its owner accepts on 我的消息 and joins', async () => {
    const admin = await journey.open('/login', DESKTOP);
    await logIn(admin.page, 'bz_admin', DEMO_PASSWORD);
    await expect.poll(() => pathOf(admin.page)).toBe('/home');
    await admin.page.goto(`${journey.platform.baseUrl}/user/members`);
    await admin.page.getByRole('button', { name: /添加成员/ }).click();
    const modal = admin.page.getByRole('dialog', { name: '添加成员' });
    await modal.getByPlaceholder('请输入姓名').fill('新来的');
    await modal.getByPlaceholder('请输入手机号').fill('17735108642'); // newcomer's phone
    await modal.getByPlaceholder('请输入密码').fill('any@2026x');
    await modal.getByRole('button', { name: '确定' }).click();
    await admin.page.getByText(/已向其发送加入邀请/).waitFor();
    await admin.page.close();

    const invitee = await journey.open('/login', PHONE);
    await logIn(invitee.page, 'newcomer', DEMO_PASSWORD);
    await expect.poll(() => pathOf(invitee.page)).toBe('/home');
    await invitee.page.goto(`${journey.platform.baseUrl}/user/message`);
    const card = invitee.page.getByTestId('invitation');
    await card.getByText('山西并州智能矿山装备有限公司').waitFor();
    expect(await horizontalOverflow(invitee.page)).toBeLessThanOrEqual(0);
    await screenshot(invitee.page, 'invitation-390');
    await card.getByRole('button', { name: '接受' }).click();
    await invitee.page.getByText('已加入企业').first().waitFor();
    await card.getByText('已接受').waitFor();
    await invitee.page.goto(`${journey.platform.baseUrl}/user/members`);
    await invitee.page.getByText('bz_admin').first().waitFor();
    await invitee.page.close();
  });

  it('the user centre at 390 px: no page wider than the screen, no text squeezed into a column (issue 11, finding 5)', async () => {
    const { page } = await journey.open('/login', PHONE);
    await logIn(page, 'bz_admin', DEMO_PASSWORD);
    await expect.poll(() => pathOf(page)).toBe('/home');
    const pages = ['companyinfo', 'members', 'message', 'userInfo', 'severAuthentication', 'resetPassword'];
    const problems: string[] = [];
    for (const name of pages) {
      await page.goto(`${journey.platform.baseUrl}/user/${name}`, { waitUntil: 'networkidle' });
      await page.locator('.user-centre__main').waitFor();
      await settled(page);
      const overflow = await horizontalOverflow(page);
      if (overflow > 0) problems.push(`/user/${name}: ${overflow} px wider than the screen`);
      for (const squeezed of await narrowTextColumns(page)) problems.push(`/user/${name}: ${squeezed}`);
      await screenshot(page, `user-${name}-390`);
    }
    // The menu: one button naming the page, every page in the drawer.
    await page
      .getByRole('button', { name: /修改密码|重置密码|用户中心/ })
      .first()
      .click();
    await page.locator('.ant-drawer .user-centre__menu').waitFor();
    await settled(page);
    await screenshot(page, 'user-menu-390');
    expect(problems).toEqual([]);
    await page.close();
  });
});
