import {
  type BankQuestion,
  type BankVersion,
  DEFAULT_SCORING_PARAMETERS,
  type ExamArea,
  examMessages,
  LEVEL_DESCRIPTIONS,
  type ReportData,
  reportDataAnswer,
  reportMessages,
} from '@dtmm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { companies } from '../../companies/companies.table';
import { solutions } from '../../solutions/solutions.table';
import { users } from '../../users/users.table';
import { findPublishedVersion, insertPublishedVersion } from '../assessment.repository';
import { assessmentBankVersions, assessmentRecords } from '../assessment.table';
import { REPORT_CONTENT } from '../bank/report-content.data';
import { bumpBenchmarkStamp } from './report.repository';
import { assessmentBenchmarkEntries } from './report.table';

let t: TestApp;
let bank: BankVersion;
let adminA: string;
let adminB: string;
let provider: string;
let operator: string;
let newcomer: string;
let companyA = 0;
const ANSWER = '/api/dtmm/answer';
const RECOMMEND = '/api/dtmm/company/company/recommendServiceProvider';

beforeAll(async () => {
  t = await buildTestApp();
  // The peers below are counted by hand: start from a province without the demo's completed
  // assessments (their reports and benchmark entries go with them; the stamp moves as on a deletion).
  await t.database.db.delete(assessmentRecords);
  await bumpBenchmarkStamp(t.database.db, 1);
  bank = (await findPublishedVersion(t.database.db, 1)) as BankVersion;
  [adminA, adminB, provider, operator, newcomer] = (await Promise.all(
    ['bz_admin', 'th_admin', 'lc_admin', 'operator', 'newcomer'].map((name) => t.tokenFor(name)),
  )) as [string, string, string, string, string];
  const [a] = await t.database.db.select().from(users).where(eq(users.username, 'bz_admin'));
  companyA = a?.companyId ?? 0;
});
afterAll(() => t?.close());

const questionsOf = (tree: ExamArea[]) =>
  tree.flatMap((area) => area.children.flatMap((group) => group.children.flatMap((indicator) => indicator.children)));
const bankQuestion = (id: string) => bank.questions.find((question) => question.id === id) as BankQuestion;
/** The best option (every practice of a multiple choice), or the 'none' / weakest one. */
function choose(question: BankQuestion, pass: boolean): string[] {
  const sorted = [...question.options].sort((a, b) => b.credit - a.credit);
  if (!pass) return [(question.options.find((o) => o.exclusive) ?? sorted.at(-1))?.id ?? 'A'];
  if (question.questionType === 2) return question.options.filter((o) => !o.exclusive).map((o) => o.id);
  return [sorted[0]?.id ?? 'A'];
}

/** A group assessment through the API that passes level 1 and fails level 2: completed at level 1. */
async function completeAssessment(token: string, kind: Record<string, string> = { answerType: '0' }): Promise<string> {
  const created = await t.call(token, 'POST', `${ANSWER}/createExam`, { assessmentType: '2', ...kind });
  const recordId: string = created.body.data.record.id;
  let tree: ExamArea[] = created.body.data.questionTree;
  await t.call(token, 'POST', `${ANSWER}/acceptPledge/${recordId}`);
  for (const [level, pass] of [
    [1, true],
    [2, false],
  ] as const) {
    for (const question of questionsOf(tree)) {
      const userAnswer = choose(bankQuestion(question.id), pass).join(',');
      await t.call(token, 'POST', `${ANSWER}/submitAnswer`, { id: question.detailId, userAnswer });
    }
    const submitted = await t.call(token, 'POST', `${ANSWER}/submitQuestionnaire`, { recordId, level });
    expect(submitted.body.code).toBe(0);
    if (level === 1) tree = (await t.call(token, 'GET', `${ANSWER}/getExamTree/${recordId}`)).body.data.questionTree;
  }
  return recordId;
}

const preview = async (token: string | null, id: string): Promise<ReportData> => {
  const res = await t.call(token, 'GET', `${ANSWER}/previewReport/${id}`);
  expect(res.status).toBe(200);
  return reportDataAnswer.parse(res.body).data;
};
/** What was frozen: everything but the live peer figures and trend. */
const frozenPart = ({
  benchmark: _b,
  trend: _t,
  averageScore: _a,
  submittedCompanyCount: _s,
  levelPercentage: _l,
  scoreComparison: _c,
  ...rest
}: ReportData) => rest;

let recordA = '';
let reportA: ReportData;

describe('previewReport', () => {
  it('answers every report field of a completed record, consistent with its result', async () => {
    recordA = await completeAssessment(adminA);
    reportA = await preview(adminA, recordA);
    const detail = (await t.call(adminA, 'GET', `${ANSWER}/recordDetail/${recordA}`)).body.data;
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, companyA));
    expect(reportA).toMatchObject({
      recordId: recordA,
      companyName: company?.companyName,
      assessmentLevel: 1,
      assessmentLevelDesc: '初步建设',
      digitalTransformationLevel: 'L0',
      totalScore: detail.totalScore,
      assessmentTargetLevel: 2,
      assessmentTargetLevelDesc: LEVEL_DESCRIPTIONS[2],
      company: { socialCreditCode: company?.socialCreditCode, industry: expect.stringContaining('制造业') },
      report: { evaluationType: '1', bankVersion: 1 },
    });
    expect(reportA.assessmentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(reportA.report.reportNumber).toBe(`SXDT-${reportA.assessmentDate.slice(0, 4)}-${recordA.padStart(6, '0')}`);
    expect(reportA.report.verificationCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(reportA.levelScores.一级_数字化基础).toBe(detail.level1.find((a: { id: string }) => a.id === 'A1').score);
    expect(reportA.levelScores.三级_资金投入).toBe(detail.level3.find((i: { id: string }) => i.id === 'T01').score);
    expect(reportA.analysis.split('\n')[0]).toBe(detail.explanation);
    expect(reportA.selectedProductionIndicators).toHaveLength(14);
    const weak = reportA.areas.flatMap((area) => area.indicators.filter((i) => i.isWeak).map((i) => i.name));
    expect(reportA.weakIndicators).toEqual(weak);
    expect(weak.length).toBeGreaterThan(0);
    // Target 2: a weak gating indicator's suggestion is the advice of level 2; 成效 always level 1's.
    const t01 = reportA.areas[0]?.indicators.find((i) => i.id === 'T01');
    const row = (id: string) => REPORT_CONTENT.advice.find((r) => r.indicatorId === id);
    if (t01?.isWeak) expect(t01.suggestion).toBe(row('T01')?.levels[1]);
    for (const indicator of reportA.areas[3]?.indicators ?? []) {
      expect(indicator.suggestion).toBe(indicator.isWeak ? row(indicator.id)?.levels[0] : null);
    }
    expect(reportA.plan).toMatchObject({ targetLevel: 2, hasTarget: true, passesTarget: true });
    expect(reportA.trend).toEqual([
      expect.objectContaining({ recordId: recordA, totalScore: reportA.totalScore, level: 1, tier: 'L0' }),
    ]);
  });

  it('shows no peer figure below 10 companies and says so', () => {
    expect(reportA.submittedCompanyCount).toBe(1);
    expect(reportA.averageScore).toBeNull();
    expect(reportA.levelPercentage).toBeNull();
    expect(reportA.scoreComparison).toEqual({ industryAverage: null, companyScore: reportA.totalScore });
    expect(reportA.benchmark.group).toBeNull();
    expect(reportA.benchmark.candidates.map((c) => [c.scope, c.companyCount])).toEqual([
      ['peer', 1],
      ['industry', 1],
      ['province', 1],
    ]);
    expect(reportA.benchmark.statement).toContain('不足10家');
  });
});

/** Companies with a benchmark entry of known score and level (as if each had completed an assessment). */
async function addPeers(peers: { industry: string; employee: string; score: number; level: number }[]) {
  const db = t.database.db;
  for (const [i, peer] of peers.entries()) {
    const [company] = await db
      .insert(companies)
      .values({
        companyName: `对标企业${i}`,
        socialCreditCode: `91140100TEST${String(i).padStart(5, '0')}X`,
        industryCategory: peer.industry,
        employee: peer.employee,
        certificationStatus: 1,
      })
      .returning({ id: companies.id });
    const [record] = await db
      .insert(assessmentRecords)
      .values({
        companyId: company?.id ?? 0,
        answerType: '0',
        assessmentType: '2',
        bankVersion: 1,
        status: '1',
        assessmentLevel: peer.level,
        totalScore: peer.score,
        completedAt: new Date('2026-11-01T02:00:00Z'),
      })
      .returning({ id: assessmentRecords.id });
    await db.insert(assessmentBenchmarkEntries).values({
      companyId: company?.id ?? 0,
      bankVersion: 1,
      recordId: record?.id ?? 0,
      totalScore: peer.score,
      level: peer.level,
      areaA1: peer.score / 100,
      industryCategory: peer.industry,
      sizeBand: peer.employee === '4' ? 'medium' : 'small',
      completedAt: new Date('2026-11-01T02:00:00Z'),
    });
  }
  // As a completion does: the processes' cached group figures are stale from now on.
  await bumpBenchmarkStamp(db, 1);
}

describe('honest benchmarks', () => {
  // 并州 is 制造业 (C) with 300-999 staff (medium). Peers: 4 more C/medium → 5; C/small 6 → industry 11; G 2 → province 13.
  const medium = [10, 20, 30, 40].map((score) => ({ industry: 'C', employee: '4', score, level: 1 }));
  const small = [50, 60, 70, 80, 90, 5].map((score, i) => ({
    industry: 'C',
    employee: '2',
    score,
    level: (i % 5) + 1,
  }));
  const other = [15, 25].map((score) => ({ industry: 'G', employee: '2', score, level: 0 }));

  it('falls back from the peer group to the industry, with the hand-counted figures', async () => {
    await addPeers([...medium, ...small, ...other]);
    const report = await preview(adminA, recordA);
    const own = reportA.totalScore;
    const industryScores = [...medium, ...small].map((p) => p.score).concat(own);
    const average = industryScores.reduce((sum, score) => sum + score, 0) / industryScores.length;
    expect(report.benchmark.candidates.map((c) => [c.scope, c.companyCount])).toEqual([
      ['peer', 5],
      ['industry', 11],
      ['province', 13],
    ]);
    expect(report.benchmark.group).toMatchObject({ scope: 'industry', label: '制造业', companyCount: 11 });
    expect(report.benchmark.group?.averageScore).toBeCloseTo(average, 9);
    expect(report.benchmark.group?.percentile).toBeCloseTo(
      (100 * industryScores.filter((score) => score < own).length) / 11,
      9,
    );
    expect(report.scoreComparison.industryAverage).toBeCloseTo(average, 9);
    expect(report.benchmark.statement).toContain('同行业同规模企业（制造业 · 100-999人）仅5家');
    expect(report.benchmark.statement).toContain('共11家');
    expect(report.benchmark.asOf).not.toBe('');
    const distribution = report.benchmark.group?.scoreDistribution ?? [];
    expect(distribution).toHaveLength(10);
    expect(distribution.reduce((sum, band) => sum + band.count, 0)).toBe(11);
    // The province: 13 companies; levels 0 and 1 count together under 1.
    const levels = [...medium, ...small, ...other].map((p) => p.level).concat(1);
    expect(report.submittedCompanyCount).toBe(13);
    expect(report.averageScore).toBeCloseTo(
      [...medium, ...small, ...other].reduce((sum, p) => sum + p.score, own) / 13,
      9,
    );
    for (const key of ['1', '2', '3', '4', '5'] as const) {
      const count = levels.filter((level) => Math.max(level, 1) === Number(key)).length;
      expect(report.levelPercentage?.[key]).toBeCloseTo(count / 13, 9);
    }
  });
});

describe('fresh peer figures', () => {
  it('another company completing an assessment is counted by the next read', async () => {
    const before = (await preview(adminA, recordA)).submittedCompanyCount;
    await completeAssessment(adminB);
    expect((await preview(adminA, recordA)).submittedCompanyCount).toBe(before + 1);
  });
});

describe('a frozen report', () => {
  it('does not change when a new bank version with other advice, thresholds and weights is published', async () => {
    const before = frozenPart(await preview(adminA, recordA));
    const advice = REPORT_CONTENT.advice.map((row) => ({
      ...row,
      levels: row.levels.map((text) => `新版：${text}`) as typeof row.levels,
    }));
    await insertPublishedVersion(t.database.db, {
      version: 2,
      questions: bank.questions,
      parameters: { ...DEFAULT_SCORING_PARAMETERS, areaWeights: { A1: 0.1, A2: 0.1, A3: 0.1, A4: 0.7 } },
    });
    await t.database.db
      .update(assessmentBankVersions)
      .set({
        reportContent: {
          ...REPORT_CONTENT,
          advice,
          weakThresholds: { ...REPORT_CONTENT.weakThresholds, productionRatio: 1 },
        },
      })
      .where(eq(assessmentBankVersions.version, 2));
    expect(frozenPart(await preview(adminA, recordA))).toEqual(before);
  });
});

describe('recommendations', () => {
  const recommend = (token: string | null, names: string[], recordId?: string) =>
    t.call(token, 'POST', `${RECOMMEND}${recordId ? `?recordId=${recordId}` : ''}`, names as unknown as object);

  it('answers approved solutions of certified providers only, several providers per indicator', async () => {
    const db = t.database.db;
    const approved = await db.select().from(solutions).where(eq(solutions.tableFlag, '1'));
    const scenario = approved[0]?.serviceCategory[0] ?? '数字化系统';
    const [lc] = await db.select().from(users).where(eq(users.username, 'lc_admin'));
    const [hidden] = await db
      .insert(solutions)
      .values({
        companyId: lc?.companyId ?? 0,
        solutionName: '审核中的方案',
        serviceCategory: [scenario],
        serviceTarget: ['装备制造'],
        serviceArea: ['14'],
        contactPerson: '张工',
        contactPhone: '13800000000',
        imageFileIds: [],
        orderNumber: -1,
        tableFlag: '2',
      })
      .returning({ id: solutions.id });
    const res = await recommend(adminA, [scenario, '战略规划', '不是指标'], recordA);
    expect(res.body.code).toBe(0);
    const map = res.body.data as Record<string, { solutionId: string; providerId: string; newNum: number }[]>;
    expect(Object.keys(map)).toEqual([scenario, '战略规划']);
    const approvedIds = new Set(approved.map((s) => String(s.id)));
    for (const rows of Object.values(map)) {
      expect(rows.length).toBeLessThanOrEqual(3);
      expect(rows.map((r) => r.newNum)).toEqual(rows.map((_, i) => i + 1));
      expect(rows.every((r) => approvedIds.has(r.solutionId) && r.solutionId !== String(hidden?.id))).toBe(true);
      const offering = approved.filter((s) => s.serviceCategory.includes(scenario));
      const providers = new Set(offering.map((s) => s.companyId));
      if (rows === map[scenario] && providers.size > 1)
        expect(new Set(rows.map((r) => r.providerId)).size).toBeGreaterThan(1);
    }
  });

  it('top providers: three certified providers, public', async () => {
    const res = await t.call(null, 'GET', '/api/dtmm/company/company/recommendTopServiceProviders');
    expect(res.body.code).toBe(0);
    expect(res.body.data).toHaveLength(3);
    expect(res.body.data[0]).toEqual(
      expect.objectContaining({ companyName: expect.any(String), serviceProviderIntroduction: expect.any(String) }),
    );
  });

  it('refuses guests, and a record of another company', async () => {
    expect((await recommend(null, ['资金投入'])).status).toBe(401);
    expect((await recommend(adminB, ['资金投入'], recordA)).status).toBe(404);
    expect((await recommend(operator, ['资金投入'], recordA)).body.code).toBe(0);
  });
});

describe('who reads a report', () => {
  it('the company, operators; not guests, other companies or people without one', async () => {
    expect((await t.call(null, 'GET', `${ANSWER}/previewReport/${recordA}`)).status).toBe(401);
    for (const token of [adminB, provider, newcomer]) {
      expect((await t.call(token, 'GET', `${ANSWER}/previewReport/${recordA}`)).status).toBe(404);
    }
    expect((await preview(operator, recordA)).recordId).toBe(recordA);
    expect((await t.call(adminA, 'GET', `${ANSWER}/previewReport/99999999`)).status).toBe(404);
  });
});

describe('verification of a printed report', () => {
  it('confirms company, level and date by code, in any letter case; an unknown code is not found', async () => {
    const code = reportA.report.verificationCode;
    const res = await t.call(null, 'GET', `/api/dtmm/report/verify/${code.toLowerCase()}`);
    expect(res.body).toEqual({
      code: 0,
      msg: expect.any(String),
      data: {
        reportNumber: reportA.report.reportNumber,
        companyName: reportA.companyName,
        assessmentLevel: 1,
        assessmentLevelDesc: '初步建设',
        digitalTransformationLevel: 'L0',
        assessmentDate: reportA.assessmentDate,
        totalScore: reportA.totalScore,
        withdrawnAt: null,
      },
    });
    const unknown = await t.call(null, 'GET', '/api/dtmm/report/verify/AAAA-BBBB-CCCC');
    expect(unknown.body).toEqual({ code: 404, msg: reportMessages.unknownCode });
    expect((await t.call(null, 'GET', '/api/dtmm/report/verify/not-a-code')).status).toBe(400);
  });
});

describe('the trend and the benchmark entry over several assessments', () => {
  const entry = () =>
    t.database.db.select().from(assessmentBenchmarkEntries).where(eq(assessmentBenchmarkEntries.companyId, companyA));
  const withdraw = (token: string, id: string, reason?: string) =>
    t.call(token, 'POST', `${ANSWER}/withdrawRecord/${id}`, reason === undefined ? {} : { reason });
  let second = '';

  it('a second assessment adds a trend point and takes the company’s benchmark entry', async () => {
    second = await completeAssessment(adminA);
    const report = await preview(adminA, second);
    expect(report.trend.map((point) => point.recordId)).toEqual([recordA, second]);
    expect((await preview(adminA, recordA)).trend.map((point) => point.recordId)).toEqual([recordA]);
    expect((await entry()).map((row) => String(row.recordId)).sort()).toEqual([recordA, second].sort());
  });

  it('a completed record is not deleted, by anyone; a USER member may not withdraw it', async () => {
    const userA = await t.tokenFor('bz_user');
    for (const token of [adminA, userA]) {
      expect((await t.call(token, 'POST', `${ANSWER}/deleteRecord/${second}`)).body).toEqual({
        code: 400,
        msg: examMessages.completedNotDeletable,
      });
    }
    expect((await withdraw(userA, second, '数据有误')).status).toBe(403);
    expect((await withdraw(adminB, second, '数据有误')).status).toBe(404);
    expect((await withdraw(adminA, second, '   ')).body).toEqual({ code: 400, msg: '请填写撤回原因' });
    expect((await preview(adminA, second)).recordId).toBe(second);
  });

  it('the ADMIN withdraws it with a reason: verification says when, the report and peers let it go', async () => {
    const { verificationCode } = (await preview(adminA, second)).report;
    expect((await withdraw(adminA, second, '填报人员误选了选项')).body).toEqual({
      code: 0,
      msg: examMessages.withdrawn,
    });
    const verified = await t.call(null, 'GET', `/api/dtmm/report/verify/${verificationCode}`);
    const { withdrawnAt } = verified.body.data;
    expect(withdrawnAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(JSON.stringify(verified.body)).not.toContain('误选');
    expect((await t.call(adminA, 'GET', `${ANSWER}/previewReport/${second}`)).body).toEqual({
      code: 400,
      msg: examMessages.recordWithdrawn,
    });
    expect((await entry()).map((row) => String(row.recordId))).toEqual([recordA]);
    const listed = (await t.call(adminA, 'GET', `${ANSWER}/recordList?status=2`)).body.data;
    expect(listed).toEqual([
      expect.objectContaining({ id: second, status: '2', withdrawnAt, withdrawReason: '填报人员误选了选项' }),
    ]);
    expect((await withdraw(adminA, second, '再撤一次')).body).toEqual({
      code: 409,
      msg: examMessages.alreadyWithdrawn,
    });
  });
});

describe('the 551 provider’s trend (issue 28, 3)', () => {
  it('lists only the records the provider served, never the company’s other assessments', async () => {
    const [longcheng] = await t.database.db.select().from(users).where(eq(users.username, 'lc_admin'));
    const served = await completeAssessment(adminA, {
      answerType: '2',
      serviceProviderId: String(longcheng?.companyId),
    });
    expect((await preview(adminA, served)).trend.map((point) => point.recordId)).toEqual([recordA, served]);
    expect((await preview(provider, served)).trend.map((point) => point.recordId)).toEqual([served]);
    expect((await t.call(provider, 'GET', `${ANSWER}/previewReport/${recordA}`)).status).toBe(404);
  });
});
