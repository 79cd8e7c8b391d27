import type { QueryValue } from '@/lib/query-string';
import type { CompanyDetail } from './api/certification-api';

type Payload = Record<string, QueryValue>;

/** The enterprise form: the cascaders hold code paths, the uploads comma-joined file ids. */
export interface EnterpriseFormValues {
  legalRepresentative: string;
  area: string[];
  companyName: string;
  contactPhone: string;
  companyType: string;
  industry: string[];
  numberOfEmployees: string;
  businessIncome: string;
  personInCharge: string;
  fdAddOn2: string;
  companyAddress: string;
  creditCode: string;
  certificationDocuments: string;
  logo?: string;
}

/** The provider form: the multi-selects hold value lists. */
export interface ProviderFormValues {
  contactName: string;
  contactPhone?: string;
  contactPosition?: string;
  serviceProviderType: string;
  serviceProviderCategory: string[];
  serviceIndustry: string[];
  serviceProviderIntroduction: string;
  industryAdvantage: string;
  coreProductService: string;
  companyWebsite?: string;
}

/** The enterprise certification payload of portal.md 3; personInCharge is also sent as contactName. */
export function toEnterprisePayload({ area, industry, logo, ...values }: EnterpriseFormValues): Payload {
  const [province, city, district] = area;
  const [industryCategory, secondaryIndustry, tertiary] = industry;
  return {
    ...values,
    certifyType: '企业',
    contactName: values.personInCharge,
    province,
    city,
    district,
    industryCategory,
    secondaryIndustry,
    industry: tertiary ?? null,
    logo: logo || null,
  };
}

/**
 * The provider payload of portal.md 3: the multi-selects comma-joined, plus the company's own
 * fields (the server takes those from the company anyway).
 */
export function toProviderPayload(values: ProviderFormValues, company: CompanyDetail | undefined): Payload {
  return {
    ...values,
    certifyType: '服务商',
    contactPhone: values.contactPhone?.trim() || null,
    serviceProviderCategory: values.serviceProviderCategory.join(','),
    serviceIndustry: values.serviceIndustry.join(','),
    companyId: company?.id,
    companyName: company?.companyName,
    creditCode: company?.socialCreditCode,
    personInCharge: company?.personInCharge,
    certificationDocuments: company?.licenseFilePath,
    legalRepresentative: company?.legalRepresentative,
    companyType: company?.companyType,
    industry: company?.industry ?? company?.secondaryIndustry,
    province: company?.province,
    city: company?.city,
    district: company?.district,
  };
}

const present = (...codes: (string | null | undefined)[]) => codes.filter((code): code is string => Boolean(code));
const listOf = (joined: string | null | undefined) => present(...(joined ?? '').split(','));

/** The company fields a form starts from: a certified company's details, or what a rejected request sent. */
export type CompanyFields = Partial<CompanyDetail>;

/**
 * What a request sent (portal.md 3 payload names) in the Company shape, so that 立即去认证 after a
 * rejection starts from the person's own answers instead of an empty form.
 */
export function companyOfSubmission(p: Record<string, unknown>): CompanyFields {
  const text = (key: string) => (typeof p[key] === 'string' && p[key] !== '' ? (p[key] as string) : null);
  return {
    companyName: text('companyName'),
    socialCreditCode: text('creditCode'),
    legalRepresentative: text('legalRepresentative'),
    industryCategory: text('industryCategory'),
    secondaryIndustry: text('secondaryIndustry'),
    industry: text('industry'),
    annualRevenue: text('businessIncome'),
    companyType: text('companyType'),
    employee: text('numberOfEmployees'),
    contactPhone: text('contactPhone'),
    registeredAddress: text('companyAddress'),
    companyProfile: text('fdAddOn2'),
    licenseFilePath: text('certificationDocuments'),
    logo: text('logo'),
    province: text('province'),
    city: text('city'),
    district: text('district'),
    personInCharge: text('personInCharge'),
    contactName: text('contactName'),
    contactPosition: text('contactPosition'),
    companyWebsite: text('companyWebsite'),
    serviceProviderType: text('serviceProviderType'),
    serviceProviderCategory: text('serviceProviderCategory'),
    serviceIndustry: text('serviceIndustry'),
    serviceProviderIntroduction: text('serviceProviderIntroduction'),
    industryAdvantage: text('industryAdvantage'),
    coreProductService: text('coreProductService'),
  };
}

/** Company fields as the enterprise form's starting values (editing, or again after a rejection; portal.md 4.2). */
export function enterpriseValuesOf(c: CompanyFields): Partial<EnterpriseFormValues> {
  return {
    legalRepresentative: c.legalRepresentative ?? '',
    area: present(c.province, c.city, c.district),
    companyName: c.companyName ?? '',
    contactPhone: c.contactPhone ?? '',
    companyType: c.companyType ?? undefined,
    industry: present(c.industryCategory, c.secondaryIndustry, c.industry),
    numberOfEmployees: c.employee ?? undefined,
    businessIncome: c.annualRevenue ?? undefined,
    personInCharge: c.personInCharge ?? '',
    fdAddOn2: c.companyProfile ?? '',
    companyAddress: c.registeredAddress ?? '',
    creditCode: c.socialCreditCode ?? '',
    certificationDocuments: c.licenseFilePath ?? undefined,
    logo: c.logo ?? undefined,
  };
}

/** Company fields as the provider form's starting values. */
export function providerValuesOf(c: CompanyFields): Partial<ProviderFormValues> {
  return {
    contactName: c.contactName ?? '',
    contactPhone: c.contactPhone ?? '',
    contactPosition: c.contactPosition ?? '',
    serviceProviderType: c.serviceProviderType ?? undefined,
    serviceProviderCategory: listOf(c.serviceProviderCategory),
    serviceIndustry: listOf(c.serviceIndustry),
    serviceProviderIntroduction: c.serviceProviderIntroduction ?? '',
    industryAdvantage: c.industryAdvantage ?? '',
    coreProductService: c.coreProductService ?? '',
    companyWebsite: c.companyWebsite ?? '',
  };
}
