import { agreementMessages as am, ResultCode } from '@dtmm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  FIXED_CODE,
  findUser,
  freshPhone,
  GOOD_PASSWORD,
  postForm,
  postJson,
  REGISTER,
  registration,
  SEND_REGISTER,
} from '../accounts/testing';
import { postLogin, postRefresh } from '../auth/test/auth-client';
import { agreementConsents, agreements } from './agreements.table';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { DTMM_CAPTCHA: 'off', DTMM_SMS_FIXED_CODE: FIXED_CODE } });
});
afterAll(() => t?.close());

const current = async () => (await t.app.inject({ url: '/api/dtmm/common/agreements' })).json();

/** Registers with the versions the public reads now. */
async function registerPerson(username: string) {
  const phone = freshPhone();
  await postJson(t, SEND_REGISTER, { phone });
  const versions = (await current()).data.map((a: { kind: string; version: number }) => [a.kind, String(a.version)]);
  return postForm(t, REGISTER, registration(phone, username, Object.fromEntries(versions)));
}

/** A content editor's draft of a new privacy version, published. */
async function publishPrivacy(editor: string, title: string) {
  const created = await t.call(editor, 'POST', '/api/admin/agreements', {
    kind: 'privacy',
    title,
    content: '<h2>新增条款</h2><p>我们新增了数据看板的统计说明。</p>',
  });
  expect(created.body.code, JSON.stringify(created.body)).toBe(0);
  const published = await t.call(editor, 'POST', `/api/admin/agreements/${created.body.data.id}/publish`);
  expect(published.body).toEqual({ code: 0, msg: am.published });
  return created.body.data.version as number;
}

describe('the 用户协议 and 隐私政策', () => {
  it('answers version 1 of each to anyone, naming the configured operator and contacts', async () => {
    const body = await current();
    expect(body.code).toBe(0);
    expect(body.data.map((a: { kind: string; version: number }) => [a.kind, a.version])).toEqual([
      ['terms', 1],
      ['privacy', 1],
    ]);
    const privacy = body.data[1];
    expect(privacy.title).toBe('山西省企业数字化转型服务平台隐私政策');
    expect(privacy.content).toContain('省级数字化转型促进中心');
    expect(privacy.content).toContain('0351-7654321');
    expect(privacy.content).toContain('<h2>四、您的权利</h2>');
  });

  it('registration needs the current versions: missing or stale is refused and costs no code', async () => {
    const phone = freshPhone();
    await postJson(t, SEND_REGISTER, { phone });
    const { terms: _t, privacy: _p, ...oldClient } = registration(phone, '协议_缺失');
    const missing = await postForm(t, REGISTER, oldClient);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 400, msg: am.consentMissing });
    const stale = await postForm(t, REGISTER, registration(phone, '协议_缺失', { privacy: '7' }));
    expect(stale.json()).toMatchObject({ code: 400, msg: am.consentStale });
    // The code is still good: the refusal came before it was used.
    const ok = await postForm(t, REGISTER, registration(phone, '协议_缺失'));
    expect(ok.json()).toMatchObject({ code: 0 });
    const user = await findUser(t, { username: '协议_缺失' });
    const consents = await t.database.db
      .select({ kind: agreementConsents.kind, version: agreementConsents.version })
      .from(agreementConsents)
      .where(eq(agreementConsents.userId, user?.id ?? 0));
    expect(consents.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'privacy', version: 1 },
      { kind: 'terms', version: 1 },
    ]);
  });

  it('is kept by content editors only: drafts, one per kind, published once and never changed', async () => {
    const editor = await t.tokenFor('op_editor');
    const reviewer = await t.tokenFor('op_reviewer');
    const draft = { kind: 'terms', title: '用户协议（修订稿）', content: '<p>修订</p><script>alert(1)</script>' };
    expect((await t.call(null, 'POST', '/api/admin/agreements', draft)).status).toBe(401);
    expect((await t.call(reviewer, 'POST', '/api/admin/agreements', draft)).body).toMatchObject({
      code: 403,
      msg: '无权操作：需要内容编辑角色',
    });
    expect((await t.call(await t.tokenFor('bz_admin'), 'GET', '/api/admin/agreements')).status).toBe(403);

    const created = await t.call(editor, 'POST', '/api/admin/agreements', draft);
    expect(created.body).toMatchObject({ code: 0, data: { version: 2 } });
    const id = created.body.data.id;
    expect((await t.call(editor, 'POST', '/api/admin/agreements', draft)).body).toMatchObject({
      code: 409,
      msg: am.draftExists,
    });
    const edited = await t.call(editor, 'PUT', `/api/admin/agreements/${id}`, {
      title: '用户协议（第二版）',
      content: '',
    });
    expect(edited.body).toMatchObject({ code: 400, msg: am.contentRequired });
    await t.call(editor, 'PUT', `/api/admin/agreements/${id}`, { title: '用户协议（第二版）', content: draft.content });
    const detail = (await t.call(editor, 'GET', `/api/admin/agreements/${id}`)).body.data;
    expect(detail).toMatchObject({
      title: '用户协议（第二版）',
      status: 'draft',
      isCurrent: false,
      content: '<p>修订</p>',
    });
    // Until it is published the public still reads version 1.
    expect((await current()).data[0].version).toBe(1);

    expect((await t.call(editor, 'POST', `/api/admin/agreements/${id}/publish`)).body.code).toBe(0);
    expect((await current()).data[0]).toMatchObject({ kind: 'terms', version: 2, title: '用户协议（第二版）' });
    for (const [method, url] of [
      ['PUT', `/api/admin/agreements/${id}`],
      ['POST', `/api/admin/agreements/${id}/publish`],
    ] as const) {
      expect((await t.call(editor, method, url, { title: '改', content: '<p>改</p>' })).body).toMatchObject({
        code: 409,
        msg: am.immutable,
      });
    }
    const removed = await t.call(editor, 'DELETE', `/api/admin/agreements/${id}`);
    expect(removed.body).toMatchObject({ code: 409, msg: am.immutable });
    // Not even behind the application's back.
    await expect(
      t.database.db
        .update(agreements)
        .set({ content: '<p>篡改</p>' })
        .where(eq(agreements.id, Number(id))),
    ).rejects.toThrow();
    const list = (await t.call(editor, 'GET', '/api/admin/agreements?kind=terms')).body;
    expect(list.data.map((row: { version: number; isCurrent: boolean }) => [row.version, row.isCurrent])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect((await t.call(editor, 'GET', '/api/admin/agreements/999999')).status).toBe(404);
  });

  it('asks a person who has not agreed to the current versions, and answers nothing else until they do', async () => {
    expect((await registerPerson('协议_更新')).json()).toMatchObject({ code: 0 });
    const version = await publishPrivacy(await t.tokenFor('op_editor'), '隐私政策（数据看板）');

    const login = (await postLogin(t, '协议_更新', { password: GOOD_PASSWORD, noCaptcha: true })).json();
    expect(login.code).toBe(0);
    expect(login.data.consentRequired).toEqual([{ kind: 'privacy', version, title: '隐私政策（数据看板）' }]);
    expect(login.data.user.consentRequired).toEqual(login.data.consentRequired);
    const token = login.data.token.access_token;

    const menus = await t.call(token, 'GET', '/plat/system/resource/getMenus');
    expect(menus.status).toBe(403);
    expect(menus.body).toMatchObject({ code: ResultCode.consentRequired, msg: am.consentRequired });
    expect((await t.call(token, 'GET', '/api/dtmm/auth/userinfo')).body.data.consentRequired).toHaveLength(1);
    expect((await t.call(token, 'GET', '/api/dtmm/auth/personalData')).status).toBe(200);

    const terms = (await current()).data[0].version;
    const stale = await t.call(token, 'POST', '/api/dtmm/auth/consent', { terms, privacy: version - 1 });
    expect(stale.body).toMatchObject({ code: 400, msg: am.consentStale });
    expect((await t.call(token, 'POST', '/api/dtmm/auth/consent', { terms })).body).toMatchObject({
      code: 400,
      msg: am.consentMissing,
    });
    const agreed = await t.call(token, 'POST', '/api/dtmm/auth/consent', { terms, privacy: version });
    expect(agreed.body).toEqual({ code: 0, msg: am.consented, data: null });
    expect((await t.call(token, 'GET', '/plat/system/resource/getMenus')).status).toBe(200);
    expect((await t.call(token, 'GET', '/api/dtmm/auth/userinfo')).body.data.consentRequired).toBeUndefined();
    const again = (await postLogin(t, '协议_更新', { password: GOOD_PASSWORD, noCaptcha: true })).json();
    expect(again.data.consentRequired).toBeUndefined();
    expect((await t.call(null, 'POST', '/api/dtmm/auth/consent', { terms, privacy: version })).status).toBe(401);
  });

  it('asks again at the next token refresh when a version is published during a session', async () => {
    expect((await registerPerson('协议_刷新')).json()).toMatchObject({ code: 0 });
    const login = (await postLogin(t, '协议_刷新', { password: GOOD_PASSWORD, noCaptcha: true })).json();
    expect(login.data.consentRequired).toBeUndefined();
    await publishPrivacy(await t.tokenFor('op_editor'), '隐私政策（再次修订）');
    // The access token in hand goes on until it is renewed…
    expect((await t.call(login.data.token.access_token, 'GET', '/plat/system/resource/getMenus')).status).toBe(200);
    const renewed = (await postRefresh(t.app, login.data.token.refresh_token)).json();
    // …and the renewed one waits for the consent.
    const menus = await t.call(renewed.data.access_token, 'GET', '/plat/system/resource/getMenus');
    expect(menus.body.code).toBe(ResultCode.consentRequired);
  });
});
