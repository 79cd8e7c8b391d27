/**
 * The codes of an assessment record (assessment.md 3 and 9). A record is created in progress ('0')
 * and completes ('1') when a level fails or level 5 passes; a completed record is never answered
 * again and keeps its frozen result for ever (docs/assessment-model.md, Freezing).
 */
export const ANSWER_TYPES = { diagnosis: '0', dcmm: '1', topic551: '2' } as const;
export type AnswerType = (typeof ANSWER_TYPES)[keyof typeof ANSWER_TYPES];
export const ANSWER_TYPE_LABELS: Record<AnswerType, string> = {
  '0': '数字化转型诊断服务',
  '1': 'DCMM数据管理能力成熟度评估',
  '2': '“1”企业数字化转型专题',
};

/** Enterprise type: '1' non-group (may crop production indicators), '2' group (takes every indicator). */
export const ASSESSMENT_TYPES = { nonGroup: '1', group: '2' } as const;
export type AssessmentType = (typeof ASSESSMENT_TYPES)[keyof typeof ASSESSMENT_TYPES];

export const RECORD_STATUSES = { inProgress: '0', completed: '1', withdrawn: '2' } as const;
export type RecordStatus = (typeof RECORD_STATUSES)[keyof typeof RECORD_STATUSES];
export const RECORD_STATUS_LABELS: Record<RecordStatus, string> = { '0': '进行中', '1': '已完成', '2': '已撤回' };

/**
 * In progress → completed (submitQuestionnaire, tag 1); completed → withdrawn by the company's ADMIN
 * with a reason (withdrawRecord). A completed record is the company's and is never deleted: its
 * verification code then says it was withdrawn, and when; it leaves the trend and the peer figures.
 */
export const RECORD_TRANSITIONS = {
  complete: { from: ['0'], to: '1' },
  withdraw: { from: ['1'], to: '2' },
} as const satisfies Record<string, { from: readonly RecordStatus[]; to: RecordStatus }>;

/** A bank version is a draft while operators edit it and immutable once published. */
export const BANK_VERSION_STATUSES = { draft: 'draft', published: 'published' } as const;
export type BankVersionStatus = (typeof BANK_VERSION_STATUSES)[keyof typeof BANK_VERSION_STATUSES];
