import { messages } from '@dtmm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificationRequests } from '../modules/certifications/certifications.table';
import { creditCode, enterprisePayload, uploadLicence } from '../modules/certifications/test/certification-client';
import { buildTestApp, type TestApp } from '../test/test-app';
import { carriesBidiControl } from './text-guard';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('bidi controls in free text (issue 11, finding 4)', () => {
  it('finds them in nested fields and nowhere else', () => {
    expect(carriesBidiControl({ a: [{ b: 'x\u202ey' }] })).toBe(true);
    for (const c of ['\u202a', '\u202b', '\u202c', '\u202d', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(carriesBidiControl(`公司${c}名称`)).toBe(true);
    }
    expect(carriesBidiControl({ a: ['山西\u200d并州', 1, null, true] })).toBe(false);
  });

  it('refuses a certification whose text carries one, and stores nothing', async () => {
    const token = await t.tokenFor('newcomer');
    const licence = await uploadLicence(t, token);
    const code = creditCode(901);
    const payload = enterprisePayload(licence, code, '反转\u202e司公限有技科');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dtmm/company/company/certify',
      headers: { access_token: token },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: messages.validation.bidiControl });
    const stored = await t.database.db
      .select()
      .from(certificationRequests)
      .where(eq(certificationRequests.creditCode, code));
    expect(stored).toHaveLength(0);
  });
});
