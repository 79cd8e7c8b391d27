import {
  type Answers,
  type AssessmentLevel,
  assess,
  type BankVersion,
  evaluateLevel,
  industryGroupOf,
  PLEDGE_VERSION,
  type ReportData,
  reportDataAnswer,
} from '@dtmm/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { companies } from '../../companies/companies.table';
import { DEMO_COMPANIES } from '../../demo/demo-province';
import { users } from '../../users/users.table';
import { findCurrentVersionNumber, findPublishedVersion } from '../assessment.repository';
import { assessmentAnswers, assessmentRecords } from '../assessment.table';
import { modelInputOf } from '../record-input';
import { assessmentBenchmarkEntries, assessmentReports } from '../report/report.table';
import { DEMO_ASSESSED_COMPANIES } from './demo-assessed-companies';
import { DEMO_ASSESSMENTS } from './demo-assessments';

let t: TestApp;
let bank: BankVersion;
beforeAll(async () => {
  t = await buildTestApp();
  // The demo answers the version current at start-up: bank version 2 (issue 29).
  bank = (await findPublishedVersion(
    t.database.db,
    (await findCurrentVersionNumber(t.database.db)) ?? 0,
  )) as BankVersion;
});
afterAll(() => t?.close());

const codeOf = (key: string) =>
  [...DEMO_COMPANIES, ...DEMO_ASSESSED_COMPANIES].find((c) => c.key === key)?.socialCreditCode ?? '';

/** The company's completed records, oldest first. */
async function recordsOf(key: string) {
  const [company] = await t.database.db
    .select()
    .from(companies)
    .where(eq(companies.socialCreditCode, codeOf(key)));
  return t.database.db
    .select()
    .from(assessmentRecords)
    .where(eq(assessmentRecords.companyId, company?.id ?? 0))
    .orderBy(asc(assessmentRecords.completedAt));
}

async function preview(username: string, id: number): Promise<ReportData> {
  const res = await t.call(await t.tokenFor(username), 'GET', `/api/dtmm/answer/previewReport/${id}`);
  expect(res.status).toBe(200);
  return reportDataAnswer.parse(res.body).data;
}

describe('the demo province after start-up', () => {
  it('holds every planned record, completed, with its population company', async () => {
    const all = await t.database.db.select().from(assessmentRecords);
    // Besides them, one 551 record just started: the served-enterprises demo's 待服务 enterprise.
    expect(all.filter((r) => r.status !== '1').map((r) => [r.answerType, r.completedAt])).toEqual([['2', null]]);
    const records = all.filter((r) => r.status === '1');
    expect(records).toHaveLength(DEMO_ASSESSMENTS.length);
    expect(records.every((r) => r.completedAt !== null)).toBe(true);
    const codes = DEMO_ASSESSED_COMPANIES.map((c) => c.socialCreditCode);
    const population = await t.database.db.select().from(companies).where(inArray(companies.socialCreditCode, codes));
    expect(population).toHaveLength(DEMO_ASSESSED_COMPANIES.length);
    expect(population.every((c) => c.certificationStatus === 1)).toBe(true);
    const members = await t.database.db
      .select()
      .from(users)
      .where(
        inArray(
          users.companyId,
          population.map((c) => c.id),
        ),
      );
    expect(members).toEqual([]);
  });

  it('spreads the levels like a real province (CMMM 2022: most at level 1 or below)', async () => {
    const all = await t.database.db.select().from(assessmentBenchmarkEntries);
    // One entry per completed record (sy has two); the province counts each company's latest.
    expect(all).toHaveLength(DEMO_ASSESSMENTS.length);
    const entries = latestPerCompany(all);
    expect(entries).toHaveLength(DEMO_ASSESSED_COMPANIES.length + 7);
    const share = (match: (level: number) => boolean) => entries.filter((e) => match(e.level)).length / entries.length;
    // The planned levels, which the generated answers reach on bank version 2 as they did on version 1:
    // the 52 records of before (31 / 11 / 6 / 4) and the four service companies (levels 3, 2, 1, 1).
    expect(entries).toHaveLength(56);
    expect(share((l) => l <= 1)).toBeCloseTo(33 / 56, 9);
    expect(share((l) => l === 2)).toBeCloseTo(12 / 56, 9);
    expect(share((l) => l === 3)).toBeCloseTo(7 / 56, 9);
    expect(share((l) => l >= 4)).toBeCloseTo(4 / 56, 9);
    expect(share((l) => l <= 1)).toBeGreaterThan(0.55);
    expect(share((l) => l >= 4)).toBeLessThan(0.1);
  });

  it('stores for every record exactly what the model gives on its stored answers, level by level', async () => {
    const records = await t.database.db.select().from(assessmentRecords).where(eq(assessmentRecords.status, '1'));
    const reports = await t.database.db.select().from(assessmentReports);
    const admins = await t.database.db.select().from(users).where(eq(users.companyRole, 'ADMIN'));
    for (const record of records) {
      const rows = await t.database.db
        .select()
        .from(assessmentAnswers)
        .where(eq(assessmentAnswers.recordId, record.id));
      const answers: Answers = Object.fromEntries(rows.map((row) => [row.questionId, row.optionIds]));
      expect(record.bankVersion).toBe(bank.version);
      const input = modelInputOf(bank, record, answers);
      const result = assess(input);
      expect(record.totalScore).toBe(result.totalScore);
      expect([record.assessmentLevel, record.digitalTransformationLevel]).toEqual([result.level, result.tier]);
      expect(record.result).toEqual(result);
      const report = reports.find((r) => r.recordId === record.id);
      expect(report?.content.totalScore).toBe(result.totalScore);
      expect(report?.content.assessmentLevel).toBe(result.level);
      // Answered as the live flow takes them: each level before the last passed and opened the next.
      const last = result.levels.length;
      expect(record.currentLevel).toBe(last);
      for (let level = 1; level <= last; level++) {
        const upTo = Object.fromEntries(rows.filter((r) => r.level <= level).map((r) => [r.questionId, r.optionIds]));
        const decision = evaluateLevel({ ...input, answers: upTo }, level as AssessmentLevel);
        expect(decision.callbackTag).toBe(level === last ? 1 : 2);
      }
      const admin = admins.find((u) => u.companyId === record.companyId)?.id ?? null;
      expect(rows.every((r) => r.answeredBy === admin && r.seq === 1)).toBe(true);
      // The 真实性承诺, accepted before the first submit like a live record's.
      expect(record).toMatchObject({ pledgeVersion: PLEDGE_VERSION, pledgeAcceptedBy: admin });
      expect(record.pledgeAcceptedAt?.getTime()).toBeLessThanOrEqual(record.completedAt?.getTime() ?? 0);
    }
  });

  it('assesses every company outside 门类 B, C and D on variant 2, with 数字化经营 and a report that says why', async () => {
    const records = await t.database.db.select().from(assessmentRecords).where(eq(assessmentRecords.status, '1'));
    const reports = await t.database.db.select().from(assessmentReports);
    const population = await t.database.db.select().from(companies);
    const services = [];
    for (const record of records) {
      const company = population.find((c) => c.id === record.companyId);
      const group = industryGroupOf(company?.industryCategory ?? '', company?.secondaryIndustry ?? '');
      expect({ id: record.id, group: record.industryGroup }).toEqual({ id: record.id, group });
      const report = reports.find((r) => r.recordId === record.id)?.content.report;
      expect(report?.evaluationType).toBe(group === 'services' ? '2' : '1');
      expect(report?.variantReason).toContain(group === 'services' ? '数字化经营' : '数字化生产');
      const areas = record.result?.level1.map((area) => area.id);
      expect(areas).toContain(group === 'services' ? 'A5' : 'A3');
      expect(areas).not.toContain(group === 'services' ? 'A3' : 'A5');
      if (group === 'services') services.push(company?.companyName);
    }
    expect(services.sort()).toEqual(
      [
        '太原市晋通汇达物流有限公司',
        '运城市禹都冷链仓储有限公司',
        '忻州晋北云仓物流有限公司',
        '太原市汾东星链软件有限公司',
        '晋中市惠民兴连锁超市有限公司',
        '大同市云中驿酒店管理有限公司',
        '阳泉市桃河建设工程有限公司',
      ].sort(),
    );
  });

  it('gives 并州智能 and 太行精铸 no record: tests start from them clean', async () => {
    expect(await recordsOf('bingzhou')).toEqual([]);
    expect(await recordsOf('taihang')).toEqual([]);
  });
});

type Entry = typeof assessmentBenchmarkEntries.$inferSelect;
/** Each company's latest entry. */
function latestPerCompany(entries: Entry[]): Entry[] {
  const latest = new Map<number, Entry>();
  for (const entry of entries) {
    const held = latest.get(entry.companyId);
    if (!held || held.completedAt < entry.completedAt) latest.set(entry.companyId, entry);
  }
  return [...latest.values()];
}

describe('reports a demo visitor opens', () => {
  it('sy_admin: two assessments, the later better; coking has too few peers, so 制造业', async () => {
    const [earlier, later] = await recordsOf('shengyuan');
    if (!earlier || !later) throw new Error('晟源焦化 should have two records');
    expect(later.answerType).toBe('2');
    const report = await preview('sy_admin', later.id);
    expect(report.benchmark.candidates.slice(0, 2)).toEqual([
      { scope: 'peer', label: '石油、煤炭及其他燃料加工业 · 大型企业', companyCount: 4 },
      { scope: 'industry', label: '石油、煤炭及其他燃料加工业', companyCount: 4 },
    ]);
    expect(report.benchmark.group).toMatchObject({ scope: 'category', label: '制造业' });
    expect(report.benchmark.group?.companyCount).toBeGreaterThanOrEqual(10);
    expect(report.benchmark.sizeNote).toContain('从业人员1000-2999人、营业收入10亿-50亿元，属大型企业');
    expect(report.trend.map((point) => point.recordId)).toEqual([String(earlier.id), String(later.id)]);
    const [first, second] = report.trend;
    expect(second?.totalScore).toBeGreaterThan(first?.totalScore ?? 100);
    expect(second?.level).toBeGreaterThan(first?.level ?? 5);
    expect(report.serviceProviderName).toBe('山西龙城工业互联网有限公司');
  });

  it('sy_admin’s first report counts 晟源 once, with that record, never against its later one (issue 29: record 14 vs 50)', async () => {
    const [earlier, later] = await recordsOf('shengyuan');
    const completedAt = earlier?.completedAt;
    if (!earlier || !completedAt || !later) throw new Error('晟源焦化 should have two records');
    const entries = await t.database.db.select().from(assessmentBenchmarkEntries);
    const manufacturing = (list: Entry[]) => list.filter((e) => e.industryCategory === 'C');
    const others = (list: Entry[]) => list.filter((e) => e.companyId !== earlier.companyId);
    const own = entries.filter((e) => e.recordId === earlier.id);
    const averageOf = (list: Entry[]) => list.reduce((sum, e) => sum + e.totalScore, 0) / list.length;
    const report = await preview('sy_admin', earlier.id);
    // Today: everyone else's latest, and this record.
    const today = manufacturing([...latestPerCompany(others(entries)), ...own]);
    expect(report.benchmarkToday.benchmark.group).toMatchObject({ scope: 'category', companyCount: today.length });
    expect(report.benchmarkToday.benchmark.group?.averageScore).toBeCloseTo(averageOf(today), 9);
    // Frozen: as of its completion, 240 days ago.
    const then = others(entries).filter((e) => e.completedAt <= completedAt);
    const frozenCount = manufacturing([...latestPerCompany(then), ...own]).length;
    expect(report.benchmark.candidates.find((c) => c.scope === 'category')?.companyCount).toBe(frozenCount);
    expect(frozenCount).toBeLessThan(today.length);
  });

  it('yc_admin (logistics): too few in its size class, 大类 and 门类, so the whole province', async () => {
    const [record] = await recordsOf('yuncang');
    const report = await preview('yc_admin', record?.id ?? 0);
    expect(report.benchmark.group?.scope).toBe('province');
    const [peer, industry, category, province] = report.benchmarkToday.benchmark.candidates;
    expect([peer?.label, industry?.label, category?.label]).toEqual([
      '装卸搬运和仓储业 · 小型企业',
      '装卸搬运和仓储业',
      '交通运输、仓储和邮政业',
    ]);
    expect(category?.companyCount).toBeLessThan(10);
    expect(province?.companyCount).toBe(DEMO_ASSESSED_COMPANIES.length + 7);
  });

  it('a small manufacturer falls back past its 大类 to 制造业 (the operator reads it)', async () => {
    const [record] = await recordsOf('jinhang');
    const report = await preview('operator', record?.id ?? 0);
    expect(report.benchmark.group).toMatchObject({ scope: 'category', label: '制造业' });
    expect(report.benchmark.candidates[0]).toMatchObject({ label: '通用设备制造业 · 小型企业' });
    expect(report.benchmark.candidates[1]?.companyCount).toBeLessThan(10);
  });

  it('lc_admin reads the 551 report it served; another provider does not', async () => {
    const [, served] = await recordsOf('shengyuan');
    expect((await preview('lc_admin', served?.id ?? 0)).recordId).toBe(String(served?.id));
    const other = await t.call(await t.tokenFor('sz_admin'), 'GET', `/api/dtmm/answer/previewReport/${served?.id}`);
    expect(other.status).toBe(404);
  });
});
