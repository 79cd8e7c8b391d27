import { type CertifyType, creditCodeCheckChar } from '@dtmm/shared';
import { type Mock, vi } from 'vitest';
import { json } from '@/test/session-fixtures';
import type { CertificationRecord, CompanyDetail } from './api/certification-api';

/** A credit code with a valid GB 32100 check character. */
const CREDIT_BASE = '91140105MA0GRT8P1';
export const CREDIT_CODE = `${CREDIT_BASE}${creditCodeCheckChar(CREDIT_BASE)}`;

export const COMPANY: CompanyDetail = {
  id: '3',
  companyName: '晋数科技有限公司',
  socialCreditCode: CREDIT_CODE,
  legalRepresentative: '王五',
  industryCategory: 'I',
  secondaryIndustry: '65',
  industry: '651',
  industryName: '信息传输、软件和信息技术服务业 / 软件和信息技术服务业 / 软件开发',
  annualRevenue: '2',
  companyType: '3',
  employee: '2',
  contactPhone: '13800000000',
  registeredAddress: '太原市小店区长治路1号',
  companyProfile: '专注工业软件',
  licenseFilePath: 'lic-1',
  logo: 'logo-1',
  province: '14',
  city: '1401',
  district: '140105',
  areaText: '山西省 太原市 小店区',
  personInCharge: '赵六',
  contactName: '赵六',
  contactPosition: null,
  companyWebsite: null,
  serviceProviderType: null,
  serviceProviderCategory: null,
  serviceIndustry: null,
  serviceProviderIntroduction: null,
  industryAdvantage: null,
  coreProductService: null,
  certifyType: '企业',
  certificationStatus: 1,
  providerStatus: 0,
  companyTypeName: '民营企业',
  employeeName: '20-99人',
  annualRevenueName: '300万-2000万元',
};

export const PROVIDER: CompanyDetail = {
  ...COMPANY,
  contactPosition: '总经理',
  serviceProviderType: '1',
  serviceProviderCategory: '智能制造,数字营销',
  serviceIndustry: '煤炭',
  serviceProviderIntroduction: '十年工业软件经验',
  industryAdvantage: '煤炭行业积累',
  coreProductService: 'MES',
  providerStatus: 1,
  serviceProviderTypeName: '咨询规划类',
  serviceProviderCategoryName: '智能制造,数字营销',
  serviceIndustryName: '煤炭',
};

const DICTIONARIES: Record<string, { label: string; value: string }[]> = {
  'company.type': [{ label: '民营企业', value: '3' }],
  'company.scale': [{ label: '20-99人', value: '2' }],
  'company.income': [{ label: '300万-2000万元', value: '2' }],
  'company.service.type': [{ label: '咨询规划类', value: '1' }],
  'company.service.category': [
    { label: '智能制造', value: '智能制造' },
    { label: '数字营销', value: '数字营销' },
  ],
  'service.serviceTarget': [
    { label: '煤炭', value: '煤炭' },
    { label: '化工', value: '化工' },
  ],
};
const REGIONS = [
  {
    code: '14',
    name: '山西省',
    children: [{ code: '1401', name: '太原市', children: [{ code: '140105', name: '小店区' }] }],
  },
];
const INDUSTRIES: Record<string, unknown[]> = {
  '/api/dtmm/industry/categories': [{ id: 'I', categoryCode: 'I', categoryName: '信息传输、软件和信息技术服务业' }],
  '/api/dtmm/industry/secondary/I': [
    { id: '65', secondaryCode: '65', secondaryName: '软件和信息技术服务业', categoryCode: 'I' },
  ],
  '/api/dtmm/industry/tertiary/65': [{ id: '651', tertiaryCode: '651', tertiaryName: '软件开发', secondaryCode: '65' }],
};

export const record = (
  certifyType: CertifyType,
  status: 0 | 1 | 2,
  fdAddOn1: string | null = null,
  payload: Record<string, unknown> | null = null,
): CertificationRecord => ({
  id: '1',
  certifyType,
  status,
  fdAddOn1,
  payload,
  submitTime: '2026-01-01 10:00:00',
  decideTime: null,
});

export interface StubState {
  status: Record<CertifyType, number>;
  record: Record<CertifyType, CertificationRecord | null>;
  company: CompanyDetail;
  /** A msg the certify call refuses with. */
  refusal: string | null;
}

const ok = (data: unknown, msg = '') => json({ code: 0, msg, data });

/** The certification calls as the server answers them; a submit moves the stub to the pending state. */
export function stubCertificationApi(patch: Partial<StubState> = {}) {
  const state: StubState = {
    status: { 企业: 0, 服务商: 0 },
    record: { 企业: null, 服务商: null },
    company: COMPANY,
    refusal: null,
    ...patch,
  };
  const certified: Record<string, unknown>[] = [];
  const certify = (body: Record<string, unknown>) => {
    certified.push(body);
    if (state.refusal) return json({ code: 400, msg: state.refusal, data: null }, 400);
    const type = body.certifyType as CertifyType;
    state.record[type] = record(type, 2, null, body);
    if (state.status[type] !== 1) state.status[type] = 2;
    return json({ code: 0, msg: '提交成功' });
  };
  const fetchMock: Mock<typeof fetch> = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const type = url.searchParams.get('certifyType') as CertifyType;
    const path = url.pathname;
    if (path.endsWith('/certify')) return certify(JSON.parse(String(init?.body)));
    if (path.endsWith('/certificationStatus')) return ok({ certificationStatus: state.status[type] });
    if (path.endsWith('/lastCertificationRecord')) return ok(state.record[type]);
    if (path.includes('/detailFull/')) return ok(state.company);
    if (path === '/api/dtmm/common/dict') {
      const code = url.searchParams.get('code') ?? '';
      return ok({ code, data: DICTIONARIES[code] ?? [] });
    }
    if (path === '/api/dtmm/common/regions') return ok(REGIONS);
    if (INDUSTRIES[path]) return ok(INDUSTRIES[path]);
    return json({ code: 404, msg: '接口不存在', data: null }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { state, certified, fetchMock };
}
