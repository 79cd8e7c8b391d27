import { z } from 'zod';
import { envelopeOf } from '../common/envelope.schemas';

/** report.evaluationType: '1' industry, '2' every other 门类 (docs/assessment-variants.md). */
const evaluationType = z.enum(['1', '2']);
const industryGroup = z.enum(['energyIntensive', 'otherIndustry', 'services']);

/**
 * GET /api/dtmm/questionBank/tree (assessment.md 7): the current bank version's indicator tree,
 * first level → second level → third level (indicatorLevel 3) → that indicator's questions. Nodes
 * carry the spec's id, value, name and children; questions the spec's Question fields that do not
 * belong to an exam (no detailId, no userAnswer). docs/assessment-api.md shows an example.
 */

/** One option inside a question's `options` JSON text: the spec's value and label. */
export const bankTreeOption = z.object({
  value: z.string(),
  label: z.string(),
  /** Present (true) on the 'none' option that can only be chosen alone. */
  exclusive: z.literal(true).optional(),
});
export type BankTreeOption = z.infer<typeof bankTreeOption>;

export const bankTreeQuestion = z.object({
  /** The stable question id, e.g. 'T05-L3-1'. */
  id: z.string(),
  /** The question text. */
  name: z.string(),
  /** 1, 2, … in the order of the tree. */
  itemNumber: z.number().int(),
  /** 1 single choice, 2 multiple choice. */
  questionType: z.union([z.literal(1), z.literal(2)]),
  questionDesc: z.string(),
  /** JSON text of BankTreeOption[] (the spec delivers options as JSON text). */
  options: z.string(),
  /** The assessment level (1–5) whose questionnaire asks it. */
  level: z.number().int(),
  /** Names of its first-, second- and third-level indicator. */
  levelOne: z.string(),
  levelTwo: z.string(),
  levelThree: z.string(),
  /** The third-level indicator's stable id, e.g. 'T05'. */
  indicatorId: z.string(),
  isQuestion: z.literal(true),
  /**
   * Present on a question asked only of these industry groups (a 成效 band that differs by industry,
   * e.g. T28-Q-E for the energy-intensive); a question without it is asked of its variant's every company.
   */
  industryGroups: z.array(industryGroup).optional(),
});
export type BankTreeQuestion = z.infer<typeof bankTreeQuestion>;

/** A third-level indicator: `value` is its name, what levelThreeCroppedIds lists. */
export const bankTreeIndicator = z.object({
  id: z.string(),
  value: z.string(),
  name: z.string(),
  indicatorLevel: z.literal(3),
  /** A mandatory production indicator (默认勾选的评估指标为必答项，不可裁剪): its checkbox cannot be cleared. */
  isMandatory: z.boolean(),
  /** The variants assessed on it: a client shows a company only its own variant's indicators. */
  evaluationTypes: z.array(evaluationType),
  children: z.array(bankTreeQuestion),
});
export const bankTreeGroup = z.object({
  id: z.string(),
  value: z.string(),
  name: z.string(),
  children: z.array(bankTreeIndicator),
});
export const bankTreeArea = z.object({
  id: z.string(),
  value: z.string(),
  name: z.string(),
  /** 基础, 治理 and 生产 (or 经营) gate the levels; 成效 is measured. */
  isGating: z.boolean(),
  /** The variants assessed on any of its indicators (数字化生产 '1' only, 数字化经营 '2' only). */
  evaluationTypes: z.array(evaluationType),
  children: z.array(bankTreeGroup),
});
export type BankTreeArea = z.infer<typeof bankTreeArea>;

export const questionBankTreeAnswer = envelopeOf(z.array(bankTreeArea));
export type QuestionBankTreeAnswer = z.infer<typeof questionBankTreeAnswer>;
