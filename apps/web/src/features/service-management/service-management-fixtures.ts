import type {
  DictionaryCode,
  ServedEnterpriseDetail,
  ServedEnterpriseRow,
  ServedEnterpriseStatistics,
} from '@dtmm/shared';
import { fileOf, okOf, type Route, stubFetch } from '@/features/formal-assessment/formal-fixtures';
import { json } from '@/test/session-fixtures';

/** The provider's service management as the API answers it (tests only). */
export const BASE = '/api/dtmm/company/serviceProviderCompany';

export const rowOf = (patch: Partial<ServedEnterpriseRow> = {}): ServedEnterpriseRow => ({
  id: '71',
  companyName: '晋数科技有限公司',
  company_province: '山西省',
  company_city: '太原市',
  company_district: '小店区',
  company_industry: '制造业',
  company_companyType: '3',
  answer_assessmentLevel: 2,
  answer_completionTime: '2026-03-02 10:00:00',
  serviceStatus: '2',
  createTime: '2026-03-01 09:00:00',
  ...patch,
});

export const ROWS: ServedEnterpriseRow[] = [
  rowOf(),
  rowOf({
    id: '72',
    companyName: '长治太行精铸有限公司',
    company_province: '',
    company_city: '',
    company_district: '',
    company_industry: '采矿业',
    company_companyType: '1',
    answer_assessmentLevel: 0,
    answer_completionTime: '',
    serviceStatus: '1',
  }),
  rowOf({ id: '73', companyName: '运城嘉穗食品有限公司', answer_assessmentLevel: 0, serviceStatus: '0' }),
];

export const STATISTICS: ServedEnterpriseStatistics = {
  completedCount: 1,
  plannedCount: 1,
  specialProjectCount: 3,
  progressRate: '33.33%',
};

export const detailOf = (patch: Partial<ServedEnterpriseDetail> = {}): ServedEnterpriseDetail => ({
  id: '71',
  recordId: '42',
  companyName: '晋数科技有限公司',
  company_employee: '3',
  company_socialCreditCode: '91140100MA0K123456',
  company_industry: '制造业',
  company_companyType: '3',
  company_annualRevenue: '2',
  company_legalRepresentative: '王五',
  company_contactPhone: '0351-7654321',
  company_province: '山西省',
  company_city: '太原市',
  company_district: '小店区',
  company_licenseFilePath: 'lic-1',
  answer_totalScore: 48.5,
  answer_assessmentLevel: 2,
  answer_completionTime: '2026-03-02 10:00:00',
  serviceStatus: '1',
  sitePhotos: 'p-1',
  assessmentReport: '',
  sitePhotoFiles: [fileOf('p-1', '车间.png')],
  assessmentReportFile: null,
  serviceProviderId: '3',
  serviceProviderName: '晋数科技有限公司',
  updateTime: '2026-03-03 09:00:00',
  ...patch,
});

/** Stored values differ from their names, so a test sees the names are looked up. */
const DICTIONARIES: Partial<Record<DictionaryCode, { label: string; value: string }[]>> = {
  'company.type': [
    { label: '国有企业', value: '1' },
    { label: '民营企业', value: '3' },
  ],
  'company.industry': [
    { label: '采矿业', value: 'B' },
    { label: '制造业', value: 'C' },
  ],
  'company.scale': [{ label: '100-299人', value: '3' }],
  'company.income': [{ label: '300万-2000万元', value: '2' }],
  'service.status': [
    { label: '待服务', value: '0' },
    { label: '服务中', value: '1' },
    { label: '已完成', value: '2' },
  ],
};

const dictionaryOf = (url: string) => {
  const code = new URL(url, 'http://x').searchParams.get('code') as DictionaryCode;
  return okOf({ code, data: DICTIONARIES[code] ?? [] });
};

/** A file's details by its id, named by the id (the upload field names its files from them). */
const fileInfoOf = (url: string) => {
  const id = decodeURIComponent(url.split('/').pop() ?? '');
  return okOf(fileOf(id, id));
};

export interface ServiceApiOptions {
  rows?: ServedEnterpriseRow[];
  total?: number;
  statistics?: ServedEnterpriseStatistics;
  detail?: ServedEnterpriseDetail;
  /** POST update's answer (default '保存成功'). */
  update?: Route;
}

/** Stubs the served-enterprise calls, the dictionaries and the file details; records every call. */
export function stubServiceApi({
  rows = ROWS,
  total = rows.length,
  statistics = STATISTICS,
  detail = detailOf(),
  update = () => json({ code: 0, msg: '保存成功', data: null }),
}: ServiceApiOptions = {}) {
  return stubFetch((url, method, body) => {
    if (url.startsWith(`${BASE}/listFull`)) return okOf(rows, { total });
    if (url.startsWith(`${BASE}/statistics`)) return okOf(statistics);
    if (url.startsWith(`${BASE}/detail/`)) return okOf(detail);
    if (method === 'POST' && url.startsWith(`${BASE}/update`)) return update(url, method, body);
    if (url.startsWith('/api/dtmm/common/dict')) return dictionaryOf(url);
    if (url.startsWith('/api/dtmm/common/file/')) return fileInfoOf(url);
    return undefined;
  });
}

/** The query of each call to `path`, in order. */
export const queriesOf = (calls: { url: string }[]) =>
  calls.map((call) => Object.fromEntries(new URL(call.url, 'http://x').searchParams));
