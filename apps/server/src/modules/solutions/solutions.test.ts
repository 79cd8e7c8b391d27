import { messages, solutionMessages as sm } from '@dtmm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { hashPassword } from '../auth/password';
import { uploadBody } from '../files/test/multipart-body';
import { jpegBytes } from '../files/test/sample-files';
import { notifications } from '../notifications/notifications.table';
import { users } from '../users/users.table';

let t: TestApp;
let provider: string;
let operator: string;
let otherProvider: string;
const base = '/api/dtmm/plan/serviceSolution';
const form = {
  solutionName: '煤矿设备预测性维护方案',
  contactPerson: '郝工',
  contactPhone: '0351-7012345',
  serviceCategory: '设备管理,安全生产',
  serviceTarget: '煤炭,装备制造',
  serviceArea: '14,1401',
  solutionDescription: '基于振动与温度监测的设备健康管理。',
  painPoints: '<h3>总体架构</h3><p onclick="x()">边缘采集<script>alert(1)</script></p>',
};

beforeAll(async () => {
  t = await buildTestApp();
  [provider, operator, otherProvider] = await Promise.all([
    t.tokenFor('lc_admin'),
    t.tokenFor('operator'),
    t.tokenFor('sz_admin'),
  ]);
});
afterAll(() => t?.close());

const call: TestApp['call'] = (...args) => t.call(...args);
const save = (token: string | null, body: object = form) => call(token, 'POST', `${base}/save`, body);
const publicNames = async (query = '') =>
  (await call(null, 'GET', `${base}/listFull?limit=150${query}`)).body.data.map(
    (s: { solutionName: string }) => s.solutionName,
  );

async function uploadImage(token: string) {
  const { payload, headers } = uploadBody([{ filename: 'a.jpg', content: jpegBytes() }], { projectClass: 'image' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/dtmm/auth/upload',
    payload,
    headers: { ...headers, access_token: token },
  });
  return res.json().data.id as string;
}

describe('solutions: submit, review, resubmit, approve, take down (portal.md 4.1)', () => {
  it('runs the whole loop; the public sees only approved entries whatever it asks', async () => {
    const image = await uploadImage(provider);
    const saved = await save(provider, {
      ...form,
      solutionImage: image,
      tableFlag: '1',
      companyId: '1',
      serviceProviderId: '1',
    });
    expect(saved.body).toMatchObject({ code: 0, msg: sm.saved });
    const id = saved.body.data.id;
    const own = (await call(provider, 'GET', `${base}/get/${id}`)).body.data;
    expect(own).toMatchObject({ tableFlag: '2', solutionImage: image, serviceArea: '14,1401', fdAddOn1: '' });
    expect(own.painPoints).toBe('<h3>总体架构</h3><p>边缘采集</p>');
    expect(await publicNames('&tableFlag=2')).not.toContain(form.solutionName);
    expect((await call(null, 'GET', `${base}/get/${id}`)).status).toBe(404);
    expect((await call(otherProvider, 'GET', `${base}/get/${id}`)).status).toBe(404);

    const rejected = await call(operator, 'POST', `/api/admin/solutions/${id}/reject`, {
      opinion: '请补充应用成效数据',
    });
    expect(rejected.body).toEqual({ code: 0, msg: sm.rejected });
    expect((await call(provider, 'GET', `${base}/get/${id}`)).body.data).toMatchObject({
      tableFlag: '0',
      fdAddOn1: '请补充应用成效数据',
    });
    const again = await call(provider, 'POST', `${base}/update`, { ...form, id, applicationValue: '停机减少30%' });
    expect(again.body.code).toBe(0);
    expect((await call(provider, 'GET', `${base}/get/${id}`)).body.data).toMatchObject({
      tableFlag: '2',
      fdAddOn1: '',
    });

    expect((await call(operator, 'POST', `/api/admin/solutions/${id}/approve`)).body).toEqual({
      code: 0,
      msg: sm.approved,
    });
    expect(
      await publicNames(
        `&serviceCategory=${encodeURIComponent('设备管理')}&serviceTarget=${encodeURIComponent('煤炭')}`,
      ),
    ).toContain(form.solutionName);
    const providerId = own.companyId;
    const ofProvider = (await call(null, 'GET', `${base}/getByProviderId/${providerId}`)).body.data;
    expect(ofProvider.map((s: { id: string }) => s.id)).toContain(id);

    const detail = (await call(operator, 'GET', `/api/admin/solutions/${id}`)).body.data;
    expect(detail.reviews.map((r: { decision: string }) => r.decision)).toEqual([
      'submit',
      'reject',
      'submit',
      'approve',
    ]);
    expect(detail.reviews[1]).toMatchObject({ opinion: '请补充应用成效数据', reviewerName: 'operator' });

    const down = await call(operator, 'POST', `/api/admin/solutions/${id}/unpublish`, { reason: '联系电话停用' });
    expect(down.body).toEqual({ code: 0, msg: sm.unpublished });
    expect(await publicNames()).not.toContain(form.solutionName);
    const [admin] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'lc_admin'));
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admin?.id ?? 0));
    expect(told.map((n) => n.content).join('\n')).toContain('联系电话停用');
  });

  it('two operators deciding at once: one wins, the other is told the entry changed', async () => {
    const id = (await save(provider, { ...form, solutionName: '并发审核方案' })).body.data.id;
    const [a, b] = await Promise.all([
      call(operator, 'POST', `/api/admin/solutions/${id}/approve`),
      call(operator, 'POST', `/api/admin/solutions/${id}/reject`, { opinion: '不通过' }),
    ]);
    expect([a.body.code, b.body.code].sort()).toEqual([0, 409]);
    expect([a.body, b.body].find((x) => x.code === 409)?.msg).toBe(sm.changed);
    expect((await call(operator, 'POST', '/api/admin/solutions/999999/approve')).status).toBe(404);
    const noOpinion = await call(operator, 'POST', `/api/admin/solutions/${id}/reject`, { opinion: ' ' });
    expect(noOpinion.body).toMatchObject({ code: 400, msg: sm.opinionRequired });
  });
});

describe('who may publish and the form rules (portal.md 5.8)', () => {
  it('answers every rule with its message', async () => {
    const cases: [object, string][] = [
      [{ ...form, solutionName: '' }, sm.nameRequired],
      [{ ...form, contactPerson: undefined }, sm.contactRequired],
      [{ ...form, contactPhone: '' }, sm.phoneRequired],
      [{ ...form, contactPhone: '12345' }, sm.phoneInvalid],
      [{ ...form, serviceCategory: '' }, sm.categoryRequired],
      [{ ...form, serviceArea: ' , ' }, sm.areaRequired],
      [{ ...form, serviceTarget: '' }, sm.targetRequired],
      [{ ...form, serviceTarget: '煤炭,焦化,冶金,化工' }, sm.tooManyTargets],
      [{ ...form, solutionDescription: '字'.repeat(1001) }, sm.descriptionTooLong],
      [{ ...form, serviceCategory: '不存在的场景' }, sm.unknownValue('应用场景', '不存在的场景')],
      [{ ...form, serviceArea: '9999' }, sm.unknownValue('服务区域', '9999')],
    ];
    for (const [body, msg] of cases) expect((await save(provider, body)).body, msg).toMatchObject({ code: 400, msg });
  });

  it('takes only images the company uploaded, at most five', async () => {
    const theirs = await uploadImage(otherProvider);
    expect((await save(provider, { ...form, solutionImage: theirs })).body).toMatchObject({
      code: 400,
      msg: sm.imageNotOwn,
    });
    const six = Array.from({ length: 6 }, () => theirs).join(',');
    expect((await save(provider, { ...form, solutionImage: six })).body.msg).toBeTruthy();
  });

  it('refuses enterprises, members who are not ADMIN, strangers and other providers', async () => {
    expect((await save(await t.tokenFor('bz_admin'))).body).toEqual({
      code: 400,
      msg: messages.certification.providerFirst,
    });
    expect((await save(null)).status).toBe(401);
    const [lc] = await t.database.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.username, 'lc_admin'));
    await t.database.db.insert(users).values({
      username: 'lc_member',
      phone: '13912340001',
      passwordHash: await hashPassword('demo@2026'),
      companyId: lc?.companyId ?? null,
      companyRole: 'USER',
    });
    const member = await t.tokenFor('lc_member');
    expect((await save(member)).status).toBe(403);
    expect((await call(member, 'GET', `${base}/list`)).body.code).toBe(0);
    const id = (await save(provider, { ...form, solutionName: '他人不可改的方案' })).body.data.id;
    expect((await call(otherProvider, 'POST', `${base}/update`, { ...form, id })).status).toBe(404);
    expect((await call(otherProvider, 'POST', `${base}/delete/${id}`)).status).toBe(404);
    expect((await call(member, 'POST', `${base}/delete/${id}`)).status).toBe(403);
    expect((await call(await t.tokenFor('bz_admin'), 'GET', '/api/admin/solutions')).status).toBe(403);
  });

  it('deletes own entries; a concurrent second delete is told the first is under way', async () => {
    const id = (await save(provider, { ...form, solutionName: '待删除方案' })).body.data.id;
    const [a, b] = await Promise.all([
      call(provider, 'POST', `${base}/delete/${id}`),
      call(provider, 'POST', `${base}/delete/${id}`),
    ]);
    const codes = [a.body.code, b.body.code].sort();
    expect(codes[0]).toBe(0);
    expect([404, 409]).toContain(codes[1]);
    if (codes[1] === 409) expect([a.body, b.body].find((x) => x.code === 409)?.msg).toBe(messages.common.busy);
    expect((await call(provider, 'GET', `${base}/get/${id}`)).status).toBe(404);
  });

  it('lists the certified providers for dropdowns and the provider’s own entries in every status', async () => {
    const providers = (await call(null, 'GET', '/api/dtmm/plan/serviceProvider/currentList')).body.data;
    expect(providers[0]).toEqual({
      id: expect.any(String),
      leadUnit: expect.any(String),
      companyId: expect.any(String),
      serviceProviderName: expect.any(String),
    });
    expect(providers.map((p: { serviceProviderName: string }) => p.serviceProviderName)).not.toContain(
      '山西恒安信网络安全技术有限公司',
    );
    const own = (await call(provider, 'GET', `${base}/list?limit=150`)).body.data;
    expect(new Set(own.map((s: { tableFlag: string }) => s.tableFlag)).size).toBeGreaterThan(1);
  });
});
