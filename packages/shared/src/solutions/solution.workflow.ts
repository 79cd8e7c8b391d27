/**
 * A solution's tableFlag (portal.md 4.1): '2' 审核中 on every submission, '1' 已完成 when an operator
 * approves (only these are public), '0' 已驳回 with the opinion; editing a rejected or approved entry
 * resubmits it ('2', opinion cleared). Operators may also take an approved entry down ('0', reason).
 */
export const SOLUTION_STATUSES = { rejected: '0', approved: '1', underReview: '2' } as const;
export type SolutionStatus = (typeof SOLUTION_STATUSES)[keyof typeof SOLUTION_STATUSES];
export const SOLUTION_STATUS_LABELS: Record<SolutionStatus, string> = { '2': '审核中', '1': '已完成', '0': '已驳回' };

/** What an operator may do to an entry in each status (the server's conditional updates follow it). */
export const SOLUTION_DECISIONS = {
  approve: { from: ['2'], to: '1' },
  reject: { from: ['2'], to: '0' },
  unpublish: { from: ['1'], to: '0' },
} as const satisfies Record<string, { from: readonly SolutionStatus[]; to: SolutionStatus }>;
export type SolutionDecision = keyof typeof SOLUTION_DECISIONS;
export const SOLUTION_DECISION_LABELS: Record<SolutionDecision | 'submit', string> = {
  submit: '提交审核',
  approve: '审核通过',
  reject: '驳回',
  unpublish: '下架',
};
