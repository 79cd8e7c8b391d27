import { messages } from '@dtmm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './body-types';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const c = messages.common;
const post = (url: string, contentType: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, ...headers } });

describe('JSON nesting (issue 11, finding 3)', () => {
  it('measures depth outside strings only', () => {
    expect(nestsDeeperThan('{"a":[[1]]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[[[1]]]}', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[[[[[\\\\"]]]"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\"[[[["}', 1)).toBe(false);
  });

  it('refuses a megabyte of brackets to an anonymous route with a 4xx envelope, without parsing it', async () => {
    const deep = '['.repeat(1_000_000);
    const res = await post('/api/dtmm/auth/sendExistVerifyCode', 'application/json', deep);
    expect(res.statusCode).toBe(413); // anonymous routes take small bodies
    expect(res.json()).toEqual({ code: 413, msg: c.payloadTooLarge });
    const token = await t.tokenFor('bz_admin');
    const nested = `${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}`;
    const refused = await post('/api/dtmm/company/companyuser/add', 'application/json', nested, {
      access_token: token,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 400, msg: c.tooDeep });
  });

  it('still refuses prototype poisoning and broken JSON with the envelope', async () => {
    const token = await t.tokenFor('bz_admin');
    for (const body of ['{"__proto__":{"x":1}}', '{"a":', '']) {
      const res = await post('/api/dtmm/company/companyuser/add', 'application/json', body, { access_token: token });
      expect(res.statusCode, body).toBe(400);
      expect(res.json().code).toBe(400);
    }
  });
});

describe('body types a route declares (issue 11, finding 2)', () => {
  it('refuses text/plain everywhere, and forms where the spec sends JSON', async () => {
    const token = await t.tokenFor('bz_admin');
    const cases: [string, string, string][] = [
      ['/api/dtmm/auth/updatePassword', 'text/plain', '{"oldPassword":"demo@2026","password":"x1!abcd"}'],
      [
        '/api/dtmm/auth/updatePassword',
        'application/x-www-form-urlencoded',
        'oldPassword=demo%402026&password=x1!abcd',
      ],
      ['/api/dtmm/company/companyuser/add', 'application/x-www-form-urlencoded', 'username=a&phone=13900000000'],
      ['/api/dtmm/auth/forgetPassword', 'application/x-www-form-urlencoded', 'phone=13900000000'],
      ['/api/dtmm/auth/login', 'text/plain', 'username=bz_admin'],
      ['/api/dtmm/auth/upload', 'application/json', '{}'],
    ];
    for (const [url, type, body] of cases) {
      const res = await post(url, type, body, { access_token: token });
      expect(res.statusCode, `${url} ${type}`).toBe(415);
      expect(res.json()).toEqual({ code: 415, msg: c.unsupportedMediaType });
    }
  });

  it('takes forms and JSON on login, refresh, logout and register (issue 28, part 8)', async () => {
    for (const url of ['/api/dtmm/auth/login', '/sso/oauth2/refresh_token', '/api/dtmm/auth/logout']) {
      for (const [type, body] of [
        ['application/x-www-form-urlencoded', 'username=nobody'],
        ['application/json', '{"username":"nobody"}'],
      ] as const) {
        expect((await post(url, type, body)).statusCode, `${url} ${type}`).not.toBe(415);
      }
    }
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', 'username=x'],
      ['application/json', '{"username":"x"}'],
    ] as const) {
      expect((await post('/api/dtmm/auth/register', type, body)).statusCode).toBe(400);
    }
  });
});
