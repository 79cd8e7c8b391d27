import { formatDateTime, SERVICE_MESSAGES as M, TOPIC551_DEFAULT_TARGETS } from '@dtmm/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.table';
import { type HandCounted, P_NAME, Q_NAME, seedHandCounted, YEAR } from './test/hand-counted';
import { ADMIN } from './test/served-fixture';

let t: TestApp;
let h: HandCounted;
let operator: string;
beforeAll(async () => {
  t = await buildTestApp();
  h = await seedHandCounted(t);
  operator = await t.tokenFor('operator');
}, 120_000);
afterAll(() => t?.close());

const PROGRESS = '/api/admin/topic551/progress';
const TARGETS = '/api/admin/topic551/targets';
const progress = async (query: string) => (await t.call(operator, 'GET', `${PROGRESS}${query}`)).body;
const providers = async (query: string) =>
  (await t.call(operator, 'GET', `/api/admin/topic551/providers${query}`)).body;
const putTargets = (token: string | null, body: object) =>
  t.app.inject({ method: 'PUT', url: TARGETS, payload: body, headers: token ? { access_token: token } : {} });
const list = async (query: string) => (await t.call(operator, 'GET', `${ADMIN}?${query}`)).body;

describe('the province’s 551 progress (hand counts of test/hand-counted.ts)', () => {
  it('counts the year’s squads, enterprises and statuses against the default targets', async () => {
    const data = (await progress(`?year=${YEAR}`)).data;
    expect(data).toMatchObject({
      year: YEAR,
      targets: TOPIC551_DEFAULT_TARGETS,
      squads: 2,
      experts: 0,
      enterprises: 8,
      planned: 3,
      inService: 2,
      completed: 3,
      progressRate: '3.00%',
    });
    // The province dashboard carries the same figures in all, without the cities.
    const { cities: _cities, ...inAll } = data;
    expect((await t.call(operator, 'GET', `/api/admin/insight?year=${YEAR}`)).body.data.topic551).toEqual(inAll);
    expect(data.cities).toEqual([
      { code: '1403', name: '阳泉市', enterprises: 2, completed: 1 },
      { code: '1404', name: '长治市', enterprises: 2, completed: 0 },
      { code: '1401', name: '太原市', enterprises: 1, completed: 0 },
      { code: '1402', name: '大同市', enterprises: 1, completed: 0 },
      { code: '1405', name: '晋城市', enterprises: 1, completed: 1 },
      { code: '1406', name: '朔州市', enterprises: 1, completed: 1 },
    ]);
  });

  it('pages the providers serving in the year, the busiest first, counted in SQL', async () => {
    const P = {
      serviceProviderId: String(h.p),
      serviceProviderName: P_NAME,
      enterprises: 6,
      planned: 2,
      inService: 2,
      completed: 2,
    };
    const Q = {
      serviceProviderId: String(h.q),
      serviceProviderName: Q_NAME,
      enterprises: 2,
      planned: 1,
      inService: 0,
      completed: 1,
    };
    expect(await providers(`?year=${YEAR}`)).toMatchObject({ code: 0, total: 2, data: [P, Q] });
    expect(await providers(`?year=${YEAR}&page=2&limit=1`)).toMatchObject({ total: 2, data: [Q] });
    expect(await providers(`?year=${YEAR}&sord=asc`)).toMatchObject({ total: 2, data: [Q, P] });
    // Past the end: no row, the total still told.
    expect(await providers(`?year=${YEAR}&page=3&limit=1`)).toMatchObject({ total: 2, data: [] });
    expect(await providers('?year=2019')).toMatchObject({ total: 0, data: [] });
    // Without a year: this year in China.
    const thisYear = Number(formatDateTime(new Date()).slice(0, 4));
    expect(await providers('')).toEqual(await providers(`?year=${thisYear}`));
    expect(await providers('?year=abc')).toEqual({ code: 400, msg: M.year });
  });

  it('reads the current year (China time) without one, and a year without service as nothing', async () => {
    expect((await progress('')).data.year).toBe(Number(formatDateTime(new Date()).slice(0, 4)));
    expect((await progress('?year=2019')).data).toMatchObject({
      squads: 0,
      enterprises: 0,
      completed: 0,
      progressRate: '0.00%',
      cities: [],
    });
    expect(await progress('?year=abc')).toEqual({ code: 400, msg: M.year });
  });

  it('takes the year’s targets and experts enrolled (a second save replaces them), audited', async () => {
    const first = await putTargets(operator, {
      year: YEAR,
      squads: 4,
      experts: 40,
      enterprises: 10,
      expertsEnrolled: 12,
    });
    expect(first.json()).toEqual({ code: 0, msg: M.targetsSaved, data: null });
    expect((await progress(`?year=${YEAR}`)).data).toMatchObject({
      targets: { squads: 4, experts: 40, enterprises: 10 },
      experts: 12,
      progressRate: '30.00%',
    });
    await putTargets(operator, { year: YEAR, squads: 5, experts: 50, enterprises: 0, expertsEnrolled: 48 });
    expect((await progress(`?year=${YEAR}`)).data).toMatchObject({ experts: 48, progressRate: '0.00%' });
    // Other years keep the defaults.
    expect((await progress('?year=2019')).data.targets).toEqual(TOPIC551_DEFAULT_TARGETS);
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'topic551.targets'), eq(auditLog.subject, String(YEAR))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audited?.detail).toMatchObject({ year: YEAR, enterprises: 0, expertsEnrolled: 48 });
  });

  it('refuses targets that are not whole numbers from 0, or a year that is not one', async () => {
    const valid = { year: YEAR, squads: 5, experts: 50, enterprises: 100, expertsEnrolled: 0 };
    for (const [body, msg] of [
      [{ ...valid, squads: -1 }, M.targets],
      [{ ...valid, experts: 1.5 }, M.targets],
      [{ ...valid, enterprises: 'many' }, M.targets],
      [{ ...valid, expertsEnrolled: 100_001 }, M.targets],
      [{ ...valid, year: 1800 }, M.year],
    ] as const) {
      const res = await putTargets(operator, body);
      expect([res.statusCode, res.json()]).toEqual([400, { code: 400, msg }]);
    }
  });
});

describe('every provider’s served enterprises', () => {
  it('lists them with their provider, by provider, status, year, name and type, paged in SQL', async () => {
    const byQ = await list(`serviceProviderId=${h.q}`);
    expect(byQ.total).toBe(2);
    expect(byQ.data[0]).toMatchObject({ serviceProviderId: String(h.q), serviceProviderName: Q_NAME });
    const completed = await list(`submitYear=${YEAR}&serviceStatus=2`);
    expect(completed.data.map((row: { id: string }) => Number(row.id)).sort()).toEqual(
      [h.served[5], h.served[6], h.served[9]].sort(),
    );
    expect((await list(`submitYear=${YEAR}&serviceStatus=0`)).total).toBe(3);
    expect((await list(`submitYear=${YEAR}&serviceStatus=1&serviceProviderId=${h.p}`)).total).toBe(2);
    expect((await list(`submitYear=${YEAR}&companyCompanyType=1&queryCondition=阳泉`)).total).toBe(2);
    const page = await list(`submitYear=${YEAR}&limit=3&page=3`);
    expect([page.total, page.data.length]).toEqual([8, 2]);
    expect(await list('serviceStatus=3')).toMatchObject({ code: 400 });
  });

  it('opens any one of them; an unknown id is not found', async () => {
    const res = await t.call(operator, 'GET', `${ADMIN}/${h.served[9]}`);
    expect(res.body.data).toMatchObject({
      companyName: '阳泉丙化工有限公司',
      serviceProviderName: Q_NAME,
      serviceStatus: '2',
    });
    expect((await t.call(operator, 'GET', `${ADMIN}/999999999`)).body).toEqual({ code: 404, msg: M.notFound });
  });

  it('is for operators only: 403 to providers and enterprises, 401 to the anonymous', async () => {
    for (const token of [h.pAdmin, await t.tokenFor('bz_admin')]) {
      expect((await t.call(token, 'GET', ADMIN)).status).toBe(403);
      expect((await t.call(token, 'GET', `${ADMIN}/${h.served[5]}`)).status).toBe(403);
      expect((await t.call(token, 'GET', PROGRESS)).status).toBe(403);
      expect((await putTargets(token, { year: YEAR })).statusCode).toBe(403);
    }
    expect((await t.call(null, 'GET', ADMIN)).status).toBe(401);
    expect((await putTargets(null, {})).statusCode).toBe(401);
  });
});
