/**
 * The platform's own question banks, each published once into every deployment (assessment.seed.ts).
 * Version 1 is the original bank: 数字化基础 and 数字化治理 (T01–T12), 数字化生产 (T13–T26) and the
 * quantitative 成效 questions (T27–T31), industry only. Version 2 (v2/bank-v2.data.ts) rewrites them and
 * adds 数字化经营 for the other industries. `npm run bank:check` validates them with
 * checkBank (packages/shared/src/assessment/bank-check.ts).
 */
import { type BankQuestion, DEFAULT_SCORING_PARAMETERS } from '@dtmm/shared';
import type { PlatformBank } from '../assessment.seed';
import { FOUNDATION_GOVERNANCE_QUESTIONS } from './foundation-governance.questions';
import { PRODUCTION_RESULTS_QUESTIONS } from './production-results.questions';
import { BANK_V2_PARAMETERS, BANK_V2_QUESTIONS, BANK_V2_REPORT_CONTENT } from './v2/bank-v2.data';

export const BANK_QUESTIONS: BankQuestion[] = [...FOUNDATION_GOVERNANCE_QUESTIONS, ...PRODUCTION_RESULTS_QUESTIONS];

export const PLATFORM_BANKS: readonly PlatformBank[] = [
  {
    seedKey: 'platform-1',
    questions: BANK_QUESTIONS,
    parameters: DEFAULT_SCORING_PARAMETERS,
    reportContent: null,
    variants: ['1'],
  },
  {
    seedKey: 'platform-2',
    questions: BANK_V2_QUESTIONS,
    parameters: BANK_V2_PARAMETERS,
    reportContent: BANK_V2_REPORT_CONTENT,
    variants: ['1', '2'],
  },
];
