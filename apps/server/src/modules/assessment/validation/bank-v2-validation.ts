import type { BankVersion } from '@dtmm/shared';
import { BANK_V2_PARAMETERS, BANK_V2_QUESTIONS } from '../bank/v2/bank-v2.data';
import { planDemoRecords } from '../demo/demo-record-plan';
import { type BankValidation, type Respondent, validateBank } from './bank-validation';
import { COMPANY_PROFILES } from './company-profiles';

/** Bank version 2 as the platform seeds it ('platform-2'). */
export const BANK_V2: BankVersion = { version: 2, questions: BANK_V2_QUESTIONS, parameters: BANK_V2_PARAMETERS };

/** The demo's answers depend on each record's seed, not on the date: any fixed date gives the same. */
const DEMO_NOW = Date.UTC(2026, 0, 1);

/** The demo province's completed records, planned on the bank as the demo seed plans them. */
export function demoRespondents(bank: BankVersion): Respondent[] {
  return planDemoRecords(bank, DEMO_NOW).map((record) => ({
    industryGroup: record.industryGroup,
    croppedIndicatorIds: record.croppedIndicatorIds,
    answers: record.answers,
  }));
}

/** `npm run bank:validate` and its test: version 2 on the written profiles and the demo records. */
export const validateBankV2 = (): BankValidation => validateBank(BANK_V2, COMPANY_PROFILES, demoRespondents(BANK_V2));
