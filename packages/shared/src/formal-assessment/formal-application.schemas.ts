import { z } from 'zod';
import { envelopeOf, pagedEnvelopeOf } from '../common/envelope.schemas';
import { pagingQuery } from '../common/paging';
import { fileInfo } from '../files/file.schemas';
import { FORMAL_ASSESSMENT_TYPE_NAMES, FORMAL_STATUS_NAMES } from './formal-application.workflow';

export const FORMAL_MESSAGES = {
  assessmentType: '请选择评估类型',
  applicationLevel: '请选择申请等级',
  applicationRemark: '请填写申请备注',
  remarkTooLong: '申请备注不能超过1000个字符',
  invalidForm: '请完善表单信息',
  assessmentCount: '请填写评估次数',
  firstCount: '首次申请正式评估，评估次数为1',
  /** `level` as the application names it, e.g. '二级 受管理级'. */
  levelBelowSelf: (level: string) => `申请等级不能低于自评等级（${level}）`,
  submitted: '正式申请提交成功！',
  alreadyOpen: '该类型的正式评估申请正在处理中，请勿重复提交',
  evidenceIndicator: '佐证材料对应的评估指标不存在',
  evidenceFile: '佐证材料文件不存在或不属于本企业',
  evidenceCount: '每个指标最多上传5个佐证材料',
  evidenceDuplicate: '同一佐证材料不能重复添加',
  notFound: '正式评估申请不存在',
  conflict: '该申请状态已变化，请刷新后查看',
  scheduledDate: '请选择评估日期',
  scheduledDatePast: '评估日期不能早于今天',
  assessor: '请选择评估机构',
  assessorUnknown: '所选评估机构不存在或未认证',
  assessorIsCompanion: '该服务商是企业551专题的陪跑服务商，不能担任其正式评估机构',
  assessorIsApplicant: '申请企业不能担任本企业的正式评估机构',
  rejectReason: '请填写不予受理的原因',
  rejectReasonTooLong: '原因不能超过500个字符',
  resultLevel: '请选择评估结果等级',
  reportFile: '请上传评估报告',
  accepted: '已受理',
  rejected: '已不予受理',
  completed: '评估结果已录入',
} as const;
const m = FORMAL_MESSAGES;

export const FORMAL_REMARK_MAX = 1000;
export const FORMAL_EVIDENCE_PER_INDICATOR = 5;
/** The count a form offers when the company has applied for this type before (assessment.md 5). */
export const FORMAL_DEFAULT_REPEAT_COUNT = 2;

/** A whole number sent as a number or as digits (form values arrive either way). */
const wholeNumber = (error: string, min: number, max: number) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,6}$/),
      ],
      { error },
    )
    .transform(Number)
    .pipe(z.number().int({ error }).min(min, { error }).max(max, { error }));
const level = (error: string) => wholeNumber(error, 1, 5);

/** Files attached to one indicator: images (jpg/png ≤ 5 MB, purpose sitePhoto) or PDFs (≤ 20 MB, purpose report). */
export const formalEvidenceInput = z.object({
  indicatorId: z.string().trim().min(1).max(20),
  fileIds: z.array(z.string().max(40)).min(1).max(FORMAL_EVIDENCE_PER_INDICATOR, { error: m.evidenceCount }),
});

/**
 * POST /api/dtmm/company/companyacceptance/add (assessment.md 3, 5). A client-sent status is
 * ignored; the server checks the count rule against the company's earlier applications.
 */
export const formalApplicationInput = z.object({
  assessmentType: z.enum(FORMAL_ASSESSMENT_TYPE_NAMES, { error: m.assessmentType }),
  assessmentCount: wholeNumber(m.assessmentCount, 1, 99),
  applicationLevel: level(m.applicationLevel),
  applicationRemark: z
    .string({ error: m.applicationRemark })
    .trim()
    .min(1, { error: m.applicationRemark })
    .max(FORMAL_REMARK_MAX, { error: m.remarkTooLong }),
  evidence: z.array(formalEvidenceInput).max(40).default([]),
  status: z.unknown().optional(),
});
export type FormalApplicationInput = z.input<typeof formalApplicationInput>;

/** The company's latest completed self-assessment of the type, copied into the application when it is made. */
export const formalSelfAssessment = z.object({
  /** The diagnosis record or the DCMM record. */
  recordId: z.string(),
  level: z.number().int(),
  levelName: z.string(),
  /** null for DCMM (it has no score). */
  totalScore: z.number().nullable(),
  completedAt: z.string(),
  weakIndicators: z.array(z.object({ id: z.string(), name: z.string(), areaName: z.string() })),
});
export type FormalSelfAssessment = z.infer<typeof formalSelfAssessment>;

/** GET /api/dtmm/company/companyacceptance/prefill?assessmentType=: what the form starts from. */
export const formalPrefillQuery = z.object({
  assessmentType: z.enum(FORMAL_ASSESSMENT_TYPE_NAMES, { error: m.assessmentType }),
});
export const formalPrefill = z.object({
  assessmentType: z.enum(FORMAL_ASSESSMENT_TYPE_NAMES),
  /** No earlier application of this type pending, accepted or completed (a rejected one does not count): the count is 1 and fixed. */
  isFirst: z.boolean(),
  defaultCount: z.number().int(),
  /** The suggested level: the self-assessed level + 1, capped at 5 (1 without a self-assessment). */
  suggestedLevel: z.number().int(),
  /** The lowest level one may apply for: the self-assessed level (1 without a self-assessment). */
  lowestLevel: z.number().int(),
  /** An application of this type still being handled (the form says so and does not submit). */
  openApplicationId: z.string().nullable(),
  selfAssessment: formalSelfAssessment.nullable(),
  /** Indicators evidence may be attached to (the diagnosis' third-level indicators; DCMM's capability areas). */
  indicators: z.array(z.object({ id: z.string(), name: z.string(), areaName: z.string() })),
});
export type FormalPrefill = z.infer<typeof formalPrefill>;
export const formalPrefillAnswer = envelopeOf(formalPrefill);

export const formalEvidence = z.object({
  indicatorId: z.string(),
  indicatorName: z.string(),
  files: z.array(fileInfo),
});

/** One application as its company and the operators see it. */
export const formalApplication = z.object({
  id: z.string(),
  assessmentType: z.string(),
  assessmentTypeName: z.string(),
  assessmentCount: z.number().int(),
  applicationLevel: z.number().int(),
  applicationLevelName: z.string(),
  applicationRemark: z.string(),
  status: z.enum(FORMAL_STATUS_NAMES),
  statusLabel: z.string(),
  submissionTime: z.string(),
  company: z.object({ id: z.string(), companyName: z.string(), socialCreditCode: z.string() }),
  selfAssessment: formalSelfAssessment.nullable(),
  evidence: z.array(formalEvidence),
  /** The later steps ('' or null until reached). */
  scheduledDate: z.string(),
  assessorName: z.string(),
  acceptedAt: z.string(),
  rejectReason: z.string(),
  rejectedAt: z.string(),
  resultLevel: z.number().int().nullable(),
  resultLevelName: z.string(),
  reportFile: fileInfo.nullable(),
  completedAt: z.string(),
});
export type FormalApplication = z.infer<typeof formalApplication>;

export const formalApplicationListQuery = pagingQuery(['createTime', 'id'] as const);
export const formalApplicationListAnswer = pagedEnvelopeOf(formalApplication);
export const formalApplicationSubmitAnswer = envelopeOf(z.object({ id: z.string() }));

/** GET /api/admin/acceptances: the operators' queue. */
export const acceptanceQueueQuery = pagingQuery(['createTime', 'id'] as const).extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(FORMAL_STATUS_NAMES).optional()),
  assessmentType: z.preprocess((v) => (v === '' ? undefined : v), z.enum(FORMAL_ASSESSMENT_TYPE_NAMES).optional()),
  /** Company name or credit code, contained. */
  keyword: z.string().trim().max(50).optional(),
});
export type AcceptanceQueueQuery = z.infer<typeof acceptanceQueueQuery>;
export const acceptanceQueueAnswer = pagedEnvelopeOf(formalApplication);

/** GET /api/admin/acceptances/{id}: the application, the company and its latest self-assessment results. */
export const acceptanceReview = z.object({
  application: formalApplication,
  company: z.record(z.string(), z.unknown()),
  /** The latest completed self-assessment of the type as it is now (level-1/3 scores for the diagnosis). */
  latestSelfAssessment: z
    .object({
      recordId: z.string(),
      level: z.number().int(),
      levelName: z.string(),
      totalScore: z.number().nullable(),
      completedAt: z.string(),
      areas: z.array(z.object({ id: z.string(), name: z.string(), score: z.number() })),
      weakIndicators: z.array(z.object({ id: z.string(), name: z.string(), areaName: z.string() })),
    })
    .nullable(),
  /** The provider that accompanies the company in the 551 topic now, the latest (it cannot be the assessor). */
  companionProvider: z.object({ id: z.string(), companyName: z.string() }).nullable(),
  /**
   * Every company the server refuses as assessor although it is a certified provider, with the refusal's
   * message: the applicant itself and each provider that ever accompanied it in the 551 topic.
   */
  refusedAssessors: z.array(z.object({ id: z.string(), companyName: z.string(), reason: z.string() })),
  /** The audited steps, oldest first. */
  history: z.array(
    z.object({ action: z.string(), label: z.string(), at: z.string(), by: z.string(), note: z.string() }),
  ),
});
export type AcceptanceReview = z.infer<typeof acceptanceReview>;
export const acceptanceReviewAnswer = envelopeOf(acceptanceReview);

const idOfProvider = z
  .union([z.string().regex(/^\d{1,15}$/), z.number().int().positive().max(Number.MAX_SAFE_INTEGER)], {
    error: m.assessor,
  })
  .transform(Number);

export const acceptInput = z.object({
  scheduledDate: z.iso.date({ error: m.scheduledDate }),
  /** The assessing organisation: a certified provider's company id. */
  assessor: idOfProvider,
});
export const rejectAcceptanceInput = z.object({
  reason: z
    .string({ error: m.rejectReason })
    .trim()
    .min(1, { error: m.rejectReason })
    .max(500, { error: m.rejectReasonTooLong }),
});
export const completeAcceptanceInput = z.object({
  resultLevel: level(m.resultLevel),
  reportFileId: z.string({ error: m.reportFile }).trim().min(1, { error: m.reportFile }).max(40),
});
