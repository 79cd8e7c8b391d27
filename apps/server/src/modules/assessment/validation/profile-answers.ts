import {
  type Answers,
  type BankQuestion,
  type BankVersion,
  type IndustryGroup,
  indicatorEntry,
  questionsAskedOf,
} from '@dtmm/shared';
import { achievableAnswers } from '@dtmm/shared/assessment/report/achievable-answers';
import type { CompanyProfile, PracticeCode } from './company-profile.types';

/**
 * A profile's answer set, derived mechanically from its practices and the bank's options, so the
 * bank can change under the profiles and each profile stays readable (docs/assessment-validation.md):
 * - a level the indicator fully has → the answer of full credit with the fewest options;
 * - the next level, when the indicator is partway into it → the partial answer (credit strictly
 *   between 0 and 1) nearest 0.6 ('+', most practices) or 0.3 ('~', a first step), the lower on a tie;
 * - every other level → the exclusive 'none' option;
 * - a 成效 question → the option whose label is the profile's band.
 */

const PARTIAL_TARGET = { '+': 0.6, '~': 0.3 } as const;
const SAME_VALUE = 1e-9;

interface ParsedCode {
  full: number;
  partial: keyof typeof PARTIAL_TARGET | null;
}

function parseCode(code: PracticeCode): ParsedCode {
  const suffix = code.at(-1);
  if (suffix === '+' || suffix === '~') return { full: Number(code.slice(0, -1)), partial: suffix };
  return { full: Number(code), partial: null };
}

function practiceOf(profile: CompanyProfile, indicatorId: string): PracticeCode {
  return profile.practices[indicatorId] ?? profile.practices.all;
}

function noneAnswer(question: BankQuestion): string[] {
  const none = question.options.find((option) => option.exclusive);
  if (!none) throw new Error(`${question.id}: no exclusive 'none' option to answer 'has nothing of this level'`);
  return [none.id];
}

function fullAnswer(question: BankQuestion): string[] {
  const best = achievableAnswers([question]).at(-1);
  if (!best || best.achievement < 1 - SAME_VALUE) throw new Error(`${question.id}: no answer earns full credit`);
  return best.answers[question.id] ?? [];
}

function partialAnswer(question: BankQuestion, target: number): string[] {
  const partials = achievableAnswers([question]).filter(
    (answer) => answer.achievement > SAME_VALUE && answer.achievement < 1 - SAME_VALUE,
  );
  const nearest = partials.reduce<(typeof partials)[number] | undefined>((best, answer) => {
    if (!best) return answer;
    const closer = Math.abs(answer.achievement - target) < Math.abs(best.achievement - target) - SAME_VALUE;
    return closer ? answer : best;
  }, undefined);
  if (!nearest) throw new Error(`${question.id}: no partial answer for a company partway into level ${question.level}`);
  return nearest.answers[question.id] ?? [];
}

function practiceAnswer(question: BankQuestion, code: PracticeCode): string[] {
  const { full, partial } = parseCode(code);
  if (question.level <= full) return fullAnswer(question);
  if (question.level === full + 1 && partial) return partialAnswer(question, PARTIAL_TARGET[partial]);
  return noneAnswer(question);
}

function resultAnswer(question: BankQuestion, profile: CompanyProfile): string[] {
  const band = profile.results[question.indicatorId];
  const option = question.options.find((candidate) => candidate.label === band);
  if (!option) throw new Error(`${profile.key}: no band '${band ?? '(missing)'}' in ${question.id}`);
  return [option.id];
}

/** Every question the company is asked, answered: levels the live flow never reaches included. */
export function profileAnswers(
  bank: BankVersion,
  profile: CompanyProfile,
  industryGroup: IndustryGroup,
  croppedIndicatorIds: readonly string[],
): Answers {
  const answers: Record<string, string[]> = {};
  for (const question of questionsAskedOf(bank.questions, industryGroup, croppedIndicatorIds)) {
    const gating = indicatorEntry(question.indicatorId)?.area.isGating;
    answers[question.id] = gating
      ? practiceAnswer(question, practiceOf(profile, question.indicatorId))
      : resultAnswer(question, profile);
  }
  return answers;
}
