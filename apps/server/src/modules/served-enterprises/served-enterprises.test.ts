import { SERVICE_MESSAGES as M, messages, type ServedEnterpriseRow } from '@dtmm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { type HandCounted, NEXT_YEAR, P_NAME, seedHandCounted, YEAR } from './test/hand-counted';
import { BASE, newMember } from './test/served-fixture';

let t: TestApp;
let h: HandCounted;
beforeAll(async () => {
  t = await buildTestApp();
  h = await seedHandCounted(t);
}, 120_000);
afterAll(() => t?.close());

const statistics = async (token: string, query = '') => (await t.call(token, 'GET', `${BASE}/statistics${query}`)).body;
const list = async (token: string, query: string) => (await t.call(token, 'GET', `${BASE}/listFull?${query}`)).body;
const names = (body: { data: ServedEnterpriseRow[] }) => body.data.map((row) => row.companyName);

describe('statistics (hand counts of test/hand-counted.ts)', () => {
  it('counts the provider’s year: completed, planned, all, and the rate of completed over all', async () => {
    expect((await statistics(h.pAdmin, `?submitYear=${YEAR}`)).data).toEqual({
      completedCount: 2,
      plannedCount: 2,
      specialProjectCount: 6,
      progressRate: '33.33%',
    });
    expect((await statistics(h.pAdmin, `?submitYear=${NEXT_YEAR}`)).data).toEqual({
      completedCount: 1,
      plannedCount: 1,
      specialProjectCount: 2,
      progressRate: '50.00%',
    });
    expect((await statistics(h.qAdmin, `?submitYear=${YEAR}`)).data).toEqual({
      completedCount: 1,
      plannedCount: 1,
      specialProjectCount: 2,
      progressRate: '50.00%',
    });
  });

  it('counts every year without one (an empty submitYear too), and a year without service as 0.00%', async () => {
    const all = { completedCount: 3, plannedCount: 3, specialProjectCount: 8, progressRate: '37.50%' };
    expect((await statistics(h.pAdmin)).data).toEqual(all);
    expect((await statistics(h.pAdmin, '?submitYear=')).data).toEqual(all);
    expect((await statistics(h.pAdmin, '?submitYear=2019')).data).toEqual({
      completedCount: 0,
      plannedCount: 0,
      specialProjectCount: 0,
      progressRate: '0.00%',
    });
  });

  it('gives a USER member the same figures, and refuses a year that is not one', async () => {
    expect((await statistics(h.pUser, `?submitYear=${YEAR}`)).data.specialProjectCount).toBe(6);
    for (const bad of ['abc', '1800', '2021.5']) {
      expect(await statistics(h.pAdmin, `?submitYear=${bad}`)).toEqual({ code: 400, msg: M.year });
    }
  });
});

describe('the list', () => {
  it('takes the year the record started in China time, newest first, with the row of assessment.md 3', async () => {
    const body = await list(h.pAdmin, `submitYear=${YEAR}`);
    expect(body.total).toBe(6);
    expect(names(body)).toEqual([
      '朔州己物流有限公司',
      '晋城戊电力有限公司',
      '长治丁食品有限公司',
      '阳泉丙化工有限公司',
      '大同乙机械有限公司',
      '太原甲钢铁有限公司',
    ]);
    const [ji, , ding, bing] = body.data;
    expect(ji).toEqual({
      id: String(h.served[6]),
      companyName: '朔州己物流有限公司',
      company_province: '山西省',
      company_city: '朔州市',
      company_district: '朔城区',
      company_industry: '汽车零部件及配件制造',
      company_companyType: '4',
      answer_assessmentLevel: 2,
      answer_completionTime: '2022-01-01 00:59:59',
      serviceStatus: '2',
      createTime: '2021-12-31 23:59:59',
    });
    expect([ding.serviceStatus, ding.answer_assessmentLevel]).toEqual(['1', 2]);
    expect([bing.serviceStatus, bing.answer_assessmentLevel, bing.answer_completionTime]).toEqual(['1', 0, '']);
    // Started 2022-01-01 00:30 in China (still 2021 in UTC): the next year.
    expect(names(await list(h.pAdmin, `submitYear=${NEXT_YEAR}`))).toEqual([
      '晋城戊电力有限公司',
      '太原甲钢铁有限公司',
    ]);
  });

  it('filters by name (contained, taken literally) and by company type; empty filters are ignored', async () => {
    expect(names(await list(h.pAdmin, `submitYear=${YEAR}&queryCondition=丙化`))).toEqual(['阳泉丙化工有限公司']);
    expect((await list(h.pAdmin, `submitYear=${YEAR}&companyCompanyType=1`)).total).toBe(3);
    expect((await list(h.pAdmin, 'queryCondition=太原&companyCompanyType=1')).total).toBe(2);
    expect((await list(h.pAdmin, 'queryCondition=%25')).total).toBe(0);
    expect((await list(h.pAdmin, 'queryCondition=&submitYear=&companyCompanyType=')).total).toBe(8);
  });

  it('pages in SQL, a page past the end still telling the total, and sorts by completion', async () => {
    const second = await list(h.pAdmin, `submitYear=${YEAR}&limit=4&page=2`);
    expect([second.total, names(second)]).toEqual([6, ['大同乙机械有限公司', '太原甲钢铁有限公司']]);
    expect(await list(h.pAdmin, `submitYear=${YEAR}&limit=4&page=3`)).toMatchObject({ total: 6, data: [] });
    const byCompletion = await list(h.pAdmin, `submitYear=${YEAR}&sidx=completionTime&sord=desc`);
    expect(byCompletion.data.map((row: ServedEnterpriseRow) => row.answer_completionTime !== '')).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('shows a provider only its own', async () => {
    const q = await list(h.qAdmin, '');
    expect([q.total, names(q)]).toEqual([2, ['长治丁食品有限公司', '阳泉丙化工有限公司']]);
  });
});

describe('the detail', () => {
  it('shows the enterprise, the record’s result and the evidence with its files', async () => {
    const res = await t.call(h.pUser, 'GET', `${BASE}/detail/${h.served[5]}`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      id: String(h.served[5]),
      companyName: '晋城戊电力有限公司',
      company_companyType: '1',
      company_province: '山西省',
      company_city: '晋城市',
      company_district: '城区',
      company_licenseFilePath: '',
      answer_totalScore: 61.5,
      answer_assessmentLevel: 2,
      answer_completionTime: '2021-07-01 11:00:00',
      serviceStatus: '2',
      sitePhotos: '',
      sitePhotoFiles: [],
      serviceProviderId: String(h.p),
      serviceProviderName: P_NAME,
    });
    expect(data.assessmentReportFile).toMatchObject({ id: data.assessmentReport, fileType: 'pdf' });
    const planned = (await t.call(h.pAdmin, 'GET', `${BASE}/detail/${h.served[1]}`)).body.data;
    expect([planned.answer_totalScore, planned.serviceStatus, planned.assessmentReportFile]).toEqual([null, '0', null]);
  });
});

describe('who may read', () => {
  it('tells another provider nothing of a served row: not found, as for none', async () => {
    for (const id of [h.served[5], 999_999_999]) {
      expect((await t.call(h.qAdmin, 'GET', `${BASE}/detail/${id}`)).body).toEqual({ code: 404, msg: M.notFound });
    }
  });

  it('refuses anyone who is not a certified provider’s member, the served enterprise’s own members too', async () => {
    const enterpriseMember = await newMember(t, h.enterprise.wu, 'ADMIN');
    const refused = { code: 400, msg: messages.certification.providerFirst };
    for (const token of [enterpriseMember, await t.tokenFor('operator'), await t.tokenFor('newcomer')]) {
      expect((await t.call(token, 'GET', `${BASE}/detail/${h.served[5]}`)).body).toEqual(refused);
      expect(await list(token, '')).toEqual(refused);
      expect(await statistics(token)).toEqual(refused);
    }
  });

  it('answers 401 to the anonymous, before looking at the input', async () => {
    for (const url of [`${BASE}/listFull?submitYear=abc`, `${BASE}/statistics`, `${BASE}/detail/${h.served[5]}`]) {
      expect((await t.call(null, 'GET', url)).status).toBe(401);
    }
  });
});
