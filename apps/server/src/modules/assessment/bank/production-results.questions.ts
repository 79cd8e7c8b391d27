import type { BankQuestion } from '@dtmm/shared/assessment/indicator-system';
import { PRODUCTION_QUESTIONS } from './production.questions';
import { RESULTS_QUESTIONS } from './results.questions';

/**
 * The original questions of 数字化生产 (T13–T26, one per indicator and level: 70) and the
 * quantitative questions of 数字化转型成效 (T27–T31, one each: 5), in indicator order.
 */
export const PRODUCTION_RESULTS_QUESTIONS: BankQuestion[] = [...PRODUCTION_QUESTIONS, ...RESULTS_QUESTIONS];

export { PRODUCTION_QUESTIONS, RESULTS_QUESTIONS };
