import { z } from 'zod';
import type { BankVersionStatus } from '../assessment/assessment-record.workflow';
import { BANK_LIMITS } from '../assessment/bank-check';
import { scoringParametersSchema } from '../assessment/bank-version';
import type { IndustryGroup } from '../assessment/indicator-system';
import { adviceRowSchema, reportContentSchema, weakThresholdsSchema } from '../assessment/report/report-content';
import { envelopeOf } from '../common/envelope.schemas';

/**
 * The operators' bank and model versions (issue 19, docs/bank-versions.md): view every version, copy
 * one to a draft, edit the draft's questions, options, credits, advice, weak and pass thresholds and
 * area weights, check it with the bank check, publish it. A published version never changes; new
 * assessments start on the newest published one; records and their reports keep theirs for ever.
 */
export const BANK_VERSION_STATUS_LABELS: Record<BankVersionStatus, string> = { draft: '草稿', published: '已发布' };

export const bankVersionMessages = {
  notFound: '题库版本不存在',
  questionNotFound: '题目不存在',
  indicatorNotFound: '指标不存在',
  published: '已发布的版本不能修改，请复制为草稿后编辑',
  draftExists: (version: number) => `已有草稿（第${version}版），请先发布或删除该草稿`,
  notDraft: '只能发布或删除草稿版本',
  checkFailed: (count: number) => `题库校验未通过（${count}个问题），不能发布`,
  copied: (version: number) => `已复制为草稿（第${version}版）`,
  saved: '保存成功',
  publishedNow: (version: number) => `第${version}版已发布，新开始的评估将使用该版本`,
  deleted: '草稿已删除',
} as const;

/** `{version}` of every route: a positive integer the database's integer column can hold. */
export const bankVersionParams = z.object({ version: z.coerce.number().int().positive().max(2_147_483_647) });
export const bankQuestionParams = bankVersionParams.extend({ questionId: z.string().min(1).max(20) });
export const bankAdviceParams = bankVersionParams.extend({ indicatorId: z.string().regex(/^T\d{2}$/) });

/** One row of GET /api/admin/bank-versions (newest first; there are few versions, so no paging). */
export const bankVersionSummary = z.object({
  version: z.number().int(),
  status: z.enum(['draft', 'published']),
  /** The newest published version: the one new assessments start on. */
  current: z.boolean(),
  questionCount: z.number().int(),
  /** Assessment records pinned to this version (any status). */
  recordCount: z.number().int(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  /** The version it was copied from; null for the seeded original. */
  copiedFrom: z.number().int().nullable(),
});
export type BankVersionSummary = z.infer<typeof bankVersionSummary>;
export const bankVersionListAnswer = envelopeOf(z.array(bankVersionSummary));

const option = z.object({
  id: z.string().regex(/^[A-Z]$/, '选项编号须为大写字母'),
  label: z.string().trim().min(1, '请填写选项内容').max(BANK_LIMITS.labelChars),
  credit: z.number().min(0).max(1),
  exclusive: z.boolean().optional(),
});

/** PUT …/questions/{questionId}: what an operator may change of a question (its id, indicator and level stay). */
export const bankQuestionEdit = z.object({
  questionType: z.union([z.literal(1), z.literal(2)]),
  title: z.string().trim().min(1, '请填写题目').max(BANK_LIMITS.titleChars),
  questionDesc: z.string().trim().min(1, '请填写题目说明').max(BANK_LIMITS.descChars),
  options: z.array(option).min(BANK_LIMITS.minOptions).max(26),
});
export type BankQuestionEdit = z.infer<typeof bankQuestionEdit>;

/** PUT …/advice/{indicatorId}: one row of the advice table (levels 1–5 and the note). */
export const bankAdviceEdit = adviceRowSchema.omit({ indicatorId: true });
export type BankAdviceEdit = z.infer<typeof bankAdviceEdit>;

/** PUT …/report-settings: the weak thresholds and the note under the suggestions. */
export const bankReportSettingsEdit = z.object({
  weakThresholds: weakThresholdsSchema,
  note: adviceRowSchema.shape.note,
});
export type BankReportSettingsEdit = z.infer<typeof bankReportSettingsEdit>;

/** PUT …/parameters: the scoring parameters (pass thresholds, area weights, mandatory indicators). */
export const bankParametersEdit = scoringParametersSchema;

const INDUSTRY_GROUPS = ['energyIntensive', 'otherIndustry', 'services'] as const satisfies readonly IndustryGroup[];

/** GET /api/admin/bank-versions/{version}: the whole version. */
export const bankVersionDetailAnswer = envelopeOf(
  bankVersionSummary.extend({
    parameters: scoringParametersSchema,
    /** As stored (a draft may hold what the check still refuses): the edit's fields plus id, indicator and level. */
    questions: z.array(
      z.object({
        id: z.string(),
        indicatorId: z.string(),
        level: z.number().int(),
        questionType: z.number().int(),
        title: z.string(),
        questionDesc: z.string(),
        options: z.array(
          z.object({ id: z.string(), label: z.string(), credit: z.number(), exclusive: z.boolean().optional() }),
        ),
        /** Asked only of these industry groups (a 成效 band per group, e.g. T28-Q-E); every company when absent. */
        industryGroups: z.array(z.enum(INDUSTRY_GROUPS)).readonly().optional(),
      }),
    ),
    reportContent: reportContentSchema,
  }),
);

/** GET …/check: every problem the bank check, the parameters and the report content find; empty when publishable. */
export const bankCheckAnswer = envelopeOf(z.object({ problems: z.array(z.string()) }));
/** POST …/copy: the new draft's number. */
export const bankCopyAnswer = envelopeOf(z.object({ version: z.number().int() }));
