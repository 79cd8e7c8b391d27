import { z } from 'zod';
import { envelopeOf } from '../common/envelope.schemas';
import { topic551Summary } from '../served-enterprises/served-enterprise.schemas';

/**
 * The insight dashboards (issue 19; docs/insight.md states what each figure counts): the province's
 * for operators (GET /api/admin/insight) and a company's for its ADMIN (GET /api/dtmm/insight/company).
 */

/** An indicator's province-wide average is shown only when at least this many companies answered it. */
export const INSIGHT_MINIMUM_SAMPLE = 5;
/** How many of the weakest indicators the province dashboard lists. */
export const INSIGHT_WEAKEST_COUNT = 10;

export const INSIGHT_MESSAGES = {
  year: '请选择正确的年份',
  city: '请选择本省的地市',
  industry: '请选择正确的行业门类',
  sampleRule: (minimum: number) => `仅统计至少${minimum}家企业作答的指标，并注明样本企业数`,
} as const;
const m = INSIGHT_MESSAGES;

/** An empty filter field means "any". */
const blankAsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);

/** GET /api/admin/insight?year=&cityCode=&industryCode=. */
export const insightQuery = z.object({
  /** A calendar year (China time); absent: the current year. */
  year: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ error: m.year })
      .int({ error: m.year })
      .min(1990, { error: m.year })
      .max(2200, { error: m.year })
      .optional(),
  ),
  /** A city of the province (GB/T 2260, four digits, e.g. 1401 太原市); the server checks it is the province's. */
  cityCode: z.preprocess(
    blankAsAbsent,
    z
      .string({ error: m.city })
      .regex(/^\d{4}$/, { error: m.city })
      .optional(),
  ),
  /** A 门类 of GB/T 4754-2017 (A–T). */
  industryCode: z.preprocess(
    blankAsAbsent,
    z
      .string({ error: m.industry })
      .regex(/^[A-T]$/, { error: m.industry })
      .optional(),
  ),
});
export type InsightQuery = z.infer<typeof insightQuery>;

const count = z.number().int();

/** One month of the year (1–12) and its figures. */
export const insightMonth = z.object({
  month: z.number().int(),
  /** Accounts registered (people, not operators). */
  users: count,
  /** Companies that joined the platform (created on their first approved certification). */
  companies: count,
  /** Enterprise and provider certifications approved. */
  certifiedEnterprises: count,
  certifiedProviders: count,
  /** Self-assessments (diagnosis and 551 topic) started and completed. */
  assessmentsStarted: count,
  assessmentsCompleted: count,
});
export type InsightMonth = z.infer<typeof insightMonth>;

/** A count per status of a workflow, every status present (0 where none). */
export const statusCount = z.object({ status: z.string(), label: z.string(), count });
export type StatusCount = z.infer<typeof statusCount>;

/** The average total score (0–100) of a group of assessed companies. */
export const scoreGroup = z.object({ code: z.string(), name: z.string(), companies: count, averageScore: z.number() });
export type ScoreGroup = z.infer<typeof scoreGroup>;

export const weakIndicator = z.object({
  id: z.string(),
  name: z.string(),
  /** Its second-level group and area, so the name reads in plain words: '数字化基础 · 数字化投入'. */
  groupName: z.string(),
  /** Average third-level score in [0, 1]. */
  averageScore: z.number(),
  /** Companies whose assessment included it. */
  sample: count,
});
export type WeakIndicator = z.infer<typeof weakIndicator>;

export const provinceInsight = z.object({
  year: z.number().int(),
  cityCode: z.string(),
  industryCode: z.string(),
  /** Totals of the year (the sums of `months`). */
  totals: insightMonth.omit({ month: true }),
  /** Companies certified now (enterprise / provider), whenever it happened. */
  certifiedNow: z.object({ enterprises: count, providers: count }),
  months: z.array(insightMonth),
  /** Companies by the level of their latest completed self-assessment of the year, levels 0–5. */
  levels: z.array(z.object({ level: z.number().int(), name: z.string(), companies: count })),
  averageByIndustry: z.array(scoreGroup),
  averageByCity: z.array(scoreGroup),
  averageBySize: z.array(scoreGroup),
  weakestIndicators: z.array(weakIndicator),
  /** The peer-sample rule in words, and its number. */
  sampleRule: z.object({ minimumCompanies: count, statement: z.string() }),
  topic551: topic551Summary,
  solutions: z.array(statusCount),
  formalApplications: z.array(statusCount),
});
export type ProvinceInsight = z.infer<typeof provinceInsight>;
export const provinceInsightAnswer = envelopeOf(provinceInsight);

export const assessmentPoint = z.object({
  recordId: z.string(),
  answerType: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss', China time. */
  completedAt: z.string(),
  level: z.number().int(),
  /** 'L0'…'L8', '' at level 0. */
  tier: z.string(),
  totalScore: z.number(),
});
export type AssessmentPoint = z.infer<typeof assessmentPoint>;

export const companyWeakIndicator = z.object({
  id: z.string(),
  name: z.string(),
  groupName: z.string(),
  score: z.number(),
  threshold: z.number(),
});

export const companyInsight = z.object({
  companyName: z.string(),
  isProvider: z.boolean(),
  /** Completed self-assessments, oldest first. */
  history: z.array(assessmentPoint),
  latest: assessmentPoint.nullable(),
  /** The weak indicators of the latest completed record's report, in its priority order (issue 29 §3). */
  weakIndicators: z.array(companyWeakIndicator),
  formalApplications: z.array(statusCount),
  /** A certified provider's own solutions and 551 served enterprises; null for any other company. */
  solutions: z.array(statusCount).nullable(),
  servedEnterprises: z.array(statusCount).nullable(),
});
export type CompanyInsight = z.infer<typeof companyInsight>;
export const companyInsightAnswer = envelopeOf(companyInsight);
