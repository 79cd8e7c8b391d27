/**
 * The certification pages' own texts. The spec's validation and server texts come from
 * '@dtmm/shared' (CERTIFICATION_MESSAGES, messages); these two form summaries of portal.md 5.5
 * and 5.6 are not in the shared contract (yet), so they live here once.
 */
export const CERTIFICATION_TEXTS = {
  enterpriseFormInvalid: '请完善表单信息',
  providerFormInvalid: '请完善必填信息',
  companyFirstTitle: '提示',
  waitingTitle: '认证审核中',
  enterpriseWaiting: '您的企业认证申请已提交，平台运营人员正在审核，审核结果将通过站内消息通知您，请耐心等待。',
  providerWaiting: '您的服务商认证申请已提交，平台运营人员正在审核，审核结果将通过站内消息通知您，请耐心等待。',
  rejectedTitle: '认证未通过',
  certifyNow: '立即去认证',
  changePending: '变更申请审核中',
  changePendingHint: '您提交的信息变更正在审核，审核通过前展示的仍是已认证的信息。',
  changeRejected: '变更申请未通过',
  edit: '编辑',
  back: '返回',
  submit: '提交认证',
  memberReadOnly: '服务商认证需由企业管理员提交。',
  noCompany: '暂无企业信息',
  companyFirstHint: '请先完成企业认证，认证通过后即可申请服务商认证。',
} as const;

/** How long '提交成功' stays (portal.md 7.2: shown 500 ms) before the waiting state takes over. */
export const SUBMITTED_TOAST_S = 0.5;
/** The '请先先完成企业认证！' notification (portal.md 5.6: 1.5 s). */
export const COMPANY_FIRST_NOTICE_S = 1.5;
