import { z } from 'zod';
import { examMessages } from '../assessment/assessment.schemas';
import { PLEDGE_VERSION, recordPledge } from '../assessment/pledge';
import { codeOf } from '../common/code.schemas';
import { envelopeOf } from '../common/envelope.schemas';

/**
 * The DCMM self-assessment (assessment.md 2–4, GB/T 36073-2018): a company questionnaire of 15
 * items whose answers give level 1 or 2, and an optional capability self-check over the 8 areas of
 * the standard. docs/dcmm.md states the rules and what the spec leaves open.
 */

/** The two parties the assessment tells apart: A owns data, B provides data services. */
export const DCMM_PARTY_TYPES = { owner: 'A', service: 'B' } as const;
export type DcmmPartyType = (typeof DCMM_PARTY_TYPES)[keyof typeof DCMM_PARTY_TYPES];
export const DCMM_PARTY_LABELS: Record<DcmmPartyType, string> = { A: '数据拥有方', B: '数据服务方' };
/**
 * Both readings of the spec are accepted: A/B, and service_dcmm/B where `service_dcmm` names the
 * data service party (the one question 4 also counts for). Stored as A or B.
 */
export const DCMM_PARTY_ALIASES: Record<string, DcmmPartyType> = { A: 'A', B: 'B', service_dcmm: 'B' };

export const DCMM_LEVELS = [
  { level: 1, name: '初始级' },
  { level: 2, name: '受管理级' },
  { level: 3, name: '稳健级' },
  { level: 4, name: '量化管理级' },
  { level: 5, name: '优化级' },
] as const;
export type DcmmLevel = (typeof DCMM_LEVELS)[number]['level'];
export const dcmmLevelName = (level: number) => DCMM_LEVELS.find((entry) => entry.level === level)?.name ?? '';
/** '一级 初始级' as the success modal and the lists say it. */
export const dcmmLevelTitle = (level: number) =>
  `${['', '一', '二', '三', '四', '五'][level] ?? level}级 ${dcmmLevelName(level)}`;

/** The option letter whose choice on a gate question keeps the company at level 1. */
export const DCMM_GATE_OPTION = 'D';

/** A checkbox item's 'none' option, worded exactly so: it can only be chosen alone. */
export const DCMM_NONE_LABELS: readonly string[] = ['以上均未实现', '暂无'];
export const isDcmmNoneOption = (option: { label: string }) => DCMM_NONE_LABELS.includes(option.label);

/** One item of the company questionnaire: radio ('1') or checkbox ('2'), options A–D and numbered extras. */
export const dcmmQuestion = z.object({
  id: z.string(),
  itemNumber: z.number().int(),
  name: z.string(),
  questionType: z.enum(['1', '2']),
  /** A plain-words note under the question. */
  questionDesc: z.string(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  /** The parties for which a D answer keeps the level at 1 ([] for the other questions). */
  gateFor: z.array(z.enum(['A', 'B'])),
});
export type DcmmQuestion = z.infer<typeof dcmmQuestion>;

/** One capability area of GB/T 36073 with five statements, one per level (the self-check). */
export const dcmmCapabilityArea = z.object({
  id: z.string(),
  name: z.string(),
  /** What the area covers, in plain words. */
  description: z.string(),
  /** Statement i describes level i+1. */
  statements: z.array(z.object({ level: z.number().int(), text: z.string() })),
});
export type DcmmCapabilityArea = z.infer<typeof dcmmCapabilityArea>;

/** GET /api/dtmm/dcmm/questionnaire: the published questionnaire (public, like the diagnosis bank). */
export const dcmmQuestionnaire = z.object({
  version: z.number().int(),
  questions: z.array(dcmmQuestion),
  capabilityAreas: z.array(dcmmCapabilityArea),
});
export type DcmmQuestionnaire = z.infer<typeof dcmmQuestionnaire>;
export const dcmmQuestionnaireAnswer = envelopeOf(dcmmQuestionnaire);

export const DCMM_MESSAGES = {
  unanswered: '请先完成所有题目！',
  partyType: '请选择评估对象类型',
  badAnswer: '答案选项不存在，请刷新页面后重新作答',
  singleChoice: '单选题只能选择一个选项',
  noneAlone: '“以上均未实现”“暂无”不能与其他选项同时选择',
  capabilityIncomplete: '请完成全部能力域的自查，或不填写自查',
  submitted: '提交成功',
  notFound: '评估记录不存在',
} as const;

const questionId = z.string().trim().min(1).max(20);
/** The chosen option values, comma-joined like submitAnswer's userAnswer, or an array. */
const userAnswer = z
  .union([z.string().max(100), z.array(z.string().max(10)).max(20)])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(',')).map((option) => option.trim()).filter((option) => option !== ''),
  );

/**
 * POST /api/dtmm/answer/add: the spec's fields (assessmentLevel, dcmmPartyType, answerType '1',
 * status '1') plus the answers and the accepted 真实性承诺. The server computes the level; a
 * client-sent level or status is ignored.
 */
export const dcmmSubmitBody = z.object({
  dcmmPartyType: z
    .string({ error: DCMM_MESSAGES.partyType })
    .refine((value) => Object.hasOwn(DCMM_PARTY_ALIASES, value), { error: DCMM_MESSAGES.partyType })
    .transform((value) => DCMM_PARTY_ALIASES[value] as DcmmPartyType),
  answerType: codeOf(['1'], '请选择评估类型').default('1'),
  assessmentLevel: z.unknown().optional(),
  status: z.unknown().optional(),
  /** Question id → chosen options; every question must be answered. */
  answers: z.record(questionId, userAnswer, { error: DCMM_MESSAGES.unanswered }),
  /** Capability area id → the level (1–5) whose statement fits; all 8 areas or none. */
  capability: z.record(z.string().max(20), z.coerce.number().int().min(1).max(5)).optional(),
  /**
   * The 真实性承诺 version the person accepted (1 or '1'). DCMM has no record before its one submit, so
   * the pledge comes with it; missing, or a version no longer current (an older page), is refused.
   */
  pledgeVersion: codeOf([String(PLEDGE_VERSION)], examMessages.pledgeRequired).transform(Number),
});
export type DcmmSubmitBody = z.input<typeof dcmmSubmitBody>;

/** What keeps a record at level 1: the gate questions answered D. */
export const dcmmGateFinding = z.object({ itemNumber: z.number().int(), questionName: z.string() });

export const dcmmCapabilityResult = z.object({
  id: z.string(),
  name: z.string(),
  level: z.number().int(),
  levelName: z.string(),
  statement: z.string(),
});

/** The answer of answer/add and of GET /api/dtmm/answer/dcmmDetail/{id}. */
export const dcmmRecord = z.object({
  id: z.string(),
  companyName: z.string(),
  answerType: z.literal('1'),
  status: z.literal('1'),
  dcmmPartyType: z.enum(['A', 'B']),
  dcmmPartyTypeName: z.string(),
  assessmentLevel: z.number().int(),
  /** '一级 初始级'. */
  levelTitle: z.string(),
  answerTime: z.string(),
  questionnaireVersion: z.number().int(),
  /** Why the level is 1 ([] at level 2). */
  gateFindings: z.array(dcmmGateFinding),
  /** Every question with the chosen option labels. */
  answers: z.array(z.object({ itemNumber: z.number().int(), questionName: z.string(), chosen: z.array(z.string()) })),
  /** The self-check, labelled as such: not a certified level. null when not taken. */
  capability: z.array(dcmmCapabilityResult).nullable(),
  /** The 真实性承诺 accepted with the submission; null for records submitted before it existed (migration 0020). */
  pledge: recordPledge,
});
export type DcmmRecord = z.infer<typeof dcmmRecord>;
export const dcmmRecordAnswer = envelopeOf(dcmmRecord);
