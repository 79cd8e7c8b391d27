import { creditCodeCheckChar } from '@dtmm/shared';
import type { TestApp } from '../../../test/test-app';
import { hashPassword } from '../../auth/password';
import { DEMO_COMPANIES, DEMO_PASSWORD } from '../../demo/demo-province';
import { jpegBytes } from '../../files/test/sample-files';
import { postUpload } from '../../files/test/upload-client';
import { users } from '../../users/users.table';

/** A valid GB 32100 code (check character right) made from a number. */
export function creditCode(n: number): string {
  const first17 = `9114010${String(n).padStart(10, '0')}`;
  return first17 + creditCodeCheckChar(first17);
}

/** A registered person without a company; answers a token. */
export async function newPerson(t: TestApp, username: string, phone: string): Promise<string> {
  await t.database.db.insert(users).values({ username, phone, passwordHash: await hashPassword(DEMO_PASSWORD) });
  return t.tokenFor(username);
}

export async function uploadLicence(t: TestApp, token: string): Promise<string> {
  const res = await postUpload(t.app, token, [{ filename: '营业执照.jpg', content: jpegBytes() }], {
    projectClass: 'license',
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return res.json().data.id;
}

const sample = DEMO_COMPANIES[0];
const provider = DEMO_COMPANIES.find((c) => c.provider?.status === 1)?.provider;
if (!sample || !provider) throw new Error('demo data lacks a company or a provider');

/** A complete, valid enterprise payload. */
export function enterprisePayload(licence: string, code: string, name = '测试数字科技有限公司') {
  return {
    certifyType: '企业',
    legalRepresentative: '张三',
    province: sample?.province,
    city: sample?.city,
    district: sample?.district,
    companyName: name,
    contactPhone: '13800001111',
    companyType: sample?.companyType,
    industryCategory: sample?.industryCategory,
    secondaryIndustry: sample?.secondaryIndustry,
    industry: sample?.industry,
    numberOfEmployees: sample?.employee,
    businessIncome: sample?.annualRevenue,
    personInCharge: '李四',
    fdAddOn2: '一家做数字化转型的公司。',
    companyAddress: '太原市小店区长治路1号',
    creditCode: code,
    certificationDocuments: licence,
  } as Record<string, unknown>;
}

/** A complete, valid provider payload. */
export function providerPayload() {
  return {
    certifyType: '服务商',
    contactName: '王五',
    contactPhone: '13900002222',
    contactPosition: '总经理',
    serviceProviderType: provider?.serviceProviderType,
    serviceProviderCategory: provider?.serviceProviderCategory,
    serviceIndustry: provider?.serviceIndustry,
    serviceProviderIntroduction: '服务商介绍',
    industryAdvantage: '行业优势',
    coreProductService: '核心产品及服务',
  } as Record<string, unknown>;
}

export const certify = (t: TestApp, token: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/dtmm/company/company/certify',
    headers: { access_token: token },
    payload,
  });

export const get = (t: TestApp, token: string | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { access_token: token } : {} });

export const post = (t: TestApp, token: string, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { access_token: token }, ...(payload ? { payload } : {}) });

export const statusOf = async (t: TestApp, token: string, certifyType: '企业' | '服务商') =>
  (
    await get(t, token, `/api/dtmm/company/company/certificationStatus?certifyType=${encodeURIComponent(certifyType)}`)
  ).json().data.certificationStatus as number;

/** The id of the newest request in the operator's queue for this credit code or name. */
export async function requestIdFor(t: TestApp, operator: string, keyword: string): Promise<string> {
  const res = await get(t, operator, `/api/admin/certifications?keyword=${encodeURIComponent(keyword)}&sidx=id`);
  const id = res.json().data[0]?.id;
  if (!id) throw new Error(`no request for ${keyword}: ${res.body}`);
  return id;
}
