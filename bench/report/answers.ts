// Answers to the real bank (bank.data.ts), chosen the way a company of a given maturity might: the
// report bench uses them both for the records it completes through the API and for the few dozen
// real results its 10,000 seeded records share.
import {
  type Answers,
  type Assessment,
  assess,
  type BankQuestion,
  type BankVersion,
  DEFAULT_SCORING_PARAMETERS,
} from '@dtmm/shared';
import { BANK_QUESTIONS } from '../../apps/server/src/modules/assessment/bank/bank.data';
import { BANK_V2_QUESTIONS } from '../../apps/server/src/modules/assessment/bank/v2/bank-v2.data';

/** The bank the platform publishes as version 1 on an empty database (assessment.seed.ts). */
export const BANK: BankVersion = { version: 1, questions: BANK_QUESTIONS, parameters: DEFAULT_SCORING_PARAMETERS };

// Version 2 last: where both versions have a question of one id, a record started now asks version 2's.
const byId = new Map([...BANK_QUESTIONS, ...BANK_V2_QUESTIONS].map((question) => [question.id, question]));
/** A question as a record started now asks it: of version 2, the platform's current bank, else of version 1. */
export const currentBankQuestion = (id: string): BankQuestion => {
  const question = byId.get(id);
  if (!question) throw new Error(`question ${id} is not in the bank`);
  return question;
};

/** A seeded generator, so a run can be repeated: the demo's own. */
export { mulberry32 as randomOf } from '../../apps/server/src/modules/assessment/demo/demo-answers';

/**
 * One answer of a company whose practices are in place with probability `quality`: the best option
 * of a single choice or one picked at random, each practice of a multiple choice, or the 'none' one.
 */
export function chooseAnswer(question: BankQuestion, quality: number, random: () => number): string[] {
  const practices = question.options.filter((option) => !option.exclusive);
  if (question.questionType === 2) {
    const chosen = practices.filter(() => random() < quality).map((option) => option.id);
    if (chosen.length > 0) return chosen;
    const none = question.options.find((option) => option.exclusive) ?? question.options[0];
    return [none?.id ?? 'A'];
  }
  const best = [...question.options].sort((a, b) => b.credit - a.credit)[0];
  if (random() < quality) return [best?.id ?? 'A'];
  return [question.options[Math.floor(random() * question.options.length)]?.id ?? 'A'];
}

/** The quality at a level: higher levels ask for practices fewer companies have. */
export const qualityAt = (quality: number, level: number) => Math.max(0.05, quality - 0.06 * (level - 1));

/** A group assessment answered level by level, as the questionnaire goes, until the model says it ended. */
export function assessedCompany(quality: number, random: () => number): { answers: Answers; result: Assessment } {
  const answers: Record<string, string[]> = {};
  for (let level = 1; level <= 5; level += 1) {
    for (const question of BANK_QUESTIONS.filter((q) => q.level === level))
      answers[question.id] = chooseAnswer(question, qualityAt(quality, level), random);
    const result = assess({ bank: BANK, croppedIndicatorIds: [], answers });
    if (result.completed) return { answers, result };
  }
  throw new Error('the model did not end after level 5');
}
