import { WEB_CLIENT } from '@dtmm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_CODE, freshPhone, GOOD_PASSWORD, postForm, postJson, registration } from '../modules/accounts/testing';
import { uploadLicence } from '../modules/certifications/test/certification-client';
import { DEMO_PASSWORD } from '../modules/demo/demo-province';
import { buildTestApp, type TestApp } from './test-app';

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ logLines, env: { DTMM_CAPTCHA: 'off', DTMM_SMS_FIXED_CODE: FIXED_CODE } });
});
afterAll(() => t?.close());

/** Lines the log SMS provider writes on purpose: it is the development delivery channel of codes. */
const isCodeDelivery = (line: string) => String(JSON.parse(line).msg ?? '').startsWith('验证码');

/** Every secret a flow below handles; none may reach the log. */
const secrets = new Set<string>([DEMO_PASSWORD, GOOD_PASSWORD, 'new456?x']);
const remember = (...values: (string | undefined)[]) => {
  for (const value of values) if (value) secrets.add(value);
};

async function logIn(username: string, password: string) {
  const res = await postForm(t, '/api/dtmm/auth/login', {
    grant_type: 'password',
    client_id: WEB_CLIENT.id,
    client_secret: WEB_CLIENT.secret,
    username,
    password,
  });
  const pair = res.json().data?.token as { access_token: string; refresh_token: string } | undefined;
  remember(pair?.access_token, pair?.refresh_token);
  return { access_token: pair?.access_token ?? '', refresh_token: pair?.refresh_token ?? '' };
}

describe('log hygiene (issue 5, suite 10)', () => {
  it('keeps passwords, tokens and SMS codes out of the log through the account flows', async () => {
    const phone = freshPhone();
    await postJson(t, '/api/dtmm/auth/sendNotExistVerifyCode', { phone });
    await postForm(t, '/api/dtmm/auth/register', registration(phone, 'log_hygiene'));
    const pair = await logIn('log_hygiene', GOOD_PASSWORD);
    await logIn('bz_admin', 'wrong-password!1');

    const refreshed = await postForm(t, '/sso/oauth2/refresh_token', {
      grant_type: 'refresh_token',
      client_id: WEB_CLIENT.id,
      client_secret: WEB_CLIENT.secret,
      refresh_token: pair.refresh_token,
    });
    const fresh = refreshed.json().data as { access_token: string; refresh_token: string };
    remember(fresh.access_token, fresh.refresh_token);

    const licence = await uploadLicence(t, fresh.access_token);
    // A token in the query (file paths, portal.md 6) must not be logged with the URL.
    await t.app.inject({ url: `/api/dtmm/common/file/download/${licence}?access_token=${fresh.access_token}` });
    await t.app.inject({ url: '/api/dtmm/auth/userinfo', headers: { cookie: `access_token=${fresh.access_token}` } });

    await postJson(t, '/api/dtmm/auth/sendExistVerifyCode', { phone });
    const reset = { newPassword: 'new456?x', confirmPassword: 'new456?x' };
    await postJson(t, '/api/dtmm/auth/forgetPassword', { phone, verifyCode: FIXED_CODE, ...reset });
    const again = await logIn('log_hygiene', 'new456?x');
    await postJson(
      t,
      '/api/dtmm/auth/updatePassword',
      { password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
      {
        access_token: again.access_token,
      },
    );

    expect(logLines.length).toBeGreaterThan(10);
    const leaks = logLines.flatMap((line) => [...secrets].filter((secret) => line.includes(secret)));
    expect(leaks).toEqual([]);
    // The download is still logged, its token replaced.
    expect(logLines.some((line) => line.includes('access_token=[Redacted]'))).toBe(true);
    const codeLeaks = logLines.filter((line) => line.includes(FIXED_CODE) && !isCodeDelivery(line));
    expect(codeLeaks).toEqual([]);
  });
});
