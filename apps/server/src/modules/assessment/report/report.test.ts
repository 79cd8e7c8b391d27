import {
  type BankQuestion,
  type BankVersion,
  DEFAULT_SCORING_PARAMETERS,
  type ExamArea,
  examMessages,
  LEVEL_DESCRIPTIONS,
  type ReportContent,
  type ReportData,
  reportDataAnswer,
  reportMessages,
} from '@dtmm/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { companies } from '../../companies/companies.table';
import { solutions } from '../../solutions/solutions.table';
import { users } from '../../users/users.table';
import { findCurrentVersionNumber, findPublishedVersion, insertPublishedVersion } from '../assessment.repository';
import { assessmentBankVersions, assessmentRecords } from '../assessment.table';
import { bumpBenchmarkStamp, findEntriesSince } from './benchmark.repository';
import { assessmentBenchmarkEntries, assessmentBenchmarkStamps, assessmentReports } from './report.table';

let t: TestApp;
let bank: BankVersion;
/** The current version's report content: its advice is what a report of that version gives. */
let content: ReportContent;
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
  // Records start on the current version (2 on a fresh database) and compare with peers of that version.
  const version = (await findCurrentVersionNumber(t.database.db)) ?? 0;
  await t.database.db.delete(assessmentRecords);
  await bumpBenchmarkStamp(t.database.db, version);
  bank = (await findPublishedVersion(t.database.db, version)) as BankVersion;
  const [row] = await t.database.db
    .select({ reportContent: assessmentBankVersions.reportContent })
    .from(assessmentBankVersions)
    .where(eq(assessmentBankVersions.version, version));
  content = row?.reportContent as ReportContent;
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

/** A group assessment through the API that passes level 1 and has level 2 answered to fail, not yet submitted. */
async function answerToCompletion(token: string, kind: Record<string, string>): Promise<string> {
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
    if (level === 2) break;
    expect((await submitLevel(token, recordId, level)).body.code).toBe(0);
    tree = (await t.call(token, 'GET', `${ANSWER}/getExamTree/${recordId}`)).body.data.questionTree;
  }
  return recordId;
}

const submitLevel = (token: string, recordId: string, level: number) =>
  t.call(token, 'POST', `${ANSWER}/submitQuestionnaire`, { recordId, level });

/** A group assessment through the API that passes level 1 and fails level 2: completed at level 1. */
async function completeAssessment(token: string, kind: Record<string, string> = { answerType: '0' }): Promise<string> {
  const recordId = await answerToCompletion(token, kind);
  expect((await submitLevel(token, recordId, 2)).body.code).toBe(0);
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
      report: { evaluationType: '1', bankVersion: bank.version },
    });
    expect(reportA.assessmentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(reportA.report.reportNumber).toBe(`SXDT-${reportA.assessmentDate.slice(0, 4)}-${recordA.padStart(6, '0')}`);
    expect(reportA.report.verificationCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(reportA.levelScores.一级_数字化基础).toBe(detail.level1.find((a: { id: string }) => a.id === 'A1').score);
    expect(reportA.levelScores.三级_资金投入).toBe(detail.level3.find((i: { id: string }) => i.id === 'T01').score);
    expect(reportA.analysis.split('\n')[0]).toBe(detail.explanation);
    expect(reportA.selectedProductionIndicators).toHaveLength(14);
    // One priority list (issue 29 §3): the weak indicators are the plan's moves, in its order.
    const weak = reportA.areas
      .flatMap((area) => area.indicators.filter((i) => i.isWeak))
      .sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0));
    expect(weak.map((i) => i.id)).toEqual(reportA.plan.moves.map((move) => move.indicatorId));
    expect(reportA.weakIndicators).toEqual(weak.map((i) => i.name));
    expect(reportA.stageMeasures.map((m) => m.indicatorId)).toEqual(weak.map((i) => i.id));
    expect(weak.length).toBeGreaterThan(0);
    // Every level-1 answer was the best: each weak indicator's own level is 1, so its advice is level 2's
    // and no staged measure is level 1's; 成效 blocks no level and is never weak.
    const row = (id: string) => content.advice.find((r) => r.indicatorId === id);
    for (const indicator of weak) {
      expect(indicator).toMatchObject({ ownLevel: 1, adviceLevel: 2, suggestion: row(indicator.id)?.levels[1] });
    }
    expect(reportA.stageMeasures.flatMap((m) => m.measures.map((measure) => measure.level))).not.toContain(1);
    expect(reportA.areas[3]?.indicators.some((indicator) => indicator.isWeak)).toBe(false);
    expect(reportA.plan).toMatchObject({ targetLevel: 2, hasTarget: true, passesTarget: true });
    expect(reportA.trend).toEqual([
      expect.objectContaining({ recordId: recordA, totalScore: reportA.totalScore, level: 1, tier: 'L0' }),
    ]);
  });

  it('shows no peer figure below 10 companies and says so, with its size class and why', () => {
    expect(reportA.submittedCompanyCount).toBe(1);
    expect(reportA.averageScore).toBeNull();
    expect(reportA.levelPercentage).toBeNull();
    expect(reportA.scoreComparison).toEqual({ industryAverage: null, companyScore: reportA.totalScore });
    expect(reportA.benchmark.group).toBeNull();
    // 并州: 制造业 / 专用设备制造业, 300-999人 and 4亿-10亿元: 中型 under the 工业 standard.
    expect(reportA.benchmark.candidates).toEqual([
      { scope: 'peer', label: '专用设备制造业 · 中型企业', companyCount: 1 },
      { scope: 'industry', label: '专用设备制造业', companyCount: 1 },
      { scope: 'category', label: '制造业', companyCount: 1 },
      { scope: 'province', label: '全省', companyCount: 1 },
    ]);
    expect(reportA.benchmark.statement).toContain('不足10家');
    expect(reportA.benchmark.sizeNote).toBe(
      '按《统计上大中小微型企业划分办法（2017）》工业标准，从业人员300-999人、营业收入4亿-10亿元，属中型企业。',
    );
    expect(reportA.benchmarkToday.benchmark).toEqual(reportA.benchmark);
  });
});

interface Peer {
  category: string;
  division: string;
  sizeBand: string;
  score: number;
  level: number;
}

/** Companies with a benchmark entry of known score and level (as if each had completed an assessment). */
async function addPeers(peers: Peer[]) {
  const db = t.database.db;
  const known = await db.$count(companies);
  for (const [i, peer] of peers.entries()) {
    const [company] = await db
      .insert(companies)
      .values({
        companyName: `对标企业${known + i}`,
        socialCreditCode: `91140100TEST${String(known + i).padStart(5, '0')}X`,
        industryCategory: peer.category,
        secondaryIndustry: peer.division,
        certificationStatus: 1,
      })
      .returning({ id: companies.id });
    const [record] = await db
      .insert(assessmentRecords)
      .values({
        companyId: company?.id ?? 0,
        answerType: '0',
        assessmentType: '2',
        bankVersion: bank.version,
        status: '1',
        assessmentLevel: peer.level,
        totalScore: peer.score,
        completedAt: new Date(),
      })
      .returning({ id: assessmentRecords.id });
    // As another instance's completion writes it: the entry takes the version's next stamp.
    const stamp = await bumpBenchmarkStamp(db, bank.version);
    await db.insert(assessmentBenchmarkEntries).values({
      stamp,
      companyId: company?.id ?? 0,
      bankVersion: bank.version,
      recordId: record?.id ?? 0,
      totalScore: peer.score,
      level: peer.level,
      areaA1: peer.score / 100,
      industryCategory: peer.category,
      industryDivision: peer.division,
      sizeBand: peer.sizeBand,
      completedAt: new Date(),
    });
  }
}

describe('honest benchmarks', () => {
  // 并州 is 专用设备制造业 (C 35), 中型. Later peers: 4 more C35 中型 → 5; 6 C35 小型 → 大类 11;
  // 2 in another 大类 of 制造业 → 门类 13; 2 in logistics → province 15.
  const peers = (category: string, division: string, sizeBand: string, scores: number[]) =>
    scores.map((score, i) => ({ category, division, sizeBand, score, level: (i % 5) + 1 }));
  const medium = peers('C', '35', 'medium', [10, 20, 30, 40]);
  const small = peers('C', '35', 'small', [50, 60, 70, 80, 90, 5]);
  const food = peers('C', '14', 'medium', [35, 45]);
  const other = peers('G', '54', 'small', [15, 25]);

  it('keeps the report’s figures as they were at completion and shows today’s apart, with the hand-counted figures', async () => {
    await addPeers([...medium, ...small, ...food, ...other]);
    const report = await preview(adminA, recordA);
    // Frozen at completion: what the verification code certifies does not move.
    for (const key of [
      'benchmark',
      'averageScore',
      'submittedCompanyCount',
      'levelPercentage',
      'scoreComparison',
    ] as const) {
      expect(report[key]).toEqual(reportA[key]);
    }
    const { date, benchmark } = report.benchmarkToday;
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const own = reportA.totalScore;
    const industryScores = [...medium, ...small].map((p) => p.score).concat(own);
    const average = industryScores.reduce((sum, score) => sum + score, 0) / industryScores.length;
    expect(benchmark.candidates.map((c) => [c.scope, c.companyCount])).toEqual([
      ['peer', 5],
      ['industry', 11],
      ['category', 13],
      ['province', 15],
    ]);
    expect(benchmark.group).toMatchObject({ scope: 'industry', label: '专用设备制造业', companyCount: 11 });
    expect(benchmark.group?.averageScore).toBeCloseTo(average, 9);
    expect(benchmark.group?.percentile).toBeCloseTo(
      (100 * industryScores.filter((score) => score < own).length) / 11,
      9,
    );
    expect(benchmark.statement).toContain('同行业同规模企业（专用设备制造业 · 中型企业）仅5家');
    expect(benchmark.statement).toContain('共11家');
    expect(benchmark.sizeNote).toBe(reportA.benchmark.sizeNote);
    const distribution = benchmark.group?.scoreDistribution ?? [];
    expect(distribution).toHaveLength(10);
    expect(distribution.reduce((sum, band) => sum + band.count, 0)).toBe(11);
    // Levels 0 and 1 count together under 1; 并州 is at level 1.
    const levels = [...medium, ...small].map((p) => p.level).concat(1);
    for (const key of ['1', '2', '3', '4', '5'] as const) {
      const count = levels.filter((level) => Math.max(level, 1) === Number(key)).length;
      expect(benchmark.group?.levelPercentage[key]).toBeCloseTo(count / 11, 9);
    }
  });

  it('a report frozen before its figures were kept gets them as of its completion, and keeps them', async () => {
    const db = t.database.db;
    await db
      .update(assessmentReports)
      .set({ peerFigures: null })
      .where(eq(assessmentReports.recordId, Number(recordA)));
    const report = await preview(adminA, recordA);
    // The peers above completed after 并州: as of its completion, the province was 并州 alone.
    expect(report.benchmark.candidates.map((c) => c.companyCount)).toEqual([1, 1, 1, 1]);
    expect(report.benchmark.sizeNote).toBe('报告完成时按《统计上大中小微型企业划分办法（2017）》划为中型企业。');
    const [row] = await db
      .select()
      .from(assessmentReports)
      .where(eq(assessmentReports.recordId, Number(recordA)));
    expect(row?.peerFigures?.benchmark).toEqual(report.benchmark);
  });

  it('a record completed now is frozen with today’s figures', async () => {
    const later = await completeAssessment(adminB);
    const report = await preview(adminB, later);
    expect(report.submittedCompanyCount).toBe(16);
    expect(report.benchmark).toEqual(report.benchmarkToday.benchmark);
  });
});

describe('fresh peer figures', () => {
  it('another company completing an assessment is counted by the next read of today’s figures', async () => {
    const province = (report: ReportData) => report.benchmarkToday.benchmark.candidates.at(-1)?.companyCount;
    const before = await preview(adminA, recordA);
    const stampOf = async () =>
      (await t.database.db.select().from(assessmentBenchmarkStamps)).find((row) => row.bankVersion === bank.version)
        ?.stamp ?? 0;
    const stamp = await stampOf();
    await addPeers(peers1());
    // Every stamp since is an entry's, so the held population catches up by it instead of reading all.
    expect(await findEntriesSince(t.database.db, bank.version, stamp, await stampOf())).toHaveLength(1);
    const after = await preview(adminA, recordA);
    expect(province(after)).toBe((province(before) ?? 0) + 1);
    expect(after.submittedCompanyCount).toBe(before.submittedCompanyCount);
  });
});

describe('completions at once', () => {
  it('each report compares with the province as committed when it began; afterwards both count, each stamped once', async () => {
    const province = (report: ReportData) => report.benchmarkToday.benchmark.candidates.at(-1)?.companyCount ?? 0;
    const frozenProvince = (report: ReportData) => report.benchmark.candidates.at(-1)?.companyCount ?? 0;
    const [js, fc] = await Promise.all(['js_admin', 'fc_admin'].map((name) => t.tokenFor(name)));
    const before = province(await preview(adminA, recordA));
    const stamp = async () =>
      (await t.database.db.select().from(assessmentBenchmarkStamps)).find((row) => row.bankVersion === bank.version)
        ?.stamp ?? 0;
    const stampBefore = await stamp();
    const records = [await answerToCompletion(js as string, { answerType: '0' })];
    records.push(await answerToCompletion(fc as string, { answerType: '0' }));
    const submitted = await Promise.all([
      submitLevel(js as string, records[0] as string, 2),
      submitLevel(fc as string, records[1] as string, 2),
    ]);
    expect(submitted.map((res) => res.body.code)).toEqual([0, 0]);
    // Both companies are certified peers: each report has itself and the others committed when it was built.
    const reports = [
      await preview(js as string, records[0] as string),
      await preview(fc as string, records[1] as string),
    ];
    for (const report of reports) expect([before + 1, before + 2]).toContain(frozenProvince(report));
    expect(province(await preview(adminA, recordA))).toBe(before + 2);
    expect(await stamp()).toBe(stampBefore + 2);
    const stamps = await t.database.db
      .select({ stamp: assessmentBenchmarkEntries.stamp })
      .from(assessmentBenchmarkEntries)
      .where(inArray(assessmentBenchmarkEntries.recordId, records.map(Number)));
    expect(stamps.map((row) => row.stamp).sort()).toEqual([stampBefore + 1, stampBefore + 2]);
  });
});

const peers1 = (): Peer[] => [{ category: 'G', division: '54', sizeBand: 'small', score: 33, level: 1 }];

describe('a frozen report', () => {
  it('does not change when a new bank version with other advice, thresholds and weights is published', async () => {
    const before = frozenPart(await preview(adminA, recordA));
    const advice = content.advice.map((row) => ({
      ...row,
      levels: row.levels.map((text) => `新版：${text}`) as typeof row.levels,
    }));
    const next = bank.version + 1;
    await insertPublishedVersion(t.database.db, {
      version: next,
      questions: bank.questions,
      parameters: { ...DEFAULT_SCORING_PARAMETERS, areaWeights: { A1: 0.1, A2: 0.1, A3: 0.1, A4: 0.7, A5: 0 } },
      reportContent: { ...content, advice, weakThresholds: { ...content.weakThresholds, productionRatio: 1 } },
    });
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
      // Company A (专用设备制造业) is offered solutions for 装备制造, for 制造业 and general-purpose ones only.
      const fitting = (s: (typeof approved)[number]) =>
        s.serviceTarget.some((v) => ['装备制造', '制造业', '通用'].includes(v));
      const offering = approved.filter((s) => s.serviceCategory.includes(scenario) && fitting(s));
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

  it('a second assessment adds a trend point and a benchmark entry; each report counts the company once, with its own record', async () => {
    const province = (report: ReportData) => report.benchmarkToday.benchmark.candidates.at(-1)?.companyCount;
    const firstBefore = await preview(adminA, recordA);
    second = await completeAssessment(adminA);
    const report = await preview(adminA, second);
    expect(report.trend.map((point) => point.recordId)).toEqual([recordA, second]);
    const first = await preview(adminA, recordA);
    expect(first.trend.map((point) => point.recordId)).toEqual([recordA]);
    expect((await entry()).map((row) => String(row.recordId)).sort()).toEqual([recordA, second].sort());
    // Never against its own other record: the first report's province still has the company once.
    expect(province(first)).toBe(province(firstBefore));
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
