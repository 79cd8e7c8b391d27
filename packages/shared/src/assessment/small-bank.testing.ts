import type { Answers } from './assessment-model';
import { type BankVersion, DEFAULT_SCORING_PARAMETERS, type ScoringParameters } from './bank-version';
import type { AssessmentLevel, BankQuestion } from './indicator-system';

/**
 * The small hand-made bank of the model's golden tests (test support, not the real bank): six gating
 * indicators (资金投入 T01, 数据管理 T05, 战略规划 T09, 产品设计 T13 — croppable —, 计划排程 T15 and 采购管理
 * T23 — mandatory), one question each per level, and two 成效 band questions asked at level 1. Option
 * labels are `${questionId}-${index}`.
 */
export const LETTERS = ['A', 'B', 'C', 'D'];
/** Single choice: A 1, B 0.6, C 0.3, D 0. */
export const SINGLE = [1, 0.6, 0.3, 0];
/** 资金投入 is multiple choice: A 0.5, B 0.3, C 0.3, D '无' (exclusive, 0). */
export const MULTIPLE = [0.5, 0.3, 0.3, 0];
/** 成效 bands: A 1, B 0.8, C 0.4, D 0. */
export const BANDS = [1, 0.8, 0.4, 0];
export const GATING = ['T01', 'T05', 'T09', 'T13', 'T15', 'T23'];

export function question(id: string, indicatorId: string, level: AssessmentLevel, credits: number[]): BankQuestion {
  const isMultiple = indicatorId === 'T01';
  return {
    id,
    indicatorId,
    level,
    questionType: isMultiple ? 2 : 1,
    title: id,
    questionDesc: id,
    options: credits.map((credit, index) => ({
      id: LETTERS[index] ?? '?',
      label: `${id}-${index}`,
      credit,
      ...(isMultiple && index === 3 ? { exclusive: true } : {}),
    })),
  };
}

export const LEVELS: AssessmentLevel[] = [1, 2, 3, 4, 5];
export const GATING_QUESTIONS = LEVELS.flatMap((level) =>
  GATING.map((indicatorId) =>
    question(`${indicatorId}-L${level}-1`, indicatorId, level, indicatorId === 'T01' ? MULTIPLE : SINGLE),
  ),
);
export const RESULT_QUESTIONS = [question('T29-Q', 'T29', 1, BANDS), question('T31-Q', 'T31', 1, BANDS)];

export function bank(
  parameters: ScoringParameters = DEFAULT_SCORING_PARAMETERS,
  extra: BankQuestion[] = [],
): BankVersion {
  return { version: 1, questions: [...GATING_QUESTIONS, ...RESULT_QUESTIONS, ...extra], parameters };
}

/** One level's answers: indicator id → the chosen letters ('AB' is A and B). */
export function level(at: AssessmentLevel, picks: Record<string, string>): Answers {
  return Object.fromEntries(Object.entries(picks).map(([id, letters]) => [`${id}-L${at}-1`, [...letters]]));
}

export const BANDS_CHOSEN: Answers = { 'T29-Q': ['B'], 'T31-Q': ['C'] };
