import {
  CERTIFICATION_MESSAGES,
  CREDIT_CODE_PATTERN,
  hasValidCreditCodeChecksum,
  isWebUrl,
  LONG_TEXT_MAX,
  MOBILE_PATTERN,
  messages,
} from '@dtmm/shared';
import type { FormRule } from 'antd';
import type { EnterpriseFormValues, ProviderFormValues } from './certification-payload';

/**
 * The field rules of portal.md 5.5 and 5.6 as antd rules, mirroring enterpriseCertificationInput
 * and providerCertificationInput (same texts); fields set `validateFirst` so one message speaks.
 */
const m = CERTIFICATION_MESSAGES;
const v = messages.validation;

const text = (message: string): FormRule[] => [{ required: true, whitespace: true, message }];
const choice = (message: string): FormRule[] => [{ required: true, message }];
const longText = (message: string): FormRule[] => [...text(message), { max: LONG_TEXT_MAX, message: m.longText }];
const mobile: FormRule = { pattern: MOBILE_PATTERN, message: v.mobile, transform: (value?: string) => value?.trim() };

export const enterpriseRules: Record<Exclude<keyof EnterpriseFormValues, 'logo'>, FormRule[]> = {
  legalRepresentative: text(m.legalRepresentative),
  area: [{ required: true, type: 'array', len: 3, message: m.area }],
  companyName: text(m.companyName),
  contactPhone: [...text(m.contactPhone), mobile],
  companyType: choice(m.companyType),
  // 门类 and 大类 are required, the 中类 is optional (2.11).
  industry: [{ required: true, type: 'array', min: 2, message: m.industry }],
  numberOfEmployees: choice(m.numberOfEmployees),
  businessIncome: choice(m.businessIncome),
  personInCharge: text(m.personInCharge),
  fdAddOn2: longText(m.profile),
  companyAddress: text(m.companyAddress),
  creditCode: [
    ...text(v.creditCodeRequired),
    { pattern: CREDIT_CODE_PATTERN, message: v.creditCodeFormat },
    {
      validator: (_rule, value?: string) =>
        !value || hasValidCreditCodeChecksum(value)
          ? Promise.resolve()
          : Promise.reject(new Error(v.creditCodeChecksum)),
    },
  ],
  certificationDocuments: choice(m.licence),
};

export const providerRules: Record<Exclude<keyof ProviderFormValues, 'contactPosition'>, FormRule[]> = {
  contactName: text(m.contactName),
  companyWebsite: [
    {
      validator: async (_, value?: string) =>
        !value?.trim() || isWebUrl(value.trim()) ? undefined : Promise.reject(new Error(v.url)),
    },
  ],
  contactPhone: [mobile],
  serviceProviderType: choice(m.serviceProviderType),
  serviceProviderCategory: choice(m.serviceProviderCategory),
  serviceIndustry: choice(m.serviceIndustry),
  serviceProviderIntroduction: longText(m.serviceProviderIntroduction),
  industryAdvantage: longText(m.industryAdvantage),
  coreProductService: longText(m.coreProductService),
};
