import type { SolutionReview } from '@dtmm/shared';

type Decision = SolutionReview['decision'];

/** What an opinion is called after each decision that takes one. */
const OPINION_LABELS: Partial<Record<Decision, string>> = { reject: '驳回意见', unpublish: '下架原因' };

/** An opinion with its label ('驳回意见：…'); null when there is none. */
export function opinionNote(opinion: string, decision: Decision | undefined): string | null {
  if (!opinion) return null;
  return `${(decision && OPINION_LABELS[decision]) || '审核意见'}：${opinion}`;
}

/** The entry's current opinion (fdAddOn1) was given by its latest decision that takes one. */
export function currentOpinionNote(opinion: string, reviews: SolutionReview[]): string | null {
  return opinionNote(opinion, reviews.findLast((review) => review.decision in OPINION_LABELS)?.decision);
}
