import { type AcceptanceReview, FORMAL_MESSAGES, type FormalApplication } from '@dtmm/shared';
import { applicationOf } from '@/features/formal-assessment/formal-fixtures';

/** The operators' view of an application (tests only). */
export const PROVIDERS = [
  { id: '8', leadUnit: '', companyId: '8', serviceProviderName: '晋云数智服务有限公司' },
  { id: '9', leadUnit: '', companyId: '9', serviceProviderName: '太行工业互联服务有限公司' },
  { id: '10', leadUnit: '', companyId: '10', serviceProviderName: '龙城工业互联网有限公司' },
];

export const reviewOf = (patch: Partial<FormalApplication> = {}): AcceptanceReview => ({
  application: applicationOf(patch),
  company: {
    companyName: '晋数科技有限公司',
    socialCreditCode: '91140100MA0K123456',
    legalRepresentative: '李明',
    industryName: '制造业 / 通用设备制造业',
    areaText: '山西省 / 太原市 / 小店区',
    registeredAddress: '太原市小店区长治路 288 号',
    employeeName: '100-299人',
    contactName: '王强',
    contactPhone: '135****0003',
  },
  latestSelfAssessment: {
    recordId: '42',
    level: 2,
    levelName: '场景应用',
    totalScore: 48.5,
    completedAt: '2026-11-20 10:00:00',
    areas: [
      { id: 'A1', name: '数字化基础', score: 0.45 },
      { id: 'A2', name: '数字化治理', score: 0.46 },
    ],
    weakIndicators: [{ id: 'T09', name: '战略规划', areaName: '数字化治理' }],
  },
  companionProvider: { id: '8', companyName: '晋云数智服务有限公司' },
  refusedAssessors: [
    { id: '5', companyName: '晋数科技有限公司', reason: FORMAL_MESSAGES.assessorIsApplicant },
    { id: '8', companyName: '晋云数智服务有限公司', reason: FORMAL_MESSAGES.assessorIsCompanion },
    // An earlier companion: refused too, though the page's companionProvider names only the latest.
    { id: '10', companyName: '龙城工业互联网有限公司', reason: FORMAL_MESSAGES.assessorIsCompanion },
  ],
  history: [
    {
      action: 'formal.submit',
      label: '提交申请',
      at: '2026-11-21 09:30:00',
      by: 'js_admin',
      note: '申请等级：三级 系统集成；评估次数：1',
    },
  ],
});
