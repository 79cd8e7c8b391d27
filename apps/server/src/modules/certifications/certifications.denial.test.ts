import { CERTIFICATION_MESSAGES as M, messages } from '@dtmm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { users } from '../users/users.table';
import {
  certify,
  creditCode,
  enterprisePayload,
  get,
  newPerson,
  post,
  providerPayload,
  requestIdFor,
  uploadLicence,
} from './test/certification-client';

let t: TestApp;
const tokens: Record<string, string> = {};
const companyOf = async (username: string) =>
  (await t.database.db.select().from(users).where(eq(users.username, username)))[0]?.companyId;

beforeAll(async () => {
  t = await buildTestApp();
  for (const u of ['operator', 'bz_admin', 'bz_user', 'lc_admin', 'newcomer', 'gs_admin'])
    tokens[u] = await t.tokenFor(u);
});
afterAll(() => t?.close());
const tk = (u: string) => tokens[u] ?? '';

describe('who may certify', () => {
  it('a USER cannot submit or change the company certification', async () => {
    const licence = await uploadLicence(t, tk('bz_user'));
    const res = await certify(t, tk('bz_user'), enterprisePayload(licence, creditCode(201)));
    expect(res.statusCode).toBe(403);
    expect((await certify(t, tk('bz_user'), providerPayload())).statusCode).toBe(403);
  });

  it('anonymous callers are asked to log in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/dtmm/company/company/certify', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(
      (await get(t, null, '/api/dtmm/company/company/certificationStatus?certifyType=%E4%BC%81%E4%B8%9A')).statusCode,
    ).toBe(401);
  });
});

describe('company details', () => {
  it('members and operators read them; members of another company and strangers get 404', async () => {
    const bz = await companyOf('bz_admin');
    const lc = await companyOf('lc_admin');
    for (const path of ['detail', 'detailFull']) {
      expect((await get(t, tk('bz_user'), `/api/dtmm/company/company/${path}/${bz}`)).json().data.id).toBe(String(bz));
      expect((await get(t, tk('operator'), `/api/dtmm/company/company/${path}/${lc}`)).statusCode).toBe(200);
      for (const [user, id] of [
        ['lc_admin', bz],
        ['bz_admin', lc],
        ['newcomer', bz],
        ['bz_admin', 999999],
      ] as const) {
        const res = await get(t, tk(user), `/api/dtmm/company/company/${path}/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 404, msg: messages.common.notFound });
      }
    }
  });

  it("the last record is the asker's own company's", async () => {
    const record = (
      await get(t, tk('lc_admin'), '/api/dtmm/company/company/lastCertificationRecord?certifyType=%E4%BC%81%E4%B8%9A')
    ).json().data;
    expect(record.status).toBe(1);
    const pending = (
      await get(t, tk('gs_admin'), '/api/dtmm/company/company/lastCertificationRecord?certifyType=%E4%BC%81%E4%B8%9A')
    ).json().data;
    expect(pending.status).toBe(2);
  });
});

describe('operator console', () => {
  const routes = [
    ['GET', '/api/admin/certifications'],
    ['GET', '/api/admin/certifications/1'],
    ['POST', '/api/admin/certifications/1/approve'],
    ['POST', '/api/admin/certifications/1/reject'],
  ] as const;

  it.each(routes)('%s %s is 403 for every non-operator and 401 for anonymous', async (method, url) => {
    for (const user of ['bz_admin', 'bz_user', 'lc_admin', 'newcomer']) {
      const res = await t.app.inject({
        method,
        url,
        headers: { access_token: tk(user) },
        payload: method === 'POST' ? { reason: 'x' } : undefined,
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
  });

  it('lists the queue paged, under review first, filtered by type, status and keyword', async () => {
    const all = (await get(t, tk('operator'), '/api/admin/certifications?limit=150')).json();
    expect(all.total).toBeGreaterThan(2);
    const statuses = all.data.map((r: { status: number }) => r.status);
    expect(statuses.indexOf(2)).toBe(0);
    expect(statuses.lastIndexOf(2)).toBeLessThan(statuses.findIndex((s: number) => s !== 2));
    const page = (await get(t, tk('operator'), '/api/admin/certifications?limit=2&page=2')).json();
    expect(page.data).toHaveLength(2);
    expect(page.total).toBe(all.total);
    const rejected = (await get(t, tk('operator'), '/api/admin/certifications?status=0')).json().data;
    expect(rejected.every((r: { status: number }) => r.status === 0)).toBe(true);
    expect((await get(t, tk('operator'), '/api/admin/certifications?sidx=password')).statusCode).toBe(400);
  });

  it('pages a keyword search as the whole queue filtered by it, under every order and filter', async () => {
    type Row = { id: string; status: number; companyName: string | null; creditCode: string; applicantName: string };
    const list = async (query: string) => (await get(t, tk('operator'), `/api/admin/certifications?${query}`)).json();
    const holds = (row: Row, word: string) =>
      [row.companyName ?? '', row.creditCode, row.applicantName].some((text) => text.toLowerCase().includes(word));
    // A name, an applicant's username (with LIKE's '_', taken literally) and a credit code.
    for (const word of ['公司', 'c_ad', '91']) {
      for (const order of ['sidx=submittedAt&sord=desc', 'sidx=decidedAt&sord=asc', 'sidx=id&sord=asc']) {
        for (const filter of ['', '&status=2', '&certifyType=企业']) {
          const all: Row[] = (await list(`limit=150&${order}${filter}`)).data;
          const expected = all.filter((row) => holds(row, word)).map((row) => row.id);
          const found = await list(`limit=2&page=2&keyword=${encodeURIComponent(word)}&${order}${filter}`);
          expect(found.total, `${word} ${order}${filter}`).toBe(expected.length);
          expect(found.data.map((row: Row) => row.id)).toEqual(expected.slice(2, 4));
        }
      }
    }
  });

  it('an operator never certifies a company, and cannot decide their own request', async () => {
    const byOperator = await certify(
      t,
      tk('operator'),
      enterprisePayload(await uploadLicence(t, tk('operator')), creditCode(203), '运营自办公司'),
    );
    expect(byOperator.json()).toEqual({ code: 403, msg: M.operatorApplicant });
    // A request filed before its applicant became an operator: not theirs to decide, nor to approve at all.
    const licence = await uploadLicence(t, tk('newcomer'));
    expect(
      (await certify(t, tk('newcomer'), enterprisePayload(licence, creditCode(202), '自审公司'))).json().code,
    ).toBe(0);
    await t.database.db
      .update(users)
      .set({ isOperator: true, operatorRoles: ['reviewer'] })
      .where(eq(users.username, 'newcomer'));
    try {
      const id = await requestIdFor(t, tk('operator'), '自审公司');
      const res = await post(t, tk('newcomer'), `/api/admin/certifications/${id}/approve`);
      expect(res.json()).toEqual({ code: 403, msg: M.ownRequest });
      expect(
        (await post(t, tk('newcomer'), `/api/admin/certifications/${id}/reject`, { reason: 'x' })).statusCode,
      ).toBe(403);
      const approved = await post(t, tk('operator'), `/api/admin/certifications/${id}/approve`);
      expect(approved.json()).toMatchObject({ code: 409, msg: M.operatorApplicant });
    } finally {
      await t.database.db
        .update(users)
        .set({ isOperator: false, operatorRoles: [] })
        .where(eq(users.username, 'newcomer'));
    }
  });

  it('two operators deciding the same request: one wins, the other gets a conflict', async () => {
    const id = await requestIdFor(t, tk('operator'), '自审公司');
    const [a, b] = await Promise.all([
      post(t, tk('operator'), `/api/admin/certifications/${id}/approve`),
      post(t, tk('operator'), `/api/admin/certifications/${id}/reject`, { reason: '不符合' }),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    expect([a.json().msg, b.json().msg]).toContain(M.conflict);
    const review = (await get(t, tk('operator'), `/api/admin/certifications/${id}`)).json().data;
    expect(review.history).toHaveLength(2);
    expect(review.applicant.username).toBe('newcomer');
    expect(review.licenseFileId).toBe(review.payload.certificationDocuments);
    expect(review.areaText).toMatch(/山西省/);
    expect(review.industryName).toMatch(/\S/);
  });

  it('answers 404 for a request that does not exist', async () => {
    expect((await post(t, tk('operator'), '/api/admin/certifications/999999/approve')).statusCode).toBe(404);
  });
});

describe('notifications are private', () => {
  it('one cannot read or mark another user’s message', async () => {
    const other = await newPerson(t, 'den_other', '13700000201');
    const notes = (await get(t, tk('newcomer'), '/api/dtmm/notifications')).json();
    expect(notes.total).toBe(1);
    expect((await get(t, other, '/api/dtmm/notifications')).json().total).toBe(0);
    const res = await post(t, other, `/api/dtmm/notifications/${notes.data[0].id}/read`);
    expect(res.statusCode).toBe(404);
    expect((await get(t, tk('newcomer'), '/api/dtmm/notifications/unread-count')).json().data.count).toBe(1);
    expect((await get(t, null, '/api/dtmm/notifications')).statusCode).toBe(401);
  });
});
