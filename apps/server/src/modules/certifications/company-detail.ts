import { maskPhone, revealOr } from '@dtmm/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../auth/principal';
import { type CompanyRow, companies } from '../companies/companies.table';
import type { DictionaryService } from '../dictionaries/dictionaries.service';
import { industryPath } from '../industries/industries.data';
import { areaText } from '../regions/regions.data';
import { assertMayReadCompany } from './certifications.policy';

/**
 * The Company of portal.md 3, as members of the company and operators see it; its contact phone in
 * full only when `revealPhone` (the company's own members, who edit it; a reviewer who asked).
 */
export function companyDetail(c: CompanyRow, revealPhone: boolean) {
  return {
    id: String(c.id),
    companyName: c.companyName,
    socialCreditCode: c.socialCreditCode,
    legalRepresentative: c.legalRepresentative,
    industryCategory: c.industryCategory,
    secondaryIndustry: c.secondaryIndustry,
    industry: c.industry,
    industryName: industryPath(c.industryCategory, c.secondaryIndustry, c.industry),
    annualRevenue: c.annualRevenue,
    companyType: c.companyType,
    employee: c.employee,
    contactPhone: revealOr(c.contactPhone, revealPhone, maskPhone),
    registeredAddress: c.registeredAddress,
    companyProfile: c.companyProfile,
    licenseFilePath: c.licenseFileId,
    logo: c.logoFileId,
    province: c.province,
    city: c.city,
    district: c.district,
    areaText: areaText(c.province, c.city, c.district),
    personInCharge: c.personInCharge,
    contactName: c.contactName,
    contactPosition: c.contactPosition,
    companyWebsite: c.companyWebsite,
    serviceProviderType: c.serviceProviderType,
    serviceProviderCategory: c.serviceProviderCategory,
    serviceIndustry: c.serviceIndustry,
    serviceProviderIntroduction: c.serviceProviderIntroduction,
    industryAdvantage: c.industryAdvantage,
    coreProductService: c.coreProductService,
    certifyType: c.providerStatus === 1 ? '服务商' : '企业',
    certificationStatus: c.certificationStatus,
    providerStatus: c.providerStatus,
  };
}

/** Its own members read a company's contact phone in full (they keep it); operators see it masked. */
export const isOwnCompany = (asker: Principal, company: CompanyRow) => asker.companyId === company.id;

export async function readCompany(db: Database, asker: Principal, id: number) {
  assertMayReadCompany(asker, id);
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  if (!row) throw AppError.notFound();
  return row;
}

async function labels(dictionaries: DictionaryService, code: string, joined: string | null) {
  if (!joined) return null;
  const byValue = new Map((await dictionaries.items(code)).map((item) => [item.value, item.label]));
  return joined
    .split(',')
    .map((v) => byValue.get(v) ?? v)
    .join(',');
}

/** detailFull: the detail plus the dictionary labels of its coded values. */
export async function companyDetailFull(dictionaries: DictionaryService, c: CompanyRow, revealPhone: boolean) {
  return {
    ...companyDetail(c, revealPhone),
    companyTypeName: await labels(dictionaries, 'company.type', c.companyType),
    employeeName: await labels(dictionaries, 'company.scale', c.employee),
    annualRevenueName: await labels(dictionaries, 'company.income', c.annualRevenue),
    serviceProviderTypeName: await labels(dictionaries, 'company.service.type', c.serviceProviderType),
    serviceProviderCategoryName: await labels(dictionaries, 'company.service.category', c.serviceProviderCategory),
    serviceIndustryName: await labels(dictionaries, 'service.serviceTarget', c.serviceIndustry),
  };
}
