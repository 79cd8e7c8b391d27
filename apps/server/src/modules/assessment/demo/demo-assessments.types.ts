import type { ReachedLevel } from '@dtmm/shared';

/**
 * The shapes of the demo province's completed assessments (demo-assessed-companies.ts,
 * demo-assessments.ts): enterprises that are only the province's assessment population, and the
 * completed records the seed answers for them and for some of the demo province's own companies.
 */

/** A certified enterprise without login accounts: its only part in the demo is its assessment. */
export interface AssessedCompany {
  /** Stable key the assessments below refer to. */
  key: string;
  companyName: string;
  /** A valid GB 32100 code (check character right); unique across the whole demo. */
  socialCreditCode: string;
  /** GB/T 4754-2017: 门类 letter, 大类, 中类. */
  industryCategory: string;
  secondaryIndustry: string;
  industry: string;
  /** Values of the dictionaries company.scale, company.income, company.type. */
  employee: string;
  annualRevenue: string;
  companyType: string;
  /** GB/T 2260: city '1401'…'1411' and one of its districts. */
  city: string;
  district: string;
  registeredAddress: string;
}

/** One completed record: the level the answers reach and how the enterprise answered. */
export interface DemoAssessment {
  /** A key of demo-assessed-companies.ts or of the demo province (demo-province.ts). */
  company: string;
  /** The level the generated answers must reach: the model decides, the seed checks it did. */
  level: ReachedLevel;
  /** Days before today the record completed. */
  daysAgo: number;
  /** A 551 record (answerType '2') with this certified provider's key; else a diagnosis (answerType '0'). */
  provider?: string;
  /** assessmentType '2' (group, never crops); else '1' (non-group). */
  group?: boolean;
  /** Optional production indicators a non-group enterprise dropped (never mandatory ones). */
  cropped?: string[];
}
