import { z } from 'zod';
import { ANSWER_TYPES, RECORD_STATUSES } from '../assessment/assessment-record.workflow';
import { pagedEnvelopeOf } from '../common/envelope.schemas';
import { pagingQuery } from '../common/paging';
import { insightQuery } from '../insight/insight.schemas';
import { adminKeyword } from './admin-users.schemas';

/**
 * The back office's list of assessment records (评估记录, GET /api/admin/assessments) and its export
 * (GET /api/admin/exports/assessments), which takes this same query (docs/exports.md).
 */
export const ADMIN_ASSESSMENT_MESSAGES = {
  status: '评估状态只能是 0（进行中）、1（已完成）或 2（已撤回）',
  answerType: '评估类型只能是 0（数字化转型诊断）、1（DCMM）或 2（551专题）',
  level: '评估等级只能是 0 到 5 的整数',
} as const;
const m = ADMIN_ASSESSMENT_MESSAGES;

/** An empty filter field means "any". */
const blankAsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);
const codeOf = <T extends Record<string, string>>(codes: T, error: string) =>
  z.preprocess(blankAsAbsent, z.enum(codes, { error }).optional());

export const ADMIN_ASSESSMENT_SORTS = ['createTime', 'completedAt', 'totalScore'] as const;
export type AdminAssessmentSort = (typeof ADMIN_ASSESSMENT_SORTS)[number];

/**
 * The filters: the year the record started in China time (absent: every year), the company's city and
 * 门类 (as the province dashboard takes them), the record's status and type, the level of a completed
 * record, and a keyword (the company's name contains it, or its exact credit code). Newest first.
 */
export const adminAssessmentListQuery = pagingQuery(ADMIN_ASSESSMENT_SORTS).extend({
  ...insightQuery.shape,
  status: codeOf(RECORD_STATUSES, m.status),
  answerType: codeOf(ANSWER_TYPES, m.answerType),
  level: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ error: m.level })
      .int({ error: m.level })
      .min(0, { error: m.level })
      .max(5, { error: m.level })
      .optional(),
  ),
  keyword: adminKeyword,
});
export type AdminAssessmentListQuery = z.infer<typeof adminAssessmentListQuery>;
/** The filters alone, as the page keeps them in its address and the export takes them. */
export type AdminAssessmentFilters = Omit<AdminAssessmentListQuery, 'page' | 'limit'>;

const text = z.string().nullable();

/** One row of the list: the record with its company, and once complete its level and scores. */
export const adminAssessmentItem = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  socialCreditCode: z.string(),
  cityCode: text,
  /** The city's name; '-' for none. */
  cityName: z.string(),
  industryCode: text,
  /** The 门类's name; '-' for none. */
  industryName: z.string(),
  /** ANSWER_TYPES, RECORD_STATUSES and ASSESSMENT_TYPES codes; the web shows the shared labels. */
  answerType: z.enum(ANSWER_TYPES),
  assessmentType: z.string(),
  status: z.enum(RECORD_STATUSES),
  /** '二级 · 场景应用' once completed (withdrawn records keep theirs); '-' otherwise or at level 0. */
  levelText: z.string(),
  /** 'L3' … ; null until complete and at level 0. */
  digitalTransformationLevel: text,
  totalScore: z.number().nullable(),
  createTime: z.string(),
  completedTime: text,
  withdrawnTime: text,
  withdrawReason: text,
});
export type AdminAssessmentItem = z.infer<typeof adminAssessmentItem>;
export const adminAssessmentListAnswer = pagedEnvelopeOf(adminAssessmentItem);
