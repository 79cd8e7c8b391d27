import { z } from 'zod';
import { envelopeOf } from '../../common/envelope.schemas';
import { rowId } from '../../common/id.schemas';

/**
 * The report of a completed assessment (issue 15; assessment.md 3, Report data). GET
 * /api/dtmm/answer/previewReport/{id} answers `reportData`: the spec's fields first, then what our
 * report adds (areas with weak indicators and advice, the improvement plan, honest benchmarks, the
 * trend). Everything but `benchmarkToday` and `trend` was frozen when the record completed.
 * docs/assessment-report.md states every rule.
 */

const levelKey = z.enum(['1', '2', '3', '4', '5']);
/** Fractions of companies per level, keyed 1–5 (level 0 counts with 1); shown × 100 with 2 decimals. */
export const levelPercentage = z.record(levelKey, z.number());

/** A third-level indicator in the report: its score, its weak threshold and, when weak, its advice. */
export const reportIndicator = z.object({
  id: z.string(),
  name: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  /** The third-level score in [0, 1], unrounded. */
  score: z.number(),
  /**
   * The bank's reference line (for production: the ratio × the production score). Until issue 29 §3 a
   * score below it was weak; reports frozen since then take weakness from the priority list.
   */
  threshold: z.number(),
  /** On the report's priority list: the improvement plan's moves, what blocks the next level. */
  isWeak: z.boolean(),
  /**
   * The suggestion of the suggestions table (改进建议): for a weak indicator the advice of `adviceLevel`;
   * null for an indicator that is not weak. (Reports frozen before issue 29 §3: the target level's.)
   */
  suggestion: z.string().nullable(),
  /** A gating indicator's own level: its questions met the pass threshold at every level up to it. */
  ownLevel: z.number().int().optional(),
  /** A weak indicator's place in the priority list, 1 first (absent in reports frozen before issue 29 §3). */
  priority: z.number().int().optional(),
  /** The level a weak indicator's advice and measures are written for: its own level + 1, at most the target. */
  adviceLevel: z.number().int().optional(),
});
export type ReportIndicator = z.infer<typeof reportIndicator>;

export const reportArea = z.object({
  id: z.enum(['A1', 'A2', 'A3', 'A4', 'A5']),
  name: z.string(),
  /** The chapter 3 subtitle, e.g. '夯实数字化基础'. */
  subtitle: z.string(),
  /** The first-level score in [0, 1]; null when the area was not assessed (production left out). */
  score: z.number().nullable(),
  /** The area's share of the total. */
  weight: z.number(),
  indicators: z.array(reportIndicator),
});
export type ReportArea = z.infer<typeof reportArea>;

/** The staged measures of chapter 4 for one weak indicator: from its advice level up to the target. */
export const stageMeasure = z.object({
  indicatorId: z.string(),
  name: z.string(),
  measures: z.array(z.object({ level: z.number().int(), text: z.string() })),
  note: z.string(),
});
export type StageMeasure = z.infer<typeof stageMeasure>;

/** One move of the improvement plan: raise an indicator's achievement at the target level. */
export const planMove = z.object({
  indicatorId: z.string(),
  name: z.string(),
  areaId: z.string(),
  areaName: z.string(),
  /** Achievement at the target level now and after the move, in [0, 1]. */
  from: z.number(),
  to: z.number(),
  /** What the enterprise would then be able to tick: the option labels that reach `to`. */
  practices: z.array(z.string()),
  /** Points of the total score this move alone adds under the model. */
  scoreEffect: z.number(),
  /** A small step: `to − from` at most QUICK_WIN_STEP. */
  quickWin: z.boolean(),
});
export type PlanMove = z.infer<typeof planMove>;

export const improvementPlan = z.object({
  targetLevel: z.number().int(),
  /** false when level 5 is already reached: nothing to plan. */
  hasTarget: z.boolean(),
  /** The target level's achievement now and after every move; the pass threshold and area floor. */
  achievementBefore: z.number(),
  achievementAfter: z.number(),
  passThreshold: z.number(),
  areaFloor: z.number(),
  /** Every included gating indicator's floor at a level (0: no floor); absent from reports frozen before bank version 2. */
  indicatorFloor: z.number().optional(),
  /** Ordered by scoreEffect, largest first. */
  moves: z.array(planMove),
  /** The total score now and with every move made (the model run on the changed answers). */
  totalBefore: z.number(),
  totalAfter: z.number(),
  /** true when the model, run on the changed answers, passes the target level. */
  passesTarget: z.boolean(),
  summary: z.string(),
});
export type ImprovementPlan = z.infer<typeof improvementPlan>;

/** Narrowest first: the 大类 and size class, the 大类, the 门类, the province. */
export const BENCHMARK_SCOPES = ['peer', 'industry', 'category', 'province'] as const;
export type BenchmarkScope = (typeof BENCHMARK_SCOPES)[number];

/** A group of companies a report compares with, and how many it holds. */
export const benchmarkCandidate = z.object({
  scope: z.enum(BENCHMARK_SCOPES),
  /** '酒、饮料和精制茶制造业 · 中型企业', '酒、饮料和精制茶制造业', '制造业', '全省'. */
  label: z.string(),
  companyCount: z.number().int(),
});

export const benchmarkGroup = benchmarkCandidate.extend({
  averageScore: z.number(),
  /** Share of the group's companies (this one included) scoring below this company, 0–100. */
  percentile: z.number(),
  /** Mean first-level scores of the group, in [0, 1]; null for an area nobody in it was assessed on. */
  areaAverages: z.array(z.object({ id: z.string(), name: z.string(), score: z.number().nullable() })),
  levelPercentage,
  /** Companies per band of 10 points: [0,10), [10,20), …, [90,100]. */
  scoreDistribution: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
});
export type BenchmarkGroup = z.infer<typeof benchmarkGroup>;

export const benchmark = z.object({
  /** A figure is shown only on at least this many companies. */
  minimumCompanies: z.number().int(),
  /** The cut-off: the latest completion among the companies counted ('YYYY-MM-DD HH:mm:ss', '' if none). */
  asOf: z.string(),
  /** The narrowest group with enough companies; null when even the province has too few. */
  group: benchmarkGroup.nullable(),
  /** Every group considered, narrowest first, so the report can say why it fell back. */
  candidates: z.array(benchmarkCandidate),
  /** One sentence naming the group and its size, or why nothing is shown. */
  statement: z.string(),
  /** The company's size class under 统计上大中小微型企业划分办法（2017） and why, or why it has none. */
  sizeNote: z.string(),
});
export type Benchmark = z.infer<typeof benchmark>;

export const trendPoint = z.object({
  recordId: z.string(),
  date: z.string(),
  totalScore: z.number(),
  level: z.number().int(),
  tier: z.string(),
  /** First-level scores by area id; null where the area was not assessed. */
  areas: z.record(z.string(), z.number().nullable()),
});
export type TrendPoint = z.infer<typeof trendPoint>;

export const reportCompany = z.object({
  socialCreditCode: z.string(),
  /** The industry's words: '制造业 / 专用设备制造业'. */
  industry: z.string(),
  companyType: z.string(),
  registeredAddress: z.string(),
});

export const reportData = z.object({
  recordId: z.string(),
  answerType: z.string(),
  companyName: z.string(),
  assessmentLevel: z.number().int(),
  /** The level's name, '未达标' for 0. */
  assessmentLevelDesc: z.string(),
  /** 'L0'…'L8', '' at level 0. */
  digitalTransformationLevel: z.string(),
  /** Completion date 'YYYY-MM-DD' (China Standard Time). */
  assessmentDate: z.string(),
  totalScore: z.number(),
  /** The province at completion: each company's latest completed record of the bank version then; null below the minimum. */
  averageScore: z.number().nullable(),
  submittedCompanyCount: z.number().int(),
  levelPercentage: levelPercentage.nullable(),
  /** '一级_数字化基础', '二级_数字化投入', '三级_资金投入' → score in [0, 1]. */
  levelScores: z.record(z.string(), z.number()),
  /** The benchmark group's average (named industryAverage by the spec) and the company's total. */
  scoreComparison: z.object({ industryAverage: z.number().nullable(), companyScore: z.number() }),
  assessmentTargetLevel: z.number().int(),
  assessmentTargetLevelDesc: z.string(),
  /** Names of the business-area indicators (生产, or 经营 in its place) the assessment included. */
  selectedProductionIndicators: z.array(z.string()),
  company: reportCompany,
  report: z.object({
    /** '1' industry, with 数字化生产; '2' every other industry, with 数字化经营 in its place. */
    evaluationType: z.enum(['1', '2']),
    /** Why the company took that variant (its industry); absent from reports frozen before variants. */
    variantReason: z.string().optional(),
    reportNumber: z.string(),
    verificationCode: z.string(),
    bankVersion: z.number().int(),
    frozenAt: z.string(),
  }),
  /** The analysis text, paragraphs separated by newlines. */
  analysis: z.string(),
  /** The 551 provider who accompanied the assessment, '' when none. */
  serviceProviderName: z.string(),
  areas: z.array(reportArea),
  /** Names of every weak indicator (基础, 治理, 生产 and 成效), what recommendServiceProvider takes. */
  weakIndicators: z.array(z.string()),
  stageMeasures: z.array(stageMeasure),
  adviceNote: z.string(),
  plan: improvementPlan,
  /** The peer figures as they were when the record completed: what the verification code certifies. */
  benchmark,
  /** The same comparison made today ('截至今日'), shown apart from the frozen one. */
  benchmarkToday: z.object({ date: z.string(), benchmark }),
  /** The company's completed assessments up to this one, oldest first. */
  trend: z.array(trendPoint),
});
export type ReportData = z.infer<typeof reportData>;
export const reportDataAnswer = envelopeOf(reportData);

/** The peer figures, frozen with the report when the record completes (issue 29 §5). */
export type FrozenPeerFigures = Pick<
  ReportData,
  'benchmark' | 'averageScore' | 'submittedCompanyCount' | 'levelPercentage' | 'scoreComparison'
>;

/** The part of the report built from the record alone when it completes. */
export type FrozenReport = Omit<ReportData, keyof FrozenPeerFigures | 'benchmarkToday' | 'trend'> & {
  scoreComparison: { companyScore: number };
};

/** Best first: same GB/T 4754 大类, same 门类, general-purpose; another industry's solution is never recommended. */
export const RECOMMENDATION_MATCHES = ['secondary', 'category', 'general'] as const;
export type RecommendationMatch = (typeof RECOMMENDATION_MATCHES)[number];

/** POST /api/dtmm/company/company/recommendServiceProvider: body, and per indicator up to three providers. */
export const recommendBody = z.array(z.string().trim().min(1).max(40)).max(40);
export const recommendQuery = z.object({
  /** The record whose company's industry and city are preferred; the asker's company when absent. */
  recordId: rowId().optional(),
});
export const recommendedSolution = z.object({
  /** 1, 2, 3 within the indicator. */
  newNum: z.number().int(),
  /** The solution's name. */
  name: z.string(),
  solutionId: z.string(),
  providerId: z.string(),
  solution: z.object({ solutionDescription: z.string() }),
  serviceProvider: z.object({ companyName: z.string() }),
  /** How the solution fits the company: declared for its 大类, for its whole 门类, or for every industry (通用). */
  match: z.enum(RECOMMENDATION_MATCHES),
  /** Why it is recommended: '同为食品制造业 · 质量管理', '同为制造业 · 质量管理', '通用方案 · 质量管理'. */
  reason: z.string(),
});
export type RecommendedSolution = z.infer<typeof recommendedSolution>;
export const recommendAnswer = envelopeOf(z.record(z.string(), z.array(recommendedSolution)));

export const topProvider = z.object({
  id: z.string(),
  companyName: z.string(),
  serviceProviderIntroduction: z.string(),
  /** The industries it serves, comma-joined values of service.serviceTarget. */
  serviceIndustry: z.string(),
  solutionCount: z.number().int(),
  servedCount: z.number().int(),
});
export type TopProvider = z.infer<typeof topProvider>;
export const topProvidersAnswer = envelopeOf(z.array(topProvider));

/** GET /api/dtmm/report/verify/{code}: what a printed report's verification code confirms. */
export const verifyParams = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/, '验证码格式不正确'),
});
export const reportVerification = z.object({
  reportNumber: z.string(),
  companyName: z.string(),
  assessmentLevel: z.number().int(),
  assessmentLevelDesc: z.string(),
  digitalTransformationLevel: z.string(),
  assessmentDate: z.string(),
  totalScore: z.number(),
  /** When the company withdrew the report ('yyyy-MM-dd HH:mm:ss'); null while it stands. */
  withdrawnAt: z.string().nullable(),
});
export type ReportVerification = z.infer<typeof reportVerification>;
export const reportVerificationAnswer = envelopeOf(reportVerification);

export const reportMessages = {
  loadFailed: '获取报告数据失败',
  reloadFailed: '加载报告数据失败，请重试',
  generating: '正在生成本评估报告，请稍等...',
  pdfOk: 'PDF导出成功',
  pdfExportFailed: 'PDF导出失败，请重试',
  pdfFailed: 'PDF生成失败，请重试',
  downloadBusy: '有报告正在下载，请等待下载完成后再试',
  pdfBusy: '报告生成繁忙，请稍后再试',
  pdfTooOften: (seconds: number) => `生成报告PDF过于频繁，请 ${seconds} 秒后再试`,
  unknownCode: '未找到该验证码对应的报告，请核对后重试',
} as const;

/** Points per band of the score distribution and how many bands (0–100). */
export const SCORE_BAND = 10;
/** A peer figure rests on at least this many companies (assessment-design note 7). */
export const MINIMUM_PEERS = 10;
/** A move of the plan is a quick win when it raises the achievement by at most this much. */
export const QUICK_WIN_STEP = 0.4;
