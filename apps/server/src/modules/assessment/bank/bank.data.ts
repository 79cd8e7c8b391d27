/**
 * The whole original question bank as seeded into the first bank version: 数字化基础 and 数字化治理
 * (T01–T12), 数字化生产 (T13–T26) and the quantitative 成效 questions (T27–T31). `npm run bank:check`
 * validates it with checkBank (packages/shared/src/assessment/bank-check.ts).
 */
import type { BankQuestion } from '@dtmm/shared/assessment/indicator-system';
import { FOUNDATION_GOVERNANCE_QUESTIONS } from './foundation-governance.questions';
import { PRODUCTION_RESULTS_QUESTIONS } from './production-results.questions';

export const BANK_QUESTIONS: BankQuestion[] = [...FOUNDATION_GOVERNANCE_QUESTIONS, ...PRODUCTION_RESULTS_QUESTIONS];
