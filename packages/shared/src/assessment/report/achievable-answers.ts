import type { BankQuestion } from '../indicator-system';

/**
 * Every achievement an indicator can reach at one level through its answers, each with one answer set
 * that reaches it, computed in the model's own order of operations (assessment-model.ts): a question's
 * credit is its option's (single choice) or the sum of its options in option order capped at 1
 * (multiple choice; an exclusive 'none' only alone); the indicator's achievement is the mean over its
 * questions at that level. Values within rounding are one value, reached by the fewest options.
 */
export interface AchievableAnswer {
  achievement: number;
  /** Question id → the chosen option ids, in option order. */
  answers: Record<string, string[]>;
}

/** Sums of decimal credits that agree to this are the same achievement. */
const SAME_VALUE = 1e-9;
/**
 * Keeps the enumeration bounded on any bank: the distinct values are few on decimal credits (the real
 * bank has at most a dozen per indicator); a pathological bank keeps an even spread of them instead.
 */
const MAX_VALUES = 256;

/** One answer to one question. */
interface Way {
  value: number;
  optionIds: string[];
}
/** Answers to the first questions of an indicator: the sum of their credits. */
interface Combination {
  sum: number;
  picks: string[][];
}

const optionCount = (picks: readonly string[][]) => picks.reduce((count, ids) => count + ids.length, 0);

/** Keeps an even spread of values, the lowest and the highest among them: every kept value stays exact. */
function bounded<T>(sorted: T[]): T[] {
  if (sorted.length <= MAX_VALUES) return sorted;
  const step = (sorted.length - 1) / (MAX_VALUES - 1);
  return Array.from({ length: MAX_VALUES }, (_, index) => sorted[Math.round(index * step)]).filter(
    (way): way is T => way !== undefined,
  );
}

/** One way per value, ascending: the one with the fewest options (the first found on a tie). */
function fewestPerValue<T>(ways: readonly T[], valueAt: (way: T) => number, countOf: (way: T) => number): T[] {
  const sorted = [...ways].sort((a, b) => valueAt(a) - valueAt(b));
  const kept: T[] = [];
  let runStart = Number.NEGATIVE_INFINITY;
  for (const way of sorted) {
    const last = kept.at(-1);
    if (last === undefined || valueAt(way) - runStart > SAME_VALUE) {
      kept.push(way);
      runStart = valueAt(way);
    } else if (countOf(way) < countOf(last)) {
      kept[kept.length - 1] = way;
    }
  }
  return bounded(kept);
}

const fewestWays = (ways: readonly Way[]) =>
  fewestPerValue(
    ways,
    (way) => way.value,
    (way) => way.optionIds.length,
  );

/**
 * The values one question can earn. Multiple choice is a walk over the options in order, so a subset's
 * sum is added up as the model adds it; capping on the way changes nothing since credits are ≥ 0.
 */
function waysToAnswer(question: BankQuestion): Way[] {
  const single = (optionId: string, credit: number): Way => ({ value: Math.min(1, credit), optionIds: [optionId] });
  if (question.questionType === 1)
    return fewestWays(question.options.map((option) => single(option.id, option.credit)));
  let subsets: Way[] = [];
  for (const option of question.options.filter((candidate) => !candidate.exclusive)) {
    const extended = subsets.map((way) => ({
      value: Math.min(1, way.value + option.credit),
      optionIds: [...way.optionIds, option.id],
    }));
    subsets = fewestWays([...subsets, single(option.id, option.credit), ...extended]);
  }
  const alone = question.options.filter((option) => option.exclusive).map((option) => single(option.id, option.credit));
  return fewestWays([...subsets, ...alone]);
}

/** The achievements an indicator's questions at one level can reach, ascending; [] without questions. */
export function achievableAnswers(questions: readonly BankQuestion[]): AchievableAnswer[] {
  if (questions.length === 0) return [];
  let combinations: Combination[] = [{ sum: 0, picks: [] }];
  for (const question of questions) {
    const ways = waysToAnswer(question);
    const next = combinations.flatMap((combination) =>
      ways.map((way) => ({ sum: combination.sum + way.value, picks: [...combination.picks, way.optionIds] })),
    );
    combinations = fewestPerValue(
      next,
      (combination) => combination.sum,
      (combination) => optionCount(combination.picks),
    );
  }
  return combinations.map((combination) => ({
    achievement: combination.sum / questions.length,
    answers: Object.fromEntries(questions.map((question, index) => [question.id, combination.picks[index] ?? []])),
  }));
}
