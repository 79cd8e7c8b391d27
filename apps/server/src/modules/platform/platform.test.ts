import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    demo: false,
    env: {
      DTMM_PLATFORM_NAME: '测试省数字化转型平台',
      DTMM_PROVINCE_CODE: '41',
      DTMM_CAPTCHA: 'off',
      DTMM_PUBLIC_URL: 'https://dtmm.example.cn',
    },
  });
});
afterAll(() => t?.close());

describe('GET /cruplat/getconfig', () => {
  it('answers the configured platform identity and captcha switch', async () => {
    // The public address is configured, whatever Host the request names (issue 28, 2).
    const res = await t.app.inject({ method: 'GET', url: '/cruplat/getconfig', headers: { host: 'evil.example:1' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 0,
      msg: '成功',
      data: {
        usecaptcha: 'false',
        companyName: '测试省数字化转型平台',
        province: '河南省',
        provinceCode: '41',
        supportPhone: '0351-7654321',
        supportEmail: 'service@dtmm.example.cn',
        filingNumber: '晋ICP备2026000001号-1',
        publicUrl: 'https://dtmm.example.cn',
      },
    });
  });
});

describe('GET /api/health', () => {
  it('reports the database and store it runs on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const expected = process.env.DTMM_TEST_DATABASE_URL ? 'postgres' : 'embedded';
    expect(res.json().data).toMatchObject({ status: 'ok', database: expected });
  });
});
