/**
 * The platform's own question banks, each published once into every deployment (assessment.seed.ts).
 * Version 1 is the original bank: 数字化基础 and 数字化治理 (T01–T12), 数字化生产 (T13–T26) and the
 * quantitative 成效 questions (T27–T31), industry only. `npm run bank:check` validates them with
 * checkBank (packages/shared/src/assessment/bank-check.ts).
 */
import { type BankQuestion, DEFAULT_SCORING_PARAMETERS } from '@dtmm/shared';
import type { PlatformBank } from '../assessment.seed';
import { FOUNDATION_GOVERNANCE_QUESTIONS } from './foundation-governance.questions';
import { PRODUCTION_RESULTS_QUESTIONS } from './production-results.questions';

export const BANK_QUESTIONS: BankQuestion[] = [...FOUNDATION_GOVERNANCE_QUESTIONS, ...PRODUCTION_RESULTS_QUESTIONS];

export const PLATFORM_BANKS: readonly PlatformBank[] = [
  {
    seedKey: 'platform-1',
    questions: BANK_QUESTIONS,
    parameters: DEFAULT_SCORING_PARAMETERS,
    reportContent: null,
    variants: ['1'],
  },
];
