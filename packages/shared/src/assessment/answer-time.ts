import type { BankTreeArea } from './question-bank.schemas';

/**
 * How long a self-assessment takes to answer (issue 29 §2): the intro and the service centre say it
 * from the questions of the published bank the company will see, not a fixed figure. A single choice
 * takes about 30 s to read and answer, a multiple choice about 45 s (several practices to weigh);
 * the sum is rounded up to whole 5 minutes (docs/assessment-api.md).
 */
export const ANSWER_SECONDS = { 1: 30, 2: 45 } as const;
const MINUTES_STEP = 5;

interface TimedQuestion {
  questionType: 1 | 2;
  level: number;
}

/** Minutes to answer these questions, rounded up to 5 (at least 5). */
export function answerMinutes(questions: readonly TimedQuestion[]): number {
  const seconds = questions.reduce((sum, question) => sum + ANSWER_SECONDS[question.questionType], 0);
  return Math.max(1, Math.ceil(seconds / (MINUTES_STEP * 60))) * MINUTES_STEP;
}

export interface AnswerTime {
  /** A company that stops at level 1 (fails it): level 1's questions. */
  min: number;
  /** A company that answers every level: all five levels' questions. */
  max: number;
}

/** The answer time of the questions a record asks (the bank's, less the cropped indicators'). */
export function answerTimeOf(questions: readonly TimedQuestion[]): AnswerTime {
  return { min: answerMinutes(questions.filter((question) => question.level === 1)), max: answerMinutes(questions) };
}

/** '约 20–85 分钟', or '约 20 分钟' when both ends meet. */
export const answerTimeText = ({ min, max }: AnswerTime) => (min === max ? `约 ${max} 分钟` : `约 ${min}–${max} 分钟`);

/** Every question of the public bank tree (questionBank/tree), all levels. */
export const bankTreeQuestions = (areas: readonly BankTreeArea[]) =>
  areas.flatMap((area) => area.children.flatMap((group) => group.children.flatMap((indicator) => indicator.children)));
