import type { Assessment } from '../assessment-model';
import { reachesThreshold } from '../bank-version';
import type { AssessmentLevel } from '../indicator-system';
import type { ImprovementPlan } from './report.schemas';

/**
 * The one priority list of a report (issue 29 §3): the indicators that block the company's next level,
 * in the order that matters most. Chapter 3's weak indicators, the plan (chapter 4.1), the staged
 * measures (4.2) and the recommendations all follow it, so a report never names two different lists.
 *
 * - **Weak** = a move of the improvement plan: the fewest indicators whose level-T answers must rise for
 *   the target level T to pass. Every area is judged the same way, by what blocks T; 成效 is measured,
 *   not gated, so it blocks nothing and is never weak.
 * - **Order** = the plan's: the points of the total each move alone adds, largest first.
 * - **Advice level** = the level the indicator itself falls short of: one above its own level (the
 *   highest level L whose questions it met at the pass threshold at every level up to L), at most T.
 *   An indicator that met level 1 everywhere never gets level-1 advice, whatever the company's level.
 */

export interface IndicatorPriority {
  indicatorId: string;
  /** 1 is the first thing to improve. */
  rank: number;
  /** The indicator's own level (0: not even level 1's questions at the pass threshold). */
  ownLevel: number;
  /** The level whose advice and measures it gets. */
  adviceLevel: AssessmentLevel;
}

/** The highest level L such that the indicator's achievement reached the pass threshold at every level ≤ L. */
export function ownLevelOf(assessment: Assessment, indicatorId: string, passThreshold: number): number {
  let own = 0;
  for (const evaluation of assessment.levels) {
    const achievement = evaluation.indicators.find((entry) => entry.indicatorId === indicatorId)?.achievement;
    // A level that does not ask about the indicator does not hold it back.
    if (achievement !== undefined && !reachesThreshold(achievement, passThreshold)) break;
    own = evaluation.level;
  }
  return own;
}

/** The plan's moves as the report's priority list, each with the level its advice is written for. */
export function priorityList(assessment: Assessment, plan: ImprovementPlan): IndicatorPriority[] {
  if (!plan.hasTarget) return [];
  const target = plan.targetLevel as AssessmentLevel;
  return plan.moves.map((move, index) => {
    const ownLevel = ownLevelOf(assessment, move.indicatorId, plan.passThreshold);
    const adviceLevel = Math.min(ownLevel + 1, target) as AssessmentLevel;
    return { indicatorId: move.indicatorId, rank: index + 1, ownLevel, adviceLevel };
  });
}
