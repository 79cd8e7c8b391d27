import {
  ANSWER_TYPES,
  type AnswerType,
  ASSESSMENT_TYPES,
  type AssessmentType,
  type BankVersion,
  type IndustryGroup,
  industryGroupOf,
  industryGroupUnder,
  isCroppable,
} from '@dtmm/shared';
import { DEMO_COMPANIES } from '../../demo/demo-province';
import { type GeneratedAnswers, generateAnswers, mulberry32, seedOf } from './demo-answers';
import { DEMO_ASSESSED_COMPANIES } from './demo-assessed-companies';
import { DEMO_ASSESSMENTS } from './demo-assessments';
import type { DemoAssessment } from './demo-assessments.types';

/**
 * What the seed writes for each demo assessment, computed before any write: the generated answers
 * and their result, and when the record was started, answered and completed.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Changing it changes every demo answer; the tests only rely on the planned levels. */
const DEMO_SEED = 'dtmm-demo-2026';

export interface PlannedRecord extends GeneratedAnswers {
  plan: DemoAssessment;
  answerType: AnswerType;
  assessmentType: AssessmentType;
  croppedIndicatorIds: string[];
  industryGroup: IndustryGroup;
  createdAt: Date;
  completedAt: Date;
  /** When the questions of each level were answered: spread over the time the record was open. */
  answeredAt: (level: number) => Date;
}

const industryGroupByCompany = new Map(
  [...DEMO_COMPANIES, ...DEMO_ASSESSED_COMPANIES].map((company) => [
    company.key,
    industryGroupOf(company.industryCategory, company.secondaryIndustry),
  ]),
);

function planRecord(bank: BankVersion, plan: DemoAssessment, now: number): PlannedRecord {
  const seed = seedOf(`${DEMO_SEED}:${plan.company}:${plan.daysAgo}`);
  const industryGroup = industryGroupUnder(bank, industryGroupByCompany.get(plan.company) ?? 'otherIndustry');
  // What the plan drops from 数字化生产 only applies where the company is assessed on it.
  const cropped = plan.group ? [] : (plan.cropped ?? []);
  const croppedIndicatorIds = cropped.filter((id) => isCroppable(id, industryGroup, bank.parameters));
  // Bank version 1 asks every industry the same energy bands, which an energy-intensive plant falls low in.
  const resultBias: Record<string, number> =
    industryGroup === 'energyIntensive' && bank.version === 1 ? { T28: -0.3 } : {};
  const generated = generateAnswers(bank, { level: plan.level, industryGroup, croppedIndicatorIds, resultBias }, seed);
  const rng = mulberry32(seed ^ 0x5bd1e995);
  // Completed in office hours of that day, after a few hours to two days of answering.
  const completedAt = new Date(now - plan.daysAgo * DAY_MS - Math.floor(rng() * 6 * HOUR_MS));
  const openFor = (2 + rng() * 46) * HOUR_MS;
  const createdAt = new Date(completedAt.getTime() - openFor);
  const levels = generated.assessment.levels.length;
  return {
    ...generated,
    plan,
    answerType: plan.provider ? ANSWER_TYPES.topic551 : ANSWER_TYPES.diagnosis,
    assessmentType: plan.group ? ASSESSMENT_TYPES.group : ASSESSMENT_TYPES.nonGroup,
    croppedIndicatorIds,
    industryGroup,
    createdAt,
    completedAt,
    answeredAt: (level) => new Date(createdAt.getTime() + (openFor * (level - 0.5)) / levels),
  };
}

/** Every demo assessment planned, oldest completion first (so record ids and report numbers follow time). */
export function planDemoRecords(bank: BankVersion, now: number): PlannedRecord[] {
  return DEMO_ASSESSMENTS.map((plan) => planRecord(bank, plan, now)).sort(
    (a, b) => a.completedAt.getTime() - b.completedAt.getTime(),
  );
}
