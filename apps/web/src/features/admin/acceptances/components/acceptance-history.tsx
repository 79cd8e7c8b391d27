import type { AcceptanceReview } from '@dtmm/shared';
import { type ReviewStepKind, ReviewTimeline } from '../../components/review-timeline';

/** The colour of a step on the back office's timeline: refusals red, acceptance and the result green. */
const KINDS: Readonly<Record<string, ReviewStepKind>> = {
  'formal.accept': 'approve',
  'formal.complete': 'approve',
  'formal.reject': 'reject',
};

/** The application's submission and decisions, oldest first. */
export function AcceptanceHistory({ history }: { history: AcceptanceReview['history'] }) {
  const steps = history.map((entry) => ({
    kind: KINDS[entry.action] ?? 'submit',
    text: entry.label,
    who: entry.by || null,
    at: entry.at,
    note: entry.note || null,
  }));
  return <ReviewTimeline steps={steps} />;
}
