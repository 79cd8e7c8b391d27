import type { EnterpriseCertificationInput, ProviderCertificationInput } from '@dtmm/shared';
import type { companies } from '../companies/companies.table';

/** The company columns an approved enterprise payload writes (portal.md 3 names → table columns). */
export function enterpriseCompanyFields(p: EnterpriseCertificationInput) {
  return {
    companyName: p.companyName,
    socialCreditCode: p.creditCode,
    legalRepresentative: p.legalRepresentative,
    industryCategory: p.industryCategory,
    secondaryIndustry: p.secondaryIndustry,
    industry: p.industry,
    annualRevenue: p.businessIncome,
    companyType: p.companyType,
    employee: p.numberOfEmployees,
    contactPhone: p.contactPhone,
    contactName: p.personInCharge,
    personInCharge: p.personInCharge,
    registeredAddress: p.companyAddress,
    companyProfile: p.fdAddOn2,
    licenseFileId: p.certificationDocuments,
    logoFileId: p.logo,
    province: p.province,
    city: p.city,
    district: p.district,
    companyWebsite: p.companyWebsite,
  } satisfies Partial<typeof companies.$inferInsert>;
}

/** The provider columns an approved provider payload writes. */
export function providerCompanyFields(p: ProviderCertificationInput) {
  return {
    contactName: p.contactName,
    contactPosition: p.contactPosition,
    serviceProviderType: p.serviceProviderType,
    serviceProviderCategory: p.serviceProviderCategory,
    serviceIndustry: p.serviceIndustry,
    serviceProviderIntroduction: p.serviceProviderIntroduction,
    industryAdvantage: p.industryAdvantage,
    coreProductService: p.coreProductService,
    ...(p.contactPhone ? { contactPhone: p.contactPhone } : {}),
    ...(p.companyWebsite ? { companyWebsite: p.companyWebsite } : {}),
  } satisfies Partial<typeof companies.$inferInsert>;
}
