import {
  type Answers,
  type Assessment,
  type AssessmentInput,
  type AssessmentLevel,
  type BankQuestion,
  type BankVersion,
  type EvaluationType,
  evaluateLevel,
  evaluationTypeOf,
  type IndustryGroup,
  industryGroupOf,
  industryGroupUnder,
  planImprovement,
  priorityList,
  type ReachedLevel,
} from '@dtmm/shared';
import type { CompanyProfile } from './company-profile.types';
import { profileAnswers } from './profile-answers';

/**
 * The proof that a bank version discriminates (issue 29 §6; docs/assessment-validation.md): written
 * company profiles scored as the live flow scores them, compared with the assessors' verdicts, and
 * every question's item–rest correlation over the profiles and the demo records.
 */

export const VALIDATION_THRESHOLDS = {
  /** Share of profiles whose level the model reproduces exactly. */
  level: 0.9,
  /** Share of profiles whose weak list the model reproduces (weakJaccard or better). */
  weak: 0.8,
  /** Share of profiles assessed on the variant the assessor named. */
  variant: 1,
  /** Two weak lists are the same when |A ∩ B| / |A ∪ B| reaches this (two empty lists agree). */
  weakJaccard: 0.75,
} as const;

/** One company's answers as the live flow stores them: only the levels it was asked. */
export interface Respondent {
  industryGroup: IndustryGroup;
  croppedIndicatorIds: readonly string[];
  answers: Answers;
}

export interface ModelVerdict {
  level: ReachedLevel;
  variant: EvaluationType;
  weak: string[];
}

export interface ProfileOutcome {
  profile: CompanyProfile;
  model: ModelVerdict;
  levelReproduced: boolean;
  variantReproduced: boolean;
  weakJaccard: number;
  weakReproduced: boolean;
  respondent: Respondent;
}

export interface ItemDiscrimination {
  questionId: string;
  indicatorId: string;
  level: AssessmentLevel;
  respondents: number;
  /** Pearson's r of the question's credit and the mean credit of the respondent's other questions at its level; null without variance. */
  itemRest: number | null;
}

export interface BankValidation {
  bankVersion: number;
  outcomes: ProfileOutcome[];
  levelRate: number;
  weakRate: number;
  variantRate: number;
  items: ItemDiscrimination[];
  negativeItems: ItemDiscrimination[];
  /** Every threshold met and no question with a negative item–rest correlation. */
  passes: boolean;
}

const LEVELS: readonly AssessmentLevel[] = [1, 2, 3, 4, 5];

export function jaccard(a: readonly string[], b: readonly string[]): number {
  const union = new Set([...a, ...b]);
  if (union.size === 0) return 1;
  return a.filter((id) => b.includes(id)).length / union.size;
}

/** Level by level as the live flow answers: the next level's questions only after the last one passed. */
function scoreAsLive(bank: BankVersion, respondent: Omit<Respondent, 'answers'>, all: Answers) {
  const answers: Record<string, readonly string[]> = {};
  const asked = bank.questions.filter((question) => all[question.id]);
  for (const level of LEVELS) {
    for (const question of asked) if (question.level === level) answers[question.id] = all[question.id] ?? [];
    const input = {
      bank,
      industryGroup: respondent.industryGroup,
      croppedIndicatorIds: respondent.croppedIndicatorIds,
      answers,
    };
    const decision = evaluateLevel(input, level);
    if (decision.callbackTag === 1) return { input, assessment: decision.assessment };
  }
  throw new Error('unreachable: passing level 5 ends an assessment');
}

function weakOf(input: AssessmentInput, assessment: Assessment): string[] {
  return priorityList(assessment, planImprovement(input, assessment)).map((priority) => priority.indicatorId);
}

export function scoreProfile(bank: BankVersion, profile: CompanyProfile): ProfileOutcome {
  const { category, division } = profile.industry;
  const industryGroup = industryGroupUnder(bank, industryGroupOf(category, division));
  const croppedIndicatorIds = profile.group ? [] : [...(profile.cropped ?? [])];
  const all = profileAnswers(bank, profile, industryGroup, croppedIndicatorIds);
  const { input, assessment } = scoreAsLive(bank, { industryGroup, croppedIndicatorIds }, all);
  const model: ModelVerdict = {
    level: assessment.level,
    variant: evaluationTypeOf(industryGroup),
    weak: weakOf(input, assessment),
  };
  const weakJaccard = jaccard(profile.verdict.weak, model.weak);
  return {
    profile,
    model,
    levelReproduced: model.level === profile.verdict.level,
    variantReproduced: model.variant === profile.verdict.variant,
    weakJaccard,
    weakReproduced: weakJaccard >= VALIDATION_THRESHOLDS.weakJaccard,
    respondent: { industryGroup, croppedIndicatorIds, answers: input.answers },
  };
}

/** The credit an answer earns, as the model counts it: the option's, or the capped sum of several. */
function creditOf(question: BankQuestion, optionIds: readonly string[]): number {
  const sum = question.options
    .filter((option) => optionIds.includes(option.id))
    .reduce((total, option) => total + option.credit, 0);
  return Math.min(1, sum);
}

function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  if (n < 2) return null;
  const mx = xs.reduce((s, x) => s + x, 0) / n;
  const my = ys.reduce((s, y) => s + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] as number) - mx;
    const dy = (ys[i] as number) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  // Below this a credit is constant up to rounding: no variance, nothing to correlate.
  if (sxx < 1e-12 || syy < 1e-12) return null;
  return sxy / Math.sqrt(sxx * syy);
}

/**
 * Item–rest correlation of every question: its credit against the rest of the same level, over every
 * respondent who answered it. The rest is the mean, not the sum, of the other questions' credits at
 * that level, since the two variants answer different numbers of questions (within one variant the
 * two give the same r); 成效 questions are asked at level 1 and count in its rest.
 */
export function itemDiscrimination(bank: BankVersion, respondents: readonly Respondent[]): ItemDiscrimination[] {
  const byId = new Map(bank.questions.map((question) => [question.id, question]));
  const credits = respondents.map((respondent) =>
    Object.entries(respondent.answers).flatMap(([questionId, optionIds]) => {
      const question = byId.get(questionId);
      return question ? [{ question, credit: creditOf(question, optionIds) }] : [];
    }),
  );
  return bank.questions.map((question) => {
    const xs: number[] = [];
    const ys: number[] = [];
    for (const answered of credits) {
      const own = answered.find((entry) => entry.question === question);
      const rest = answered.filter((entry) => entry.question !== question && entry.question.level === question.level);
      if (!own || rest.length === 0) continue;
      xs.push(own.credit);
      ys.push(rest.reduce((sum, entry) => sum + entry.credit, 0) / rest.length);
    }
    const { id: questionId, indicatorId, level } = question;
    return { questionId, indicatorId, level, respondents: xs.length, itemRest: pearson(xs, ys) };
  });
}

const share = (flags: readonly boolean[]) => (flags.length === 0 ? 0 : flags.filter(Boolean).length / flags.length);

/** The whole validation of one bank version on the profiles and the other respondents (the demo records). */
export function validateBank(
  bank: BankVersion,
  profiles: readonly CompanyProfile[],
  otherRespondents: readonly Respondent[],
): BankValidation {
  const outcomes = profiles.map((profile) => scoreProfile(bank, profile));
  const items = itemDiscrimination(bank, [...outcomes.map((outcome) => outcome.respondent), ...otherRespondents]);
  const negativeItems = items.filter((item) => item.itemRest !== null && item.itemRest < 0);
  const levelRate = share(outcomes.map((outcome) => outcome.levelReproduced));
  const weakRate = share(outcomes.map((outcome) => outcome.weakReproduced));
  const variantRate = share(outcomes.map((outcome) => outcome.variantReproduced));
  const passes =
    levelRate >= VALIDATION_THRESHOLDS.level &&
    weakRate >= VALIDATION_THRESHOLDS.weak &&
    variantRate >= VALIDATION_THRESHOLDS.variant &&
    negativeItems.length === 0;
  return { bankVersion: bank.version, outcomes, levelRate, weakRate, variantRate, items, negativeItems, passes };
}
