import {
  LONG_TEXT_MAX,
  type SolutionDecision as Move,
  SOLUTION_DECISIONS,
  type SolutionStatus,
  solutionMessages,
} from '@dtmm/shared';
import { Card } from 'antd';
import { type Decision, DecisionBar } from '../../components/decision-bar';
import { approveSolution, rejectSolution, unpublishSolution } from '../api/solution-review-api';

const MOVES = Object.keys(SOLUTION_DECISIONS) as Move[];

/** The buttons of each move; the provider reads the opinion or reason given. */
function decisionOf(move: Move, id: string): Decision {
  switch (move) {
    case 'approve':
      return {
        key: move,
        label: '通过',
        confirm: '确定通过该解决方案吗？通过后将公开展示',
        run: () => approveSolution(id),
      };
    case 'reject':
      return {
        key: move,
        label: '驳回',
        prompt: {
          title: '驳回解决方案',
          okText: '确认驳回',
          label: '驳回意见',
          placeholder: '请填写驳回意见，服务商将看到',
          requiredMessage: solutionMessages.opinionRequired,
          max: LONG_TEXT_MAX,
          tooLongMessage: solutionMessages.textTooLong('驳回意见'),
        },
        run: (opinion) => rejectSolution(id, opinion),
      };
    case 'unpublish':
      return {
        key: move,
        label: '下架',
        prompt: {
          title: '下架解决方案',
          okText: '确认下架',
          label: '下架原因',
          placeholder: '请填写下架原因，服务商将看到',
          requiredMessage: solutionMessages.reasonRequired,
          max: LONG_TEXT_MAX,
          tooLongMessage: solutionMessages.textTooLong('下架原因'),
        },
        run: (reason) => unpublishSolution(id, reason),
      };
  }
}

interface SolutionDecisionProps {
  id: string;
  status: SolutionStatus;
  /** Reloads the entry and the queue: after a decision, and after a 409 (it changed meanwhile). */
  onDecided: () => void;
}

/** The moves the status allows (SOLUTION_DECISIONS): 审核中 → 通过, 驳回; 已完成 → 下架; 已驳回 → none. */
export function SolutionDecision({ id, status, onDecided }: SolutionDecisionProps) {
  const moves = MOVES.filter((move) => (SOLUTION_DECISIONS[move].from as readonly SolutionStatus[]).includes(status));
  if (moves.length === 0) return null;
  return (
    <Card variant="borderless" title="审核操作">
      <DecisionBar decisions={moves.map((move) => decisionOf(move, id))} onDecided={onDecided} />
    </Card>
  );
}
