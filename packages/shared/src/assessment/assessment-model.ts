import { explainAssessment } from './assessment-explanation';
import { evaluationTypeOf } from './assessment-variant';
import { type BankVersion, reachesThreshold, type ScoringParameters } from './bank-version';
import {
  type Area,
  type AreaId,
  type AssessmentLevel,
  assessesIndicator,
  type BankQuestion,
  BUSINESS_AREA_OF,
  INDICATOR_SYSTEM,
  type IndustryGroup,
  indicatorEntry,
} from './indicator-system';

/**
 * The assessment model of issue 14 as pure functions: a bank version, the enterprise's cropped
 * indicators and its answers in; every score, the level, the tier and the explanation out.
 * docs/assessment-model.md states the same rules in plain words with a worked example.
 */

/** Question id → the chosen option ids (the stored userAnswer, split at commas). */
export type Answers = Readonly<Record<string, readonly string[]>>;

export interface AssessmentInput {
  bank: BankVersion;
  /**
   * The company's industry group, fixed when the record started: it decides the variant (数字化生产 or
   * 数字化经营) and the 成效 bands asked. Records from before variants existed are 'otherIndustry'.
   */
  industryGroup?: IndustryGroup;
  /** The business-area indicators a non-group enterprise dropped (levelThreeCroppedIds); [] for groups. */
  croppedIndicatorIds: readonly string[];
  /** Every answer given so far; the levels answered are those with at least one answer. */
  answers: Answers;
}

export type AnswerProblem =
  | { kind: 'emptyAnswer'; questionId: string }
  | { kind: 'unknownOption'; questionId: string; optionId: string }
  | { kind: 'duplicateOption'; questionId: string; optionId: string }
  | { kind: 'severalForSingleChoice'; questionId: string }
  | { kind: 'exclusiveWithOthers'; questionId: string; optionId: string };

export type AssessmentInputProblem =
  | AnswerProblem
  | { kind: 'unknownIndicator'; indicatorId: string }
  | { kind: 'notCroppable'; indicatorId: string }
  | { kind: 'unknownQuestion'; questionId: string }
  | { kind: 'croppedQuestionAnswered'; questionId: string }
  | { kind: 'incompleteLevel'; level: AssessmentLevel; unansweredQuestionIds: string[] }
  | { kind: 'answeredAfterEnd'; level: AssessmentLevel }
  | { kind: 'notCurrentLevel'; level: AssessmentLevel; currentLevel: AssessmentLevel | null };

/** Inputs the model refuses to score: a caller's bug or a tampered request, never silently scored. */
export class AssessmentInputError extends Error {
  constructor(readonly problem: AssessmentInputProblem) {
    super(`assessment input refused: ${JSON.stringify(problem)}`);
    this.name = 'AssessmentInputError';
  }
}

/** Why a level failed: the overall mean below the pass threshold, or a gating area below the floor. */
export type FailedRule =
  | { rule: 'passThreshold'; mean: number; threshold: number }
  | { rule: 'areaFloor'; areaId: AreaId; mean: number; floor: number }
  | { rule: 'indicatorFloor'; indicatorId: string; name: string; achievement: number; floor: number };

export interface IndicatorAchievement {
  indicatorId: string;
  name: string;
  areaId: AreaId;
  achievement: number;
}
export interface AreaAchievement {
  areaId: AreaId;
  name: string;
  mean: number;
}
export interface LevelEvaluation {
  level: AssessmentLevel;
  /** The included gating indicators asked at this level. */
  indicators: IndicatorAchievement[];
  /** The gating areas with at least one of them. */
  areas: AreaAchievement[];
  /** Mean achievement over `indicators` (not weighted by area): "the achievement at this level". */
  overallMean: number;
  passed: boolean;
  failedRules: FailedRule[];
}

export type TransformationTier = `L${0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`;
export type ReachedLevel = 0 | AssessmentLevel;

export interface Score {
  id: string;
  name: string;
  /** Unrounded, in [0, 1]; round only for display (formatScore). */
  score: number;
}
export interface AreaScore extends Score {
  /** The area's share of the total after re-spreading over the areas present (sums to 1). */
  weight: number;
}
export interface Assessment {
  bankVersion: number;
  /** One per answered level, in order; only the last may have failed. */
  levels: LevelEvaluation[];
  /** The highest passed level; 0 is 未达标, shown '-'. */
  level: ReachedLevel;
  /** L0–L8; null at level 0 (shown '-'). */
  tier: TransformationTier | null;
  /** Ended: the last answered level failed, or level 5 passed. */
  completed: boolean;
  level1: AreaScore[];
  level2: Score[];
  level3: Score[];
  /** 100 × the weighted mean of the area scores, unrounded. */
  totalScore: number;
  explanation: string;
}

const AREA_OF_INDICATOR = new Map<string, Area>(
  INDICATOR_SYSTEM.flatMap((area) =>
    area.groups.flatMap((group) => group.indicators.map((indicator): [string, Area] => [indicator.id, area])),
  ),
);
const THIRD_LEVEL_INDICATORS = INDICATOR_SYSTEM.flatMap((area) => area.groups.flatMap((group) => group.indicators));
const LEVELS: readonly AssessmentLevel[] = [1, 2, 3, 4, 5];
const TOP_LEVEL: AssessmentLevel = 5;
const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/** What submitAnswer checks on every click: option ids of that question, one for single choice, 'none' alone. */
export function answerProblem(question: BankQuestion, optionIds: readonly string[]): AnswerProblem | null {
  const questionId = question.id;
  if (optionIds.length === 0) return { kind: 'emptyAnswer', questionId };
  if (question.questionType === 1 && optionIds.length > 1) return { kind: 'severalForSingleChoice', questionId };
  for (const [index, optionId] of optionIds.entries()) {
    const option = question.options.find((candidate) => candidate.id === optionId);
    if (!option) return { kind: 'unknownOption', questionId, optionId };
    if (optionIds.indexOf(optionId) !== index) return { kind: 'duplicateOption', questionId, optionId };
    if (option.exclusive && optionIds.length > 1) return { kind: 'exclusiveWithOthers', questionId, optionId };
  }
  return null;
}

/** The credit an answer earns: the option's for single choice, the capped sum for multiple choice. */
function answerCredit(question: BankQuestion, optionIds: readonly string[]): number {
  const problem = answerProblem(question, optionIds);
  if (problem) throw new AssessmentInputError(problem);
  const chosen = question.options.filter((option) => optionIds.includes(option.id));
  const sum = chosen.reduce((total, option) => total + option.credit, 0);
  return Math.min(1, sum);
}

function areaOf(indicatorId: string): Area {
  const area = AREA_OF_INDICATOR.get(indicatorId);
  if (!area) throw new AssessmentInputError({ kind: 'unknownIndicator', indicatorId });
  return area;
}

/** Whether a company of this industry group is asked a question at all (before cropping). */
export function isAskedOf(question: BankQuestion, industryGroup: IndustryGroup): boolean {
  const indicator = indicatorEntry(question.indicatorId);
  if (!indicator) throw new AssessmentInputError({ kind: 'unknownIndicator', indicatorId: question.indicatorId });
  if (!assessesIndicator(indicator, evaluationTypeOf(industryGroup))) return false;
  return !question.industryGroups || question.industryGroups.includes(industryGroup);
}

/**
 * The industry group a bank assesses a company as: its own, except that a bank from before 数字化经营
 * (version 1, or an operators' version copied from it) has nothing else to ask and takes it as industry.
 */
export function industryGroupUnder(bank: BankVersion, group: IndustryGroup): IndustryGroup {
  if (group !== 'services') return group;
  const servesServices = bank.questions.some((question) => indicatorEntry(question.indicatorId)?.area.id === 'A5');
  return servesServices ? group : 'otherIndustry';
}

/** Only indicators of the company's business area (生产 or 经营) may be cropped, and not the mandatory ones. */
export function isCroppable(indicatorId: string, industryGroup: IndustryGroup, parameters: ScoringParameters) {
  const indicator = indicatorEntry(indicatorId);
  const evaluationType = evaluationTypeOf(industryGroup);
  return (
    indicator !== undefined &&
    indicator.area.id === BUSINESS_AREA_OF[evaluationType] &&
    assessesIndicator(indicator, evaluationType) &&
    !parameters.mandatoryIndicatorIds.includes(indicatorId)
  );
}

function checkCropping(croppedIds: readonly string[], industryGroup: IndustryGroup, parameters: ScoringParameters) {
  for (const indicatorId of croppedIds) {
    areaOf(indicatorId);
    if (!isCroppable(indicatorId, industryGroup, parameters)) {
      throw new AssessmentInputError({ kind: 'notCroppable', indicatorId });
    }
  }
}

/** The questions a company is asked: its variant's, its industry group's, and not about what it cropped. */
export function questionsAskedOf(
  questions: readonly BankQuestion[],
  industryGroup: IndustryGroup,
  croppedIndicatorIds: readonly string[],
): BankQuestion[] {
  return questions.filter(
    (question) => isAskedOf(question, industryGroup) && !croppedIndicatorIds.includes(question.indicatorId),
  );
}

/** The bank's questions the enterprise is asked; answers to anything else are refused. */
function includedQuestions({ bank, croppedIndicatorIds, answers, industryGroup }: AssessmentInput): BankQuestion[] {
  const group = industryGroup ?? 'otherIndustry';
  checkCropping(croppedIndicatorIds, group, bank.parameters);
  const included = questionsAskedOf(bank.questions, group, croppedIndicatorIds);
  for (const questionId of Object.keys(answers)) {
    if (included.some((question) => question.id === questionId)) continue;
    const known = bank.questions.some((question) => question.id === questionId);
    throw new AssessmentInputError({ kind: known ? 'croppedQuestionAnswered' : 'unknownQuestion', questionId });
  }
  return included;
}

/** Levels 1…n where n is the highest level with an answer; each must be answered completely. */
function answeredLevels(questions: readonly BankQuestion[], answers: Answers): AssessmentLevel[] {
  const levelsWithAnswers = questions.filter((question) => answers[question.id]).map((question) => question.level);
  const highest = Math.max(0, ...levelsWithAnswers);
  const levels = LEVELS.filter((level) => level <= highest);
  for (const level of levels) {
    const unansweredQuestionIds = questions
      .filter((question) => question.level === level && !answers[question.id])
      .map((question) => question.id);
    if (unansweredQuestionIds.length > 0) {
      throw new AssessmentInputError({ kind: 'incompleteLevel', level, unansweredQuestionIds });
    }
  }
  return levels;
}

type Credits = ReadonlyMap<string, number>;

function creditsOf(questions: readonly BankQuestion[], answers: Answers): Credits {
  const credits = new Map<string, number>();
  for (const question of questions) {
    const optionIds = answers[question.id];
    if (optionIds) credits.set(question.id, answerCredit(question, optionIds));
  }
  return credits;
}

/** Achievement of each included gating indicator at a level: the mean credit of its level-L questions. */
function achievementsAt(level: AssessmentLevel, questions: readonly BankQuestion[], credits: Credits) {
  const byIndicator = new Map<string, number[]>();
  for (const question of questions) {
    if (question.level !== level || !areaOf(question.indicatorId).isGating) continue;
    const list = byIndicator.get(question.indicatorId) ?? [];
    list.push(credits.get(question.id) ?? 0);
    byIndicator.set(question.indicatorId, list);
  }
  return THIRD_LEVEL_INDICATORS.flatMap((indicator): IndicatorAchievement[] => {
    const indicatorCredits = byIndicator.get(indicator.id);
    if (!indicatorCredits) return [];
    const area = areaOf(indicator.id);
    return [{ indicatorId: indicator.id, name: indicator.name, areaId: area.id, achievement: mean(indicatorCredits) }];
  });
}

function evaluateLevelQuestionnaire(
  level: AssessmentLevel,
  questions: readonly BankQuestion[],
  credits: Credits,
  parameters: ScoringParameters,
): LevelEvaluation {
  const indicators = achievementsAt(level, questions, credits);
  const areas = INDICATOR_SYSTEM.flatMap((area): AreaAchievement[] => {
    const own = indicators.filter((indicator) => indicator.areaId === area.id);
    return own.length === 0
      ? []
      : [{ areaId: area.id, name: area.name, mean: mean(own.map((indicator) => indicator.achievement)) }];
  });
  const overallMean = mean(indicators.map((indicator) => indicator.achievement));
  const failedRules: FailedRule[] = [];
  if (!reachesThreshold(overallMean, parameters.passThreshold)) {
    failedRules.push({ rule: 'passThreshold', mean: overallMean, threshold: parameters.passThreshold });
  }
  for (const area of areas) {
    if (!reachesThreshold(area.mean, parameters.areaFloor)) {
      failedRules.push({ rule: 'areaFloor', areaId: area.areaId, mean: area.mean, floor: parameters.areaFloor });
    }
  }
  // A mean can hide a zero: a level also needs every indicator at the floor (0 turns the rule off).
  for (const { indicatorId, name, achievement } of indicators) {
    if (parameters.indicatorFloor > 0 && !reachesThreshold(achievement, parameters.indicatorFloor)) {
      failedRules.push({ rule: 'indicatorFloor', indicatorId, name, achievement, floor: parameters.indicatorFloor });
    }
  }
  return { level, indicators, areas, overallMean, passed: failedRules.length === 0, failedRules };
}

/** Level 1 is L0; a level k ≥ 2 is L(2k-3) below the upper-tier threshold and L(2k-2) from it. */
function tierOf(reached: LevelEvaluation | undefined, upperTierThreshold: number): TransformationTier | null {
  if (!reached) return null;
  if (reached.level === 1) return 'L0';
  const upper = reachesThreshold(reached.overallMean, upperTierThreshold);
  return `L${2 * reached.level - (upper ? 2 : 3)}` as TransformationTier;
}

/**
 * Third-level scores: a gating indicator's Σ of its achievements over the answered levels ÷ 5; a
 * 成效 indicator's band credit (the mean, should the bank ask more than one quantitative question).
 */
function indicatorScores(questions: readonly BankQuestion[], levels: readonly LevelEvaluation[], credits: Credits) {
  const achievements = levels.flatMap((evaluation) => evaluation.indicators);
  const scores = new Map<string, number>();
  for (const indicatorId of new Set(questions.map((question) => question.indicatorId))) {
    if (areaOf(indicatorId).isGating) {
      const own = achievements.filter((indicator) => indicator.indicatorId === indicatorId);
      scores.set(indicatorId, own.reduce((sum, indicator) => sum + indicator.achievement, 0) / TOP_LEVEL);
    } else {
      const own = questions.filter((question) => question.indicatorId === indicatorId);
      scores.set(indicatorId, mean(own.map((question) => credits.get(question.id) ?? 0)));
    }
  }
  return scores;
}

/** Second- and first-level scores are means of their included children; weights re-spread over areas present. */
function rollUp(scores: ReadonlyMap<string, number>, parameters: ScoringParameters) {
  const level3: Score[] = [];
  const level2: Score[] = [];
  const areas: Score[] = [];
  for (const area of INDICATOR_SYSTEM) {
    const groupScores: Score[] = [];
    for (const group of area.groups) {
      const children = group.indicators.flatMap((indicator): Score[] => {
        const score = scores.get(indicator.id);
        return score === undefined ? [] : [{ id: indicator.id, name: indicator.name, score }];
      });
      if (children.length === 0) continue;
      level3.push(...children);
      groupScores.push({ id: group.id, name: group.name, score: mean(children.map((child) => child.score)) });
    }
    if (groupScores.length === 0) continue;
    level2.push(...groupScores);
    areas.push({ id: area.id, name: area.name, score: mean(groupScores.map((group) => group.score)) });
  }
  const weightOf = (area: Score) => parameters.areaWeights[area.id as AreaId];
  const weightPresent = areas.reduce((sum, area) => sum + weightOf(area), 0);
  // Only reachable with operator weights of 0 on every area present: no share rather than NaN.
  const shareOf = (area: Score) => (weightPresent === 0 ? 0 : weightOf(area) / weightPresent);
  const level1 = areas.map((area): AreaScore => ({ ...area, weight: shareOf(area) }));
  const totalScore = 100 * level1.reduce((sum, area) => sum + area.weight * area.score, 0);
  return { level1, level2, level3, totalScore };
}

/** The whole model: every answered level evaluated, then the scores, the level, the tier and the explanation. */
export function assess(input: AssessmentInput): Assessment {
  const { bank, answers } = input;
  const questions = includedQuestions(input);
  const credits = creditsOf(questions, answers);
  const levels = answeredLevels(questions, answers).map((level) =>
    evaluateLevelQuestionnaire(level, questions, credits, bank.parameters),
  );
  const failed = levels.find((evaluation) => !evaluation.passed);
  if (failed && failed !== levels.at(-1)) {
    throw new AssessmentInputError({ kind: 'answeredAfterEnd', level: (failed.level + 1) as AssessmentLevel });
  }
  const passedLevels = levels.filter((evaluation) => evaluation.passed);
  const reached = passedLevels.at(-1);
  const assessment: Omit<Assessment, 'explanation'> = {
    bankVersion: bank.version,
    levels,
    level: reached?.level ?? 0,
    tier: tierOf(reached, bank.parameters.upperTierThreshold),
    completed: failed !== undefined || reached?.level === TOP_LEVEL,
    ...rollUp(indicatorScores(questions, levels, credits), bank.parameters),
  };
  return { ...assessment, explanation: explainAssessment(assessment, bank.parameters) };
}

export interface LevelDecision {
  /** 2: passed below level 5, the next level's questionnaire opens; 1: the assessment ends. */
  callbackTag: 1 | 2;
  nextLevel: AssessmentLevel | null;
  assessment: Assessment;
}

/** submitQuestionnaire: the level just submitted must be the last answered one. */
export function evaluateLevel(input: AssessmentInput, level: AssessmentLevel): LevelDecision {
  const assessment = assess(input);
  const current = assessment.levels.at(-1);
  if (current?.level !== level) {
    throw new AssessmentInputError({ kind: 'notCurrentLevel', level, currentLevel: current?.level ?? null });
  }
  if (assessment.completed) return { callbackTag: 1, nextLevel: null, assessment };
  return { callbackTag: 2, nextLevel: (level + 1) as AssessmentLevel, assessment };
}
