/** The certification workflow of portal.md 4.2: statuses and which action moves which status where. */
export const CERTIFICATION_STATUS = { rejected: 0, certified: 1, underReview: 2 } as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUS)[keyof typeof CERTIFICATION_STATUS];
export const CERTIFICATION_STATUS_LABELS: Record<CertificationStatus, string> = {
  2: '审核中',
  1: '已认证',
  0: '已驳回',
};

export const CERTIFICATION_ACTIONS = ['submit', 'approve', 'reject'] as const;
export type CertificationAction = (typeof CERTIFICATION_ACTIONS)[number];

/**
 * From which statuses each action may start (null: no request yet) and where it leads. Submitting
 * from 1 is a change request of a certified company: its certified data stays visible meanwhile.
 */
export const CERTIFICATION_TRANSITIONS = {
  submit: { from: [null, 0, 1], to: 2 },
  approve: { from: [2], to: 1 },
  reject: { from: [2], to: 0 },
} as const satisfies Record<
  CertificationAction,
  { from: readonly (CertificationStatus | null)[]; to: CertificationStatus }
>;

export function canTransition(action: CertificationAction, from: CertificationStatus | null): boolean {
  return (CERTIFICATION_TRANSITIONS[action].from as readonly (CertificationStatus | null)[]).includes(from);
}
