import type { AdminSolutionDetail, DictionaryCode, SolutionItem } from '@dtmm/shared';

/** A provider's solution under review, as the admin API answers it (tests only). */
export const SOLUTION: SolutionItem = {
  id: '21',
  solutionName: '离散制造数字化车间方案',
  serviceProviderId: '4',
  serviceProviderName: '晋云数智服务有限公司',
  companyId: '8',
  companyName: '晋云数智科技有限公司',
  serviceCategory: 'mes,erp',
  serviceTarget: 'C34',
  serviceArea: '140500',
  contactPerson: '王工',
  contactPhone: '13500000021',
  solutionDescription: '面向离散制造的车间数字化改造。',
  painPoints: '<p>设备联网<img src="x" onerror="alert(1)"></p><script>alert(2)</script>',
  solutionIntroduction: '包含设备联网、生产执行与质量追溯。',
  applicationValue: '生产效率提升20%。',
  classicCases: '某机械厂车间改造。',
  solutionImage: 'f-one,f-two',
  fdAddOn1: '',
  fdAddOn2: '',
  fdAddOn3: '',
  orderNumber: 0,
  createTime: '2026-11-03 09:00:00',
  createrId: '40',
  createrName: 'jy_admin',
  updateTime: '2026-11-03 09:30:00',
  updaterId: '40',
  updaterName: 'jy_admin',
  tableFlag: '2',
  processInstanceId: '',
  tenantId: '',
};

export const SOLUTION_DETAIL: AdminSolutionDetail = {
  ...SOLUTION,
  reviews: [
    { decision: 'submit', opinion: '', reviewerName: 'jy_admin', createTime: '2026-11-01 10:00:00' },
    { decision: 'reject', opinion: '请补充典型案例', reviewerName: 'operator', createTime: '2026-11-02 11:00:00' },
    { decision: 'submit', opinion: '', reviewerName: 'jy_admin', createTime: '2026-11-03 09:30:00' },
  ],
};

/** The dictionaries the solution screens read, in the answer of GET /api/dtmm/common/dict. */
const DICTIONARIES: Partial<Record<DictionaryCode, { value: string; label: string }[]>> = {
  'company.service.category': [
    { value: 'mes', label: '生产执行' },
    { value: 'erp', label: '企业资源计划' },
  ],
  'service.serviceTarget': [{ value: 'C34', label: '通用设备制造业' }],
  'service.serviceArea': [{ value: '140500', label: '晋城市' }],
};

export function dictionaryAnswer(url: string) {
  const code = new URL(url, 'http://x').searchParams.get('code') as DictionaryCode;
  return { code: 0, msg: 'ok', data: { code, data: DICTIONARIES[code] ?? [] } };
}
