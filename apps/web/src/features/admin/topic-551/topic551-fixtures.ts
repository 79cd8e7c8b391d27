import type { DictionaryCode, ServedEnterpriseDetail, Topic551Progress, Topic551ProviderProgress } from '@dtmm/shared';
import { fileOf, okOf, stubFetch } from '@/features/formal-assessment/formal-fixtures';
import { PROVIDERS } from '../acceptances/acceptance-fixtures';
import type { AdminServedEnterpriseRow } from './api/topic551-api';

/** The operators' 551 screens' data as the admin API answers it (tests only). */
export const PROGRESS: Topic551Progress = {
  year: new Date().getFullYear(),
  targets: { squads: 5, experts: 50, enterprises: 100 },
  squads: 6,
  experts: 20,
  enterprises: 30,
  planned: 10,
  inService: 8,
  completed: 12,
  progressRate: '12.00%',
  cities: [
    { code: '140100', name: '太原市', enterprises: 18, completed: 9 },
    { code: '', name: '', enterprises: 12, completed: 3 },
  ],
};

/** The providers' page: the busiest first. */
export const PROVIDER_ROWS: Topic551ProviderProgress[] = [
  {
    serviceProviderId: '8',
    serviceProviderName: '晋云数智服务有限公司',
    enterprises: 20,
    planned: 6,
    inService: 6,
    completed: 8,
  },
  {
    serviceProviderId: '9',
    serviceProviderName: '太行工业互联服务有限公司',
    enterprises: 10,
    planned: 4,
    inService: 2,
    completed: 4,
  },
];

export const rowOf = (patch: Partial<AdminServedEnterpriseRow> = {}): AdminServedEnterpriseRow => ({
  id: '71',
  companyName: '晋数科技有限公司',
  company_province: '山西省',
  company_city: '太原市',
  company_district: '小店区',
  company_industry: '制造业',
  company_companyType: '1',
  answer_assessmentLevel: 2,
  answer_completionTime: '2026-03-02 10:00:00',
  serviceStatus: '2',
  createTime: '2026-03-01 09:00:00',
  serviceProviderId: '8',
  serviceProviderName: '晋云数智服务有限公司',
  ...patch,
});

export const ROWS = [
  rowOf(),
  rowOf({
    id: '72',
    companyName: '长治太行精铸有限公司',
    company_province: '',
    company_city: '',
    company_district: '',
    answer_assessmentLevel: 0,
    answer_completionTime: '',
    serviceStatus: '0',
    serviceProviderId: '9',
    serviceProviderName: '太行工业互联服务有限公司',
  }),
];

export const DETAIL: ServedEnterpriseDetail = {
  id: '71',
  recordId: '501',
  companyName: '晋数科技有限公司',
  company_employee: '3',
  company_socialCreditCode: '91140100MA0K123456',
  company_industry: '制造业',
  company_companyType: '1',
  company_annualRevenue: '2',
  company_legalRepresentative: '李明',
  company_contactPhone: '13500000003',
  company_province: '山西省',
  company_city: '太原市',
  company_district: '小店区',
  company_licenseFilePath: 'f-licence',
  answer_totalScore: 58.5,
  answer_assessmentLevel: 2,
  answer_completionTime: '2026-03-02 10:00:00',
  serviceStatus: '2',
  sitePhotos: 'f-site-1,f-site-2',
  assessmentReport: 'f-report',
  sitePhotoFiles: [fileOf('f-site-1', '车间现场.jpg', 'jpg'), fileOf('f-site-2', '访谈现场.png')],
  assessmentReportFile: fileOf('f-report', '晋数科技551评估报告.pdf', 'pdf'),
  serviceProviderId: '8',
  serviceProviderName: '晋云数智服务有限公司',
  updateTime: '2026-03-05 16:00:00',
};

const DICTIONARIES: Partial<Record<DictionaryCode, { value: string; label: string }[]>> = {
  'service.status': [
    { value: '0', label: '待服务' },
    { value: '1', label: '服务中' },
    { value: '2', label: '已完成' },
  ],
  'company.type': [
    { value: '1', label: '非集团企业' },
    { value: '2', label: '集团企业' },
  ],
  'company.industry': [{ value: 'C', label: '制造业' }],
  'company.scale': [{ value: '3', label: '100-299人' }],
  'company.income': [{ value: '2', label: '2000万-1亿元' }],
};

/** The dictionaries and the certified providers every 551 screen reads; the list answers ROWS. */
export function stubTopic551({ progress = PROGRESS, detail = DETAIL } = {}) {
  return stubFetch((url, method) => {
    const { pathname, searchParams } = new URL(url, 'http://x');
    if (pathname === '/api/dtmm/common/dict') {
      const code = searchParams.get('code') as DictionaryCode;
      return okOf({ code, data: DICTIONARIES[code] ?? [] });
    }
    if (pathname === '/api/dtmm/plan/serviceProvider/currentList') return okOf(PROVIDERS);
    if (pathname === '/api/admin/topic551/progress')
      return okOf({ ...progress, year: Number(searchParams.get('year')) });
    if (pathname === '/api/admin/topic551/providers') return okOf(PROVIDER_ROWS, { total: 23 });
    if (pathname === '/api/admin/topic551/targets' && method === 'PUT') return okOf(null, { msg: '551专题目标已保存' });
    if (pathname === '/api/admin/served-enterprises') return okOf(ROWS, { total: 2 });
    if (pathname === `/api/admin/served-enterprises/${detail.id}`) return okOf(detail);
    return undefined;
  });
}

/** The query of a recorded call. */
export const queryOf = (url: string | undefined) => Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);
