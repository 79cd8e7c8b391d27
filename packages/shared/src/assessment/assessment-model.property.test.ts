import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AssessmentInput, assess } from './assessment-model';
import { type BankVersion, DEFAULT_SCORING_PARAMETERS } from './bank-version';
import type { AssessmentLevel, BankQuestion } from './indicator-system';

/**
 * The model's properties over generated credits and answers on a small bank (one group enterprise,
 * six gating indicators, two 成效 bands): scores stay in range, and raising a credit never lowers the
 * total. DTMM_FUZZ_SEED reproduces a run, DTMM_FUZZ_RUNS sets the runs of each property.
 */
const settings = {
  seed: Number(process.env.DTMM_FUZZ_SEED ?? 20_250_514),
  numRuns: Number(process.env.DTMM_FUZZ_RUNS ?? 300),
};
const LEVELS: AssessmentLevel[] = [1, 2, 3, 4, 5];
const INDICATORS = ['T01', 'T05', 'T09', 'T13', 'T15', 'T23', 'T29', 'T31'];
const OPTIONS = 4;
const isResult = (indicatorId: string) => indicatorId === 'T29' || indicatorId === 'T31';
/** Every multiple-choice question's last option is an exclusive 'none' with credit 0. */
const isNone = (question: BankQuestion, index: number) => question.questionType === 2 && index === OPTIONS - 1;

const SHAPE = INDICATORS.flatMap((indicatorId) =>
  (isResult(indicatorId) ? [1 as const] : LEVELS).map((level) => ({
    id: isResult(indicatorId) ? `${indicatorId}-Q` : `${indicatorId}-L${level}-1`,
    indicatorId,
    level,
    questionType: (['T01', 'T15'].includes(indicatorId) ? 2 : 1) as 1 | 2,
  })),
);

function bankWith(credits: number[][]): BankVersion {
  const questions = SHAPE.map((shape, questionIndex): BankQuestion => {
    const question: BankQuestion = { ...shape, title: shape.id, questionDesc: shape.id, options: [] };
    question.options = Array.from({ length: OPTIONS }, (_, index) => ({
      id: String.fromCharCode(65 + index),
      label: String(index),
      credit: isNone(question, index) ? 0 : (credits[questionIndex]?.[index] ?? 0),
      ...(isNone(question, index) ? { exclusive: true } : {}),
    }));
    return question;
  });
  return { version: 1, questions, parameters: DEFAULT_SCORING_PARAMETERS };
}

/** A choice per question: a bit mask over the options, turned into a valid answer for its type. */
function answerOf(question: BankQuestion, mask: number): string[] {
  const ids = question.options.map((option) => option.id);
  if (question.questionType === 1) return [ids[mask % OPTIONS] ?? 'A'];
  const chosen = ids.filter((_, index) => index < OPTIONS - 1 && mask & (1 << index));
  return chosen.length > 0 ? chosen : [ids[OPTIONS - 1] ?? 'D'];
}

/** Answers level by level while the previous level passes, as the server would unlock them. */
function climb(bank: BankVersion, masks: number[]): AssessmentInput {
  const input: AssessmentInput = { bank, croppedIndicatorIds: [], answers: {} };
  for (const level of LEVELS) {
    const answers = { ...input.answers };
    for (const [index, question] of bank.questions.entries()) {
      if (question.level === level) answers[question.id] = answerOf(question, masks[index] ?? 0);
    }
    input.answers = answers;
    if (assess(input).completed) break;
  }
  return input;
}

const credit = fc.integer({ min: 0, max: 10 }).map((tenths) => tenths / 10);
const credits = fc.array(fc.array(credit, { minLength: OPTIONS, maxLength: OPTIONS }), {
  minLength: SHAPE.length,
  maxLength: SHAPE.length,
});
const masks = fc.array(fc.nat({ max: 15 }), { minLength: SHAPE.length, maxLength: SHAPE.length });

describe(`assessment model properties (seed ${settings.seed}, ${settings.numRuns} runs each)`, () => {
  it('keeps every score in [0, 1] and the total in [0, 100]', () => {
    fc.assert(
      fc.property(credits, masks, (creditTable, maskList) => {
        const result = assess(climb(bankWith(creditTable), maskList));
        const scores = [...result.level1, ...result.level2, ...result.level3].map((score) => score.score);
        const achievements = result.levels.flatMap((level) => level.indicators.map((entry) => entry.achievement));
        for (const value of [...scores, ...achievements]) expect(value >= 0 && value <= 1).toBe(true);
        expect(result.totalScore >= 0 && result.totalScore <= 100).toBe(true);
      }),
      settings,
    );
  });

  it('never lowers the total nor the level when one option earns more', () => {
    const raise = fc.record({
      question: fc.nat({ max: SHAPE.length - 1 }),
      option: fc.nat({ max: OPTIONS - 1 }),
      by: credit,
    });
    fc.assert(
      fc.property(credits, masks, raise, (creditTable, maskList, { question, option, by }) => {
        const before = climb(bankWith(creditTable), maskList);
        const raised = creditTable.map((row, index) =>
          index === question ? row.map((value, at) => (at === option ? Math.min(1, value + by) : value)) : row,
        );
        const after = assess({ ...before, bank: bankWith(raised) });
        const original = assess(before);
        expect(after.totalScore).toBeGreaterThanOrEqual(original.totalScore - 1e-9);
        expect(after.level).toBeGreaterThanOrEqual(original.level);
      }),
      settings,
    );
  });
});
