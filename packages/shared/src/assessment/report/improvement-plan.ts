import { formatScore } from '../assessment-explanation';
import {
  type Answers,
  type Assessment,
  type AssessmentInput,
  assess,
  type IndicatorAchievement,
  type LevelEvaluation,
  questionsAskedOf,
} from '../assessment-model';
import { reachesThreshold, type ScoringParameters } from '../bank-version';
import { ASSESSMENT_LEVELS, type AssessmentLevel, type BankQuestion, INDICATOR_SYSTEM } from '../indicator-system';
import { type AchievableAnswer, achievableAnswers } from './achievable-answers';
import { type ImprovementPlan, type PlanMove, QUICK_WIN_STEP } from './report.schemas';
import { targetLevelOf } from './report-content';

/**
 * The improvement plan (issue 15): for the target level T (the next one, targetLevelOf), the fewest
 * indicator moves that pass T under the model — which indicators, from what achievement to what.
 *
 * - A completed record below level 5 ended by failing T, so its last evaluation holds each included
 *   gating indicator's achievement a_i(T). (Defensively, a level-T question left unanswered gets its
 *   lowest answer, normally 0.) At level 5 there is no target.
 * - T passes when the mean of a_i(T) reaches passThreshold, every gating area's mean reaches
 *   areaFloor and every indicator reaches indicatorFloor. A move re-answers the level-T question(s) of one indicator; its reachable values come
 *   from the bank's options (achievable-answers.ts).
 * - Choice: every indicator below the indicator floor must move, so it goes first, to its best; then
 *   for each area below the floor, its indicators with the largest gain (best − a_i) moved to
 *   their best until the area reaches the floor; then, while the mean is short, the largest remaining
 *   gain. Among equal gains the one adding more to the total goes first (any of them keeps the count
 *   minimal, since the rules read only the achievements). Then each move, smallest gain first, is
 *   lowered to the smallest value above a_i that still passes with the others as they are.
 * - The model verifies: assess() on the changed answers gives passesTarget, totalAfter, achievementAfter
 *   and each `to`; a move's scoreEffect is assess() with that move alone minus the total now.
 * - Moves by scoreEffect, then the larger step, then indicator id; a step ≤ QUICK_WIN_STEP is a quick win.
 */

const SLACK = 1e-9;
const TOP_LEVEL = 5;

/** An included gating indicator of level T with what its level-T answers can reach (ascending). */
interface Candidate {
  indicator: IndicatorAchievement;
  questions: BankQuestion[];
  achievable: AchievableAnswer[];
  /** Points of the total its best answer alone adds: among equal gains, the larger goes first. */
  bestEffect: number;
}
type Targets = ReadonlyMap<string, AchievableAnswer>;

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
const bestOf = (candidate: Candidate) => candidate.achievable.at(-1);
const gainOf = (candidate: Candidate) => (bestOf(candidate)?.achievement ?? 0) - candidate.indicator.achievement;
const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Larger first; numbers equal within rounding tie. */
const descending = (a: number, b: number) => (Math.abs(a - b) > SLACK ? b - a : 0);
const byLargestGain = (a: Candidate, b: Candidate) =>
  descending(gainOf(a), gainOf(b)) ||
  descending(a.bestEffect, b.bestEffect) ||
  compareIds(a.indicator.indicatorId, b.indicator.indicatorId);
const bySmallestGain = (a: Candidate, b: Candidate) =>
  descending(gainOf(b), gainOf(a)) || compareIds(a.indicator.indicatorId, b.indicator.indicatorId);

const levelTitle = (level: AssessmentLevel) =>
  `${level}级（${ASSESSMENT_LEVELS.find((entry) => entry.level === level)?.name ?? ''}）`;
const areaNameOf = (areaId: string) => INDICATOR_SYSTEM.find((area) => area.id === areaId)?.name ?? '';

/** The pass rule of the model on level-T achievements with some indicators moved: the search's test. */
function levelCheck(evaluation: LevelEvaluation, parameters: ScoringParameters) {
  const achievementsWith = (targets: Targets) =>
    evaluation.indicators.map((indicator) => ({
      areaId: indicator.areaId,
      achievement: targets.get(indicator.indicatorId)?.achievement ?? indicator.achievement,
    }));
  const areaReaches = (targets: Targets, areaId: string) => {
    const own = achievementsWith(targets).filter((indicator) => indicator.areaId === areaId);
    return reachesThreshold(mean(own.map((indicator) => indicator.achievement)), parameters.areaFloor);
  };
  const overallReaches = (targets: Targets) =>
    reachesThreshold(
      mean(achievementsWith(targets).map((indicator) => indicator.achievement)),
      parameters.passThreshold,
    );
  const belowFloor = (targets: Targets) =>
    parameters.indicatorFloor > 0
      ? evaluation.indicators.filter(
          (indicator) =>
            !reachesThreshold(
              targets.get(indicator.indicatorId)?.achievement ?? indicator.achievement,
              parameters.indicatorFloor,
            ),
        )
      : [];
  const passes = (targets: Targets) =>
    overallReaches(targets) &&
    evaluation.areas.every((area) => areaReaches(targets, area.areaId)) &&
    belowFloor(targets).length === 0;
  return { areaIds: evaluation.areas.map((area) => area.areaId), areaReaches, overallReaches, belowFloor, passes };
}
type LevelCheck = ReturnType<typeof levelCheck>;

/**
 * The fewest indicators that pass the level at their best answers. Those below the indicator floor are
 * in every passing set, so they come first. Fewest, by exchange: a passing set
 * holds at least k_a indicators of each area a below the floor, k_a being how many of the area's
 * largest gains reach the floor; swapping its members of a for those largest gains keeps every rule
 * met, and the largest gains reach the floors on their own, so the rest of the set is free to be the
 * largest remaining gains — the greedy set of that size passes too, and the greedy stops no later.
 */
function chooseMoves(check: LevelCheck, candidates: readonly Candidate[]): Map<string, AchievableAnswer> {
  const targets = new Map<string, AchievableAnswer>();
  const byGain = [...candidates].sort(byLargestGain);
  const moveToBest = (candidate: Candidate) => {
    const best = bestOf(candidate);
    if (best) targets.set(candidate.indicator.indicatorId, best);
  };
  const belowFloor = new Set(check.belowFloor(targets).map((indicator) => indicator.indicatorId));
  for (const candidate of byGain) if (belowFloor.has(candidate.indicator.indicatorId)) moveToBest(candidate);
  for (const areaId of check.areaIds) {
    for (const candidate of byGain.filter((entry) => entry.indicator.areaId === areaId)) {
      if (check.areaReaches(targets, areaId)) break;
      moveToBest(candidate);
    }
  }
  for (const candidate of byGain) {
    if (check.overallReaches(targets)) break;
    if (!targets.has(candidate.indicator.indicatorId)) moveToBest(candidate);
  }
  return targets;
}

/** Smallest gain first, each move lowered to the least it must reach; a set that cannot pass stays at best. */
function tighten(check: LevelCheck, candidates: readonly Candidate[], chosen: Targets): Targets {
  if (!check.passes(chosen)) return chosen;
  const targets = new Map(chosen);
  const moved = candidates.filter((candidate) => chosen.has(candidate.indicator.indicatorId));
  for (const candidate of moved.sort(bySmallestGain)) {
    const { indicatorId, achievement: from } = candidate.indicator;
    const least = candidate.achievable.find(
      (answer) => answer.achievement > from + SLACK && check.passes(new Map(targets).set(indicatorId, answer)),
    );
    if (least) targets.set(indicatorId, least);
  }
  return targets;
}

/** The record's answers; a level-T question left unanswered (not a completed record) gets its lowest answer. */
function baselineAnswers(answers: Answers, questionsAtTarget: readonly BankQuestion[]): Answers {
  const baseline: Record<string, readonly string[]> = { ...answers };
  for (const question of questionsAtTarget) {
    if (!baseline[question.id]) Object.assign(baseline, achievableAnswers([question])[0]?.answers);
  }
  return baseline;
}

const withMoves = (answers: Answers, targets: Iterable<AchievableAnswer>): Answers =>
  Object.assign({}, answers, ...[...targets].map((target) => target.answers));

function candidatesOf(
  evaluation: LevelEvaluation,
  questionsAtTarget: readonly BankQuestion[],
  effectOf: (target: AchievableAnswer) => number,
): Candidate[] {
  return evaluation.indicators.flatMap((indicator) => {
    const questions = questionsAtTarget.filter((question) => question.indicatorId === indicator.indicatorId);
    const achievable = achievableAnswers(questions);
    const best = achievable.at(-1);
    const candidate = { indicator, questions, achievable, bestEffect: best ? effectOf(best) : 0 };
    return gainOf(candidate) > SLACK ? [candidate] : [];
  });
}

/** The option labels of the answer set, in option order across the indicator's questions. */
const practicesOf = (questions: readonly BankQuestion[], target: AchievableAnswer) =>
  questions.flatMap((question) =>
    question.options.filter((option) => target.answers[question.id]?.includes(option.id)).map((option) => option.label),
  );

function moveOf(
  candidate: Candidate,
  target: AchievableAnswer,
  after: LevelEvaluation | undefined,
  effect: number,
): PlanMove {
  const { indicatorId, name, areaId, achievement: from } = candidate.indicator;
  // The model's own number for the changed answers, so `to` is exactly what a re-assessment shows.
  const to = after?.indicators.find((entry) => entry.indicatorId === indicatorId)?.achievement ?? target.achievement;
  const practices = practicesOf(candidate.questions, target);
  const quickWin = to - from <= QUICK_WIN_STEP + SLACK;
  return {
    indicatorId,
    name,
    areaId,
    areaName: areaNameOf(areaId),
    from,
    to,
    practices,
    scoreEffect: effect,
    quickWin,
  };
}

const byEffect = (a: PlanMove, b: PlanMove) =>
  descending(a.scoreEffect, b.scoreEffect) ||
  descending(a.to - a.from, b.to - b.from) ||
  compareIds(a.indicatorId, b.indicatorId);

/** Level T's evaluation; a bank asking nothing at T has an empty one (no indicator can move). */
function evaluationAt(assessment: Assessment, level: AssessmentLevel): LevelEvaluation {
  const found = assessment.levels.find((evaluation) => evaluation.level === level);
  return found ?? { level, indicators: [], areas: [], overallMean: 0, passed: false, failedRules: [] };
}

function summaryOf(plan: Omit<ImprovementPlan, 'summary'>): string {
  const level = plan.targetLevel as AssessmentLevel;
  const moves = plan.moves.map((move) => `${move.name}（${formatScore(move.from)}→${formatScore(move.to)}）`);
  const figures =
    `第${level}级平均达成度将由${formatScore(plan.achievementBefore)}提升到${formatScore(plan.achievementAfter)}，` +
    `总分由${formatScore(plan.totalBefore)}提升到${formatScore(plan.totalAfter)}。`;
  if (!plan.passesTarget) {
    const tried = moves.length > 0 ? `即使将${moves.join('、')}提升到最高，` : '';
    return `要达到${levelTitle(level)}，按本模型测算，${tried}现有题目的选项仍不足以通过第${level}级。`;
  }
  if (moves.length === 0) return `要达到${levelTitle(level)}，按本模型测算第${level}级已满足通过条件，无需提升指标。`;
  const quickWins = plan.moves.filter((move) => move.quickWin).length;
  const quick = quickWins > 0 ? `；其中${quickWins}项为“快速见效”的小步改进` : '';
  return `要达到${levelTitle(level)}，至少需要提升${moves.length}个指标：${moves.join('、')}${quick}。按本模型测算，完成后${figures}`;
}

function topLevelPlan(assessment: Assessment, parameters: ScoringParameters): ImprovementPlan {
  const achievement = evaluationAt(assessment, TOP_LEVEL).overallMean;
  return {
    targetLevel: TOP_LEVEL,
    hasTarget: false,
    achievementBefore: achievement,
    achievementAfter: achievement,
    passThreshold: parameters.passThreshold,
    areaFloor: parameters.areaFloor,
    indicatorFloor: parameters.indicatorFloor,
    moves: [],
    totalBefore: assessment.totalScore,
    totalAfter: assessment.totalScore,
    passesTarget: true,
    summary: `贵企业已达到${levelTitle(TOP_LEVEL)}，为最高等级，建议保持并持续优化。`,
  };
}

/** The search on level T's numbers: the baseline answers, their assessment, and the chosen answer sets. */
function searchMoves(input: AssessmentInput, targetLevel: AssessmentLevel) {
  const asked = questionsAskedOf(
    input.bank.questions,
    input.industryGroup ?? 'otherIndustry',
    input.croppedIndicatorIds,
  );
  const questionsAtTarget = asked.filter((question) => question.level === targetLevel);
  const answers = baselineAnswers(input.answers, questionsAtTarget);
  const before = assess({ ...input, answers });
  const evaluation = evaluationAt(before, targetLevel);
  const check = levelCheck(evaluation, input.bank.parameters);
  // A move's effect is one assess() of the whole model; the chosen moves ask again for their best's.
  const effects = new Map<AchievableAnswer, number>();
  const effectOf = (target: AchievableAnswer) => {
    let effect = effects.get(target);
    if (effect === undefined) {
      effect = assess({ ...input, answers: withMoves(answers, [target]) }).totalScore - before.totalScore;
      effects.set(target, effect);
    }
    return effect;
  };
  const candidates = candidatesOf(evaluation, questionsAtTarget, effectOf);
  const targets = tighten(check, candidates, chooseMoves(check, candidates));
  return { answers, before, evaluation, candidates, targets, effectOf };
}

/** The plan of a completed assessment (`assessment = assess(input)`); pure and deterministic. */
export function planImprovement(input: AssessmentInput, assessment: Assessment): ImprovementPlan {
  const { parameters } = input.bank;
  if (assessment.level === TOP_LEVEL) return topLevelPlan(assessment, parameters);
  const targetLevel = targetLevelOf(assessment.level);
  const { answers, evaluation, candidates, targets, effectOf } = searchMoves(input, targetLevel);
  const after = assess({ ...input, answers: withMoves(answers, targets.values()) });
  const afterEvaluation = after.levels.find((entry) => entry.level === targetLevel);
  const moves = candidates
    .flatMap((candidate) => {
      const target = targets.get(candidate.indicator.indicatorId);
      return target ? [moveOf(candidate, target, afterEvaluation, effectOf(target))] : [];
    })
    .sort(byEffect);
  const plan = {
    targetLevel,
    hasTarget: true,
    achievementBefore: evaluation.overallMean,
    achievementAfter: afterEvaluation?.overallMean ?? evaluation.overallMean,
    passThreshold: parameters.passThreshold,
    areaFloor: parameters.areaFloor,
    indicatorFloor: parameters.indicatorFloor,
    moves,
    totalBefore: assessment.totalScore,
    totalAfter: after.totalScore,
    passesTarget: after.level >= targetLevel,
  };
  return { ...plan, summary: summaryOf(plan) };
}
