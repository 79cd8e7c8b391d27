/**
 * A formal (on-site) assessment application (assessment.md 3–5: the formal acceptance record).
 * The spec shows '0' 待受理 and "any other is accepted"; the later statuses are ours
 * (docs/formal-assessment.md): an operator accepts it with a date and an assessor, or rejects it
 * with a reason; an accepted application is completed with the formal level and its report.
 */
export const FORMAL_STATUSES = { pending: '0', accepted: '1', rejected: '2', completed: '3' } as const;
export type FormalStatus = (typeof FORMAL_STATUSES)[keyof typeof FORMAL_STATUSES];
export const FORMAL_STATUS_NAMES = Object.values(FORMAL_STATUSES) as [FormalStatus, ...FormalStatus[]];
export const FORMAL_STATUS_LABELS: Record<FormalStatus, string> = {
  '0': '待受理',
  '1': '已受理',
  '2': '未通过受理',
  '3': '已完成',
};

/** What an operator may do in each status (the server's conditional updates follow it). */
export const FORMAL_DECISIONS = {
  accept: { from: ['0'], to: '1' },
  reject: { from: ['0'], to: '2' },
  complete: { from: ['1'], to: '3' },
} as const satisfies Record<string, { from: readonly FormalStatus[]; to: FormalStatus }>;
export type FormalDecision = keyof typeof FORMAL_DECISIONS;
export const FORMAL_DECISION_LABELS: Record<FormalDecision, string> = {
  accept: '受理',
  reject: '不予受理',
  complete: '录入评估结果',
};

/** An application still being handled: a company has at most one per assessment type. */
export const OPEN_FORMAL_STATUSES: readonly FormalStatus[] = ['0', '1'];

/** The two assessments one may apply for (dictionary dtmm.assessment.type; the page's `type`). */
export const FORMAL_ASSESSMENT_TYPES = { diagnosis: 'zdservice', dcmm: 'dcmm' } as const;
export type FormalAssessmentType = (typeof FORMAL_ASSESSMENT_TYPES)[keyof typeof FORMAL_ASSESSMENT_TYPES];
export const FORMAL_ASSESSMENT_TYPE_NAMES = Object.values(FORMAL_ASSESSMENT_TYPES) as [
  FormalAssessmentType,
  ...FormalAssessmentType[],
];
export const FORMAL_ASSESSMENT_TYPE_LABELS: Record<FormalAssessmentType, string> = {
  zdservice: '数字化转型诊断服务平台',
  dcmm: 'DCMM数据管理能力成熟度评估',
};
