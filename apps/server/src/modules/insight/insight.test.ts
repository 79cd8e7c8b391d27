import {
  type CompanyInsight,
  INSIGHT_MESSAGES,
  INSIGHT_MINIMUM_SAMPLE,
  messages,
  type ProvinceInsight,
  type StatusCount,
} from '@dtmm/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { assessmentRecords } from '../assessment/assessment.table';
import { weakIndicatorOf } from './insight.service';
import { china, type SeededInsight, seedInsight } from './test/insight-seed';

// Every figure against the hand-counted province of test/insight-seed.ts (year 2025, China time).

let t: TestApp;
let seeded: SeededInsight;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
  seeded = await seedInsight(t.database.db);
  for (const name of ['ins_operator', 'ins_a_admin', 'ins_a_user', 'ins_b_admin'])
    tokens[name] = await t.tokenFor(name);
}, 60_000);
afterAll(() => t?.close());

const province = async (query = 'year=2025'): Promise<ProvinceInsight> => {
  const res = await t.call(tokens.ins_operator ?? null, 'GET', `/api/admin/insight?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const company = async (who: string): Promise<CompanyInsight> => {
  const res = await t.call(tokens[who] ?? null, 'GET', '/api/dtmm/insight/company');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
/** A month series as { month: count } for the months that have any. */
const series = (data: ProvinceInsight, name: keyof ProvinceInsight['totals']) =>
  Object.fromEntries(data.months.filter((m) => m[name] > 0).map((m) => [m.month, m[name]]));
const counts = (rows: readonly StatusCount[]) => Object.fromEntries(rows.map((row) => [row.status, row.count]));
const averages = (groups: ProvinceInsight['averageByCity']) =>
  Object.fromEntries(groups.map((g) => [g.code, [g.companies, Number(g.averageScore.toFixed(3))]]));

describe('GET /api/admin/insight (the province)', () => {
  it('counts registrations, certifications and assessments per China month of the year', async () => {
    const data = await province();
    expect(data.year).toBe(2025);
    expect(data.months).toHaveLength(12);
    // People, not the operator; the newcomer without a company counts; 00:30 on 1 March is March.
    expect(series(data, 'users')).toEqual({ 1: 1, 2: 1, 3: 1, 6: 2 });
    expect(series(data, 'companies')).toEqual({ 2: 1, 3: 2, 5: 1, 9: 1 });
    expect(series(data, 'certifiedEnterprises')).toEqual({ 2: 1, 3: 2, 5: 1, 9: 1 });
    expect(series(data, 'certifiedProviders')).toEqual({ 4: 1 });
    // Diagnosis and 551 only (not DCMM); the one in progress counts as started.
    expect(series(data, 'assessmentsStarted')).toEqual({ 1: 1, 2: 1, 3: 1, 6: 2, 7: 1, 8: 1 });
    expect(series(data, 'assessmentsCompleted')).toEqual({ 1: 1, 3: 2, 6: 2, 7: 1 });
    expect(data.totals).toEqual({
      users: 5,
      companies: 5,
      certifiedEnterprises: 5,
      certifiedProviders: 1,
      assessmentsStarted: 7,
      assessmentsCompleted: 6,
    });
    expect(data.certifiedNow).toEqual({ enterprises: 6, providers: 1 });
  });

  it('places each company by its latest assessment completed in the year', async () => {
    const data = await province();
    expect(data.levels.map((l) => [l.level, l.companies])).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
      [5, 0],
    ]);
    expect(data.levels[0]?.name).toBe('未达标');
    expect(averages(data.averageByIndustry)).toEqual({ C: [3, 63.333], B: [2, 20] });
    expect(data.averageByIndustry.map((g) => g.name)).toEqual(['制造业', '采矿业']);
    expect(averages(data.averageByCity)).toEqual({ '1404': [3, 46.667], '1401': [2, 45] });
    expect(data.averageByCity.map((g) => g.name)).toEqual(['长治市', '太原市']);
    expect(averages(data.averageBySize)).toEqual({ '5': [1, 80], '3': [2, 40], '1': [2, 35] });
    expect(data.averageBySize.map((g) => g.name)).toEqual(['1000-2999人', '100-299人', '20人以下']);
  });

  it('lists the weakest indicators answered by enough companies, with the sample', async () => {
    const data = await province();
    expect(data.sampleRule).toEqual({
      minimumCompanies: INSIGHT_MINIMUM_SAMPLE,
      statement: INSIGHT_MESSAGES.sampleRule(INSIGHT_MINIMUM_SAMPLE),
    });
    // 网络建设 (T03) was cropped by one company: 4 answers, fewer than 5, so it is left out.
    expect(data.weakestIndicators.map((w) => [w.id, w.name, w.sample, Number(w.averageScore.toFixed(3))])).toEqual([
      ['T01', '资金投入', 5, 0.26],
      ['T02', '人员投入', 5, 0.46],
    ]);
    expect(data.weakestIndicators[0]?.groupName).toBe('数字化基础 · 数字化投入');
  });

  it('counts solutions and formal applications created in the year by status, and the 551 progress', async () => {
    const data = await province();
    expect(counts(data.solutions)).toEqual({ '0': 1, '1': 2, '2': 1 });
    expect(data.solutions.find((s) => s.status === '2')?.label).toBe('审核中');
    expect(counts(data.formalApplications)).toEqual({ '0': 1, '1': 1, '2': 0, '3': 1 });
    expect(data.topic551).toMatchObject({ year: 2025, enterprises: 1, inService: 1, completed: 0 });
  });

  it('filters by city: the city companies figures change, the 551 progress and the year stay', async () => {
    const all = await province();
    const data = await province('year=2025&cityCode=1404');
    expect(series(data, 'users')).toEqual({ 6: 1 });
    expect(series(data, 'companies')).toEqual({ 3: 1, 5: 1 });
    expect(series(data, 'assessmentsCompleted')).toEqual({ 6: 2, 7: 1 });
    expect(data.certifiedNow).toEqual({ enterprises: 3, providers: 0 });
    expect(data.levels.map((l) => l.companies)).toEqual([1, 0, 1, 0, 1, 0]);
    expect(averages(data.averageByCity)).toEqual({ '1404': [3, 46.667] });
    // Three companies: no indicator reaches the sample.
    expect(data.weakestIndicators).toEqual([]);
    expect(counts(data.solutions)).toEqual({ '0': 0, '1': 0, '2': 0 });
    expect(counts(data.formalApplications)).toEqual({ '0': 0, '1': 0, '2': 0, '3': 1 });
    expect(data.topic551).toEqual(all.topic551);
    expect(data.cityCode).toBe('1404');
  });

  it('filters by industry and by year', async () => {
    const mining = await province('year=2025&industryCode=B');
    expect(averages(mining.averageByIndustry)).toEqual({ B: [2, 20] });
    expect(mining.levels.map((l) => l.companies)).toEqual([1, 1, 0, 0, 0, 0]);
    expect(series(mining, 'assessmentsStarted')).toEqual({ 3: 1, 7: 1 });
    expect(counts(mining.formalApplications)).toEqual({ '0': 1, '1': 0, '2': 0, '3': 0 });
    expect(mining.certifiedNow).toEqual({ enterprises: 2, providers: 0 });

    const earlier = await province('year=2024');
    expect(series(earlier, 'assessmentsCompleted')).toEqual({ 11: 1 });
    expect(earlier.levels.map((l) => l.companies)).toEqual([0, 0, 0, 0, 0, 1]);
    expect(counts(earlier.solutions)).toEqual({ '0': 0, '1': 1, '2': 0 });
    expect(counts(earlier.formalApplications)).toEqual({ '0': 0, '1': 0, '2': 0, '3': 1 });
    // Certified now does not depend on the year.
    expect(earlier.certifiedNow).toEqual({ enterprises: 6, providers: 1 });
  });

  it('answers the current year when none is asked', async () => {
    const data = await province('');
    expect(data.year).toBe(
      Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Shanghai' }).format(new Date())),
    );
  });

  it.each([
    ['year=abc', INSIGHT_MESSAGES.year],
    ['year=1800', INSIGHT_MESSAGES.year],
    ['cityCode=14', INSIGHT_MESSAGES.city],
    ['cityCode=1101', INSIGHT_MESSAGES.city],
    ['industryCode=Z', INSIGHT_MESSAGES.industry],
    ['industryCode=CC', INSIGHT_MESSAGES.industry],
  ])('refuses %s with a Chinese 400', async (query, msg) => {
    const res = await t.call(tokens.ins_operator ?? null, 'GET', `/api/admin/insight?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, msg });
  });

  it('is for operators: anonymous 401, an enterprise member 403', async () => {
    expect((await t.call(null, 'GET', '/api/admin/insight')).status).toBe(401);
    expect((await t.call(tokens.ins_b_admin ?? null, 'GET', '/api/admin/insight')).status).toBe(403);
  });
});

describe('the indicators of both variants', () => {
  it('stores the scores of 数字化经营 and the services 成效 indicators (T32–T42) at their positions', async () => {
    const result = {
      level3: [
        { id: 'T01', name: '资金投入', score: 0.4 },
        { id: 'T35', name: '服务质量', score: 0.2 },
        { id: 'T42', name: '人均营业收入', score: 0.5 },
      ],
    };
    const [row] = rowsOf<{ scores: (number | null)[] }>(
      await t.database.db.execute(sql`select indicator_scores(${JSON.stringify(result)}::jsonb) as scores`),
    );
    expect(row?.scores).toHaveLength(42);
    expect([row?.scores[0], row?.scores[34], row?.scores[41], row?.scores[30]]).toEqual([0.4, 0.2, 0.5, null]);
  });

  it('names a weakest indicator of 数字化经营 or of the services 成效 with its area and group', () => {
    const named = (id: string) => weakIndicatorOf({ id, average: 0.21, sample: 6 });
    expect(named('T35')).toEqual({
      id: 'T35',
      name: '服务质量',
      groupName: '数字化经营 · 服务交付',
      averageScore: 0.21,
      sample: 6,
    });
    expect(named('T42')).toMatchObject({ name: '人均营业收入', groupName: '数字化转型成效 · 经营效益' });
    expect(named('T40')).toMatchObject({ name: '线上业务占比', groupName: '数字化转型成效 · 业务在线化' });
  });
});

describe('GET /api/dtmm/insight/company (the asker company)', () => {
  it('shows a provider ADMIN its own history, weak indicators, applications, solutions and served enterprises', async () => {
    const data = await company('ins_a_admin');
    expect(data.companyName).toBe('看板企业A');
    expect(data.isProvider).toBe(true);
    // Its two diagnoses, oldest first; never the DCMM record, never another company's.
    expect(data.history.map((p) => [p.recordId, p.level, p.totalScore, p.completedAt])).toEqual([
      [String(seeded.recordIds.a1), 2, 40, '2025-01-01 00:30:00'],
      [String(seeded.recordIds.a2), 3, 60, '2025-03-01 01:00:00'],
    ]);
    expect(data.latest?.recordId).toBe(String(seeded.recordIds.a2));
    expect(data.weakIndicators.map((w) => [w.id, w.score, w.groupName])).toEqual([
      ['T01', 0.4, '数字化基础 · 数字化投入'],
    ]);
    expect(counts(data.formalApplications)).toEqual({ '0': 0, '1': 1, '2': 0, '3': 0 });
    expect(counts(data.solutions ?? [])).toEqual({ '0': 1, '1': 3, '2': 1 });
    expect(counts(data.servedEnterprises ?? [])).toEqual({ '0': 0, '1': 1, '2': 0 });
  });

  it('shows an enterprise ADMIN only its own company, without provider figures', async () => {
    const data = await company('ins_b_admin');
    expect(data.history.map((p) => p.recordId)).toEqual([String(seeded.recordIds.b1)]);
    // In the report's priority order (issue 29 §3), not weakest first.
    expect(data.weakIndicators.map((w) => w.id)).toEqual(['T02', 'T01']);
    expect(counts(data.formalApplications)).toEqual({ '0': 1, '1': 0, '2': 0, '3': 0 });
    expect(data.solutions).toBeNull();
    expect(data.servedEnterprises).toBeNull();
  });

  it('refuses a USER member (403), an operator without a company (400) and anonymous (401)', async () => {
    expect((await t.call(tokens.ins_a_user ?? null, 'GET', '/api/dtmm/insight/company')).status).toBe(403);
    const operator = await t.call(tokens.ins_operator ?? null, 'GET', '/api/dtmm/insight/company');
    expect(operator.status).toBe(400);
    expect(operator.body.msg).toBe(messages.certification.companyFirst);
    expect((await t.call(null, 'GET', '/api/dtmm/insight/company')).status).toBe(401);
  });
});

describe('the answer cache', () => {
  it('serves an answer again until assessments change, then counts afresh', async () => {
    const before = await province();
    await t.database.db.insert(assessmentRecords).values({
      companyId: seeded.companyIds.F ?? 0,
      answerType: '0',
      assessmentType: '2',
      bankVersion: 1,
      status: '1',
      assessmentLevel: 1,
      totalScore: 20,
      result: { level3: [] } as never,
      createdAt: china('2025-10-10T10:00:00'),
      completedAt: china('2025-10-10T11:00:00'),
    });
    expect((await province()).totals).toEqual(before.totals);
    await t.app.ctx.publicCache.invalidate(['assessments']);
    const after = await province();
    expect(after.totals.assessmentsCompleted).toBe(before.totals.assessmentsCompleted + 1);
    expect(after.levels[1]?.companies).toBe((before.levels[1]?.companies ?? 0) + 1);
  });
});
