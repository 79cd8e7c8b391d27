/**
 * Bank version 2 (issue 29): the questions rewritten so that none gives its answer away, 数字化经营 for
 * non-industrial companies, 成效 bands per variant and industry group, and a floor under every gating
 * indicator. docs/assessment-model.md gives the rules and their effect on the demo records.
 */
import {
  type BankQuestion,
  DEFAULT_SCORING_PARAMETERS,
  INDICATOR_ENTRIES,
  indicatorIdsOfGroups,
  type ReportContent,
  type ScoringParameters,
} from '@dtmm/shared';
import { REPORT_CONTENT } from '../report-content.data';
import { BUSINESS_ADVICE_V2 } from './business.advice';
import { BUSINESS_QUESTIONS_V2 } from './business.questions';
import { FOUNDATION_GOVERNANCE_ADVICE_V2 } from './foundation-governance.advice';
import { FOUNDATION_GOVERNANCE_QUESTIONS_V2 } from './foundation-governance.questions';
import { PRODUCTION_ADVICE_V2 } from './production.advice';
import { PRODUCTION_QUESTIONS_V2 } from './production.questions';
import { RESULTS_QUESTIONS_V2 } from './results.questions';

export const BANK_V2_QUESTIONS: BankQuestion[] = [
  ...FOUNDATION_GOVERNANCE_QUESTIONS_V2,
  ...PRODUCTION_QUESTIONS_V2,
  ...BUSINESS_QUESTIONS_V2,
  ...RESULTS_QUESTIONS_V2,
];

/**
 * Version 1's numbers, plus: 数字化经营 weighs what 数字化生产 weighs (each is the business area of its
 * variant), every 经营 indicator but 物流仓储 is mandatory (only a company without stock or deliveries
 * drops it), and a level needs every gating indicator at 0.3 or more — at least a partial practice, so a
 * zero can no longer hide under a mean.
 */
export const BANK_V2_PARAMETERS: ScoringParameters = {
  ...DEFAULT_SCORING_PARAMETERS,
  areaWeights: { ...DEFAULT_SCORING_PARAMETERS.areaWeights, A5: DEFAULT_SCORING_PARAMETERS.areaWeights.A3 },
  indicatorFloor: 0.3,
  mandatoryIndicatorIds: [
    ...DEFAULT_SCORING_PARAMETERS.mandatoryIndicatorIds,
    ...indicatorIdsOfGroups(['S15', 'S16', 'S17', 'S18']),
  ],
};

/** Version 1's 成效 advice for the indicators both versions measure alike (T27–T31). */
const SHARED_RESULTS_ADVICE = REPORT_CONTENT.advice.filter((row) =>
  ['T27', 'T28', 'T29', 'T30', 'T31'].includes(row.indicatorId),
);

const ADVICE = [
  ...FOUNDATION_GOVERNANCE_ADVICE_V2,
  ...PRODUCTION_ADVICE_V2,
  ...SHARED_RESULTS_ADVICE,
  ...BUSINESS_ADVICE_V2.filter(
    (row) => !SHARED_RESULTS_ADVICE.some((shared) => shared.indicatorId === row.indicatorId),
  ),
];

/** The advice table in the indicator system's order, as operators see it. */
export const BANK_V2_REPORT_CONTENT: ReportContent = {
  ...REPORT_CONTENT,
  advice: INDICATOR_ENTRIES.flatMap((entry) => ADVICE.filter((row) => row.indicatorId === entry.id)),
};
