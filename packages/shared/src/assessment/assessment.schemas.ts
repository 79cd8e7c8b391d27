import { z } from 'zod';
import { codeOf } from '../common/code.schemas';
import { envelopeOf, pagedEnvelopeOf } from '../common/envelope.schemas';
import { rowIdParams } from '../common/id.schemas';
import { pagingQuery } from '../common/paging';
import { scoringParametersSchema } from './bank-version';
import { recordPledge } from './pledge';
import { bankTreeQuestion } from './question-bank.schemas';

/**
 * The exam calls of assessment.md 7 (createExam, getExamTree, submitAnswer, submitQuestionnaire).
 * docs/assessment-api.md shows examples and states what the spec leaves open.
 */

const indicatorName = z.string().trim().max(40);
const ANSWER_TYPE_REQUIRED = '请选择评估类型';

/** levelThreeCroppedIds: names of the dropped third-level indicators, comma-joined text or an array. */
export const createExamBody = z.object({
  levelThreeCroppedIds: z
    .union([z.string().max(2000), z.array(indicatorName).max(40)])
    .optional()
    .transform((value) =>
      (Array.isArray(value) ? value : (value ?? '').split(','))
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    ),
  assessmentType: codeOf(['1', '2'], '请选择企业类型'),
  answerType: codeOf(['0', '2'], ANSWER_TYPE_REQUIRED).default('0'),
  serviceProviderId: z
    .union([z.string().regex(/^\d{1,15}$/), z.number().int().positive().max(Number.MAX_SAFE_INTEGER)])
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : Number(value))),
});
export type CreateExamBody = z.input<typeof createExamBody>;

/** A question of an exam: the bank tree's question plus the record's answer to it. */
export const examQuestion = bankTreeQuestion.extend({
  /** `${recordId}:${questionId}`: what submitAnswer's `id` names. */
  detailId: z.string(),
  /** The chosen option values, comma-joined; '' while unanswered. */
  userAnswer: z.string(),
  /** Who saved the answer and when ('' while unanswered). */
  answeredBy: z.string(),
  answeredByName: z.string(),
  answerTime: z.string(),
  /** The stored answer's version (0 while none is stored): what submitAnswer's `version` echoes. */
  answerVersion: z.number().int(),
});
export type ExamQuestion = z.infer<typeof examQuestion>;

export const examIndicator = z.object({
  id: z.string(),
  value: z.string(),
  name: z.string(),
  indicatorLevel: z.literal(3),
  children: z.array(examQuestion),
});
export const examGroup = z.object({
  id: z.string(),
  value: z.string(),
  name: z.string(),
  children: z.array(examIndicator),
});
export const examArea = z.object({ id: z.string(), value: z.string(), name: z.string(), children: z.array(examGroup) });
export type ExamArea = z.infer<typeof examArea>;

export const examRecord = z.object({
  id: z.string(),
  companyId: z.string(),
  answerType: z.string(),
  assessmentType: z.string(),
  /** '0' in progress, '1' completed. */
  status: z.string(),
  /** The highest passed level so far (0 shows as '-'). */
  assessmentLevel: z.number().int(),
  /** The level whose questionnaire is being answered. */
  currentLevel: z.number().int(),
  bankVersion: z.number().int(),
  levelThreeCroppedIds: z.string(),
  /** The variant the record is assessed on: '1' with 数字化生产, '2' with 数字化经营 (fixed at its start). */
  evaluationType: z.enum(['1', '2']),
  serviceProviderId: z.string(),
  createTime: z.string(),
  /** The 真实性承诺 accepted for this record (acceptPledge); null until then. */
  pledge: recordPledge,
});
export type ExamRecord = z.infer<typeof examRecord>;

export const examAnswer = envelopeOf(z.object({ record: examRecord, questionTree: z.array(examArea) }));
export type ExamAnswer = z.infer<typeof examAnswer>;

export const examIdParams = rowIdParams;

export const DETAIL_ID_PATTERN = /^(\d{1,15}):([A-Za-z0-9-]{1,40})$/;

export const submitAnswerBody = z.object({
  /** The question's detailId from the exam tree. */
  id: z.string().regex(DETAIL_ID_PATTERN, '题目不存在'),
  /** Chosen option values, comma-joined. */
  userAnswer: z.string().max(200),
  /**
   * Orders one member's own saves of this answer in flight (e.g. Date.now() at the click, growing):
   * compared only with a save of the same member, never across members or with the server's clock.
   */
  seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  /**
   * The answer's version the client last saw (the exam tree's answerVersion, then each save's answer).
   * When another member has saved since, the save loses and the answer says so. Without it, the
   * latest save in the server's order stays.
   */
  version: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
/** What submitAnswer answers: whether this save was stored, and the answer stored after it. */
export const savedAnswer = z.object({
  stored: z.boolean(),
  /** The stored answer's version (0 when none is stored). */
  version: z.number().int(),
  /** The stored answer and who saved it when, as the exam tree shows them ('' while unanswered). */
  userAnswer: z.string(),
  answeredBy: z.string(),
  answeredByName: z.string(),
  answerTime: z.string(),
  /** '' unless the save lost to another member's: '该题已被 X 修改'. */
  message: z.string(),
});
export type SavedAnswer = z.infer<typeof savedAnswer>;
export const submitAnswerAnswer = envelopeOf(savedAnswer);

export const submitQuestionnaireBody = z.object({
  recordId: z.union([z.string().regex(/^\d{1,15}$/), z.number().int().positive().max(Number.MAX_SAFE_INTEGER)]),
  level: z.coerce.number().int().min(1).max(5),
  /** The record's own type counts; this one is only checked. */
  answerType: codeOf(['0', '1', '2'], ANSWER_TYPE_REQUIRED).optional(),
});
export const submitQuestionnaireAnswer = envelopeOf(
  z.object({
    ok: z.boolean(),
    /** true: the assessment ended (callback tag 1); false: the next level opens (tag 2). */
    end: z.boolean(),
    message: z.string(),
    /** The highest passed level and the next questionnaire's level (null when ended). */
    assessmentLevel: z.number().int(),
    nextLevel: z.number().int().nullable(),
  }),
);

const emptyAsAbsent = (values: readonly [string, ...string[]]) =>
  z
    .union([z.enum(values), z.literal('')])
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** GET /api/dtmm/answer/recordList: the company's own records, newest first by default. */
export const recordListQuery = pagingQuery(['createTime', 'id', 'totalScore'] as const).extend({
  answerType: emptyAsAbsent(['0', '1', '2']),
  status: emptyAsAbsent(['0', '1', '2']),
});
export type RecordListQuery = z.infer<typeof recordListQuery>;

export const recordItem = z.object({
  id: z.string(),
  companyName: z.string(),
  answerType: z.string(),
  assessmentType: z.string(),
  status: z.string(),
  /** The highest passed level (0 shows as '-'). */
  assessmentLevel: z.number().int(),
  currentLevel: z.number().int(),
  /** 'L0'…'L8'; '' until complete and at level 0. */
  digitalTransformationLevel: z.string(),
  /** null until complete. */
  totalScore: z.number().nullable(),
  /** Completion time of a completed record, else its start. */
  answerTime: z.string(),
  createTime: z.string(),
  serviceProviderId: z.string(),
  /** A DCMM record's party type (A or B); '' for the other answer types. */
  dcmmPartyType: z.string(),
  /** A withdrawn record's withdrawal ('yyyy-MM-dd HH:mm:ss') and the ADMIN's reason; '' otherwise. */
  withdrawnAt: z.string(),
  withdrawReason: z.string(),
});
export type RecordItem = z.infer<typeof recordItem>;
export const recordListAnswer = pagedEnvelopeOf(recordItem);

const score = z.object({ id: z.string(), name: z.string(), score: z.number() });

/** GET /api/dtmm/answer/recordDetail/{id}: the frozen result of a completed record. */
export const recordDetail = recordItem.extend({
  bankVersion: z.number().int(),
  level1: z.array(score.extend({ weight: z.number() })),
  level2: z.array(score),
  level3: z.array(score),
  explanation: z.string(),
  /** Every answered level's evaluation (achievements, the rules that failed). */
  levels: z.array(z.record(z.string(), z.unknown())),
  /** The thresholds and weights of the record's bank version: what the result was computed with. */
  parameters: scoringParametersSchema,
  /** The 真实性承诺 the company accepted before the result was computed; null for records completed before it existed. */
  pledge: recordPledge,
});
export const recordDetailAnswer = envelopeOf(recordDetail);

/** GET serviceProviderCompany/detailByRecord/{recordId}: the 551 provider linked to a record ('' when none). */
export const recordProvider = z.object({
  recordId: z.string(),
  serviceProviderId: z.string(),
  serviceProviderName: z.string(),
});
export type RecordProvider = z.infer<typeof recordProvider>;
export const recordProviderAnswer = envelopeOf(recordProvider);

export const WITHDRAW_REASON_MAX = 200;
export const withdrawReasonMessages = {
  required: '请填写撤回原因',
  tooLong: `撤回原因不能超过${WITHDRAW_REASON_MAX}个字`,
} as const;

/** POST /api/dtmm/answer/withdrawRecord/{id}: the company's ADMIN withdraws a completed record, saying why. */
export const withdrawRecordBody = z.object({
  reason: z
    .string()
    .trim()
    .min(1, withdrawReasonMessages.required)
    .max(WITHDRAW_REASON_MAX, withdrawReasonMessages.tooLong),
});
export type WithdrawRecordBody = z.infer<typeof withdrawRecordBody>;

export const examMessages = {
  providerRequired: '请选择服务商',
  providerUnknown: '所选服务商不存在或未认证',
  notCroppable: '默认勾选的评估指标为必答项，不可裁剪',
  groupMayNotCrop: '集团企业须完成全部评估指标，不可裁剪',
  unknownIndicator: '评估指标不存在',
  unanswered: '请先完成所有题目！',
  completed: '该评估已完成，不能再作答',
  notCurrentLevel: '该题不属于当前等级的问卷',
  badAnswer: '答案不符合该题的选项',
  questionMissing: '题目不存在',
  /** A save lost to another member's (or a member since deleted: the name is then unknown). */
  changedBy: (name: string) => `该题已被${name || '其他成员'}修改`,
  levelMismatch: '提交的等级与当前问卷等级不一致',
  pledgeRequired: '请先阅读并确认真实性承诺',
  noBank: '题库尚未发布',
  notCompleted: '该评估尚未完成，暂无评估结果',
  deleted: '删除成功',
  withdrawn: '撤回成功',
  alreadyWithdrawn: '该评估已撤回',
  recordWithdrawn: '该评估已由企业撤回，不再提供评估结果和报告',
  completedNotDeletable: '已完成的评估不能删除，可由企业管理员填写原因后撤回',
  passed: (level: number) => `恭喜您，已通过${level}级评估，可继续进行下一等级的评估`,
  ended: (level: number) =>
    level === 0 ? '评估已完成，本次未达到一级水平' : `评估已完成，您的企业数字化转型水平为${level}级`,
} as const;
