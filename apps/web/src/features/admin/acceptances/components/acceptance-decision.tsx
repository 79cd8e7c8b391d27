import {
  type AcceptanceReview,
  FORMAL_DECISION_LABELS,
  FORMAL_DECISIONS,
  type FormalDecision,
  type FormalStatus,
  FORMAL_MESSAGES as M,
} from '@dtmm/shared';
import { Card } from 'antd';
import { type Decision, DecisionBar } from '../../components/decision-bar';
import { rejectApplication } from '../api/acceptances-api';
import { AcceptModal } from './accept-modal';
import { CompleteModal } from './complete-modal';

const MOVES = Object.keys(FORMAL_DECISIONS) as FormalDecision[];
const REJECT_REASON_MAX = 500;

/** The button of each move and what it asks for. */
function decisionOf(move: FormalDecision, review: AcceptanceReview): Decision {
  const { id, assessmentType } = review.application;
  const label = FORMAL_DECISION_LABELS[move];
  switch (move) {
    case 'accept':
      return {
        key: move,
        label,
        modal: (modal) => <AcceptModal applicationId={id} refused={review.refusedAssessors} {...modal} />,
      };
    case 'reject':
      return {
        key: move,
        label,
        prompt: {
          title: '不予受理',
          okText: '确认不予受理',
          label: '不予受理原因',
          placeholder: '请填写不予受理的原因，企业将看到',
          requiredMessage: M.rejectReason,
          max: REJECT_REASON_MAX,
          tooLongMessage: M.rejectReasonTooLong,
        },
        run: (reason) => rejectApplication(id, reason),
      };
    case 'complete':
      return {
        key: move,
        label,
        modal: (modal) => <CompleteModal applicationId={id} assessmentType={assessmentType} {...modal} />,
      };
  }
}

interface AcceptanceDecisionProps {
  review: AcceptanceReview;
  /** Reloads the application and the queue: after a decision, and after a 409 (it changed meanwhile). */
  onDecided: () => void;
}

/** The moves the status allows (FORMAL_DECISIONS): 待受理 → 受理, 不予受理; 已受理 → 录入评估结果; else none. */
export function AcceptanceDecision({ review, onDecided }: AcceptanceDecisionProps) {
  const status = review.application.status;
  const moves = MOVES.filter((move) => (FORMAL_DECISIONS[move].from as readonly FormalStatus[]).includes(status));
  if (moves.length === 0) return null;
  return (
    <Card variant="borderless" title="受理操作">
      <DecisionBar decisions={moves.map((move) => decisionOf(move, review))} onDecided={onDecided} />
    </Card>
  );
}
