import { SOLUTION_STATUSES, type SolutionItem } from '@dtmm/shared';
import { Alert } from 'antd';

/** A rejected entry's opinion (fdAddOn1), which the provider answers by editing and resubmitting (portal.md 4.1). */
export function RejectionOpinion({ solution }: { solution: Pick<SolutionItem, 'tableFlag' | 'fdAddOn1'> }) {
  if (solution.tableFlag !== SOLUTION_STATUSES.rejected || !solution.fdAddOn1) return null;
  return <Alert className="solution-notice" type="error" showIcon title={`驳回意见：${solution.fdAddOn1}`} />;
}
