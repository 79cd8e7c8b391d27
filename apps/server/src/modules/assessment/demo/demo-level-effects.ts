import {
  type Answers,
  type Assessment,
  type AssessmentLevel,
  assess,
  type BankQuestion,
  type BankVersion,
  DEFAULT_SCORING_PARAMETERS,
  type ReachedLevel,
} from '@dtmm/shared';
import { BANK_QUESTIONS } from '../bank/bank.data';
import { BANK_V2_PARAMETERS, BANK_V2_QUESTIONS } from '../bank/v2/bank-v2.data';
import { type PlannedRecord, planDemoRecords } from './demo-record-plan';

/**
 * What each rule of bank version 2 does to the demo's levels (docs/assessment-model.md, "Bank version
 * 2"): the version-1 demo as it was seeded, the same answers rescored with one rule changed at a time,
 * and the demo as it is now seeded on version 2. `node --import tsx scripts/demo-level-effects.ts`
 * prints the tables.
 */

/** The companies added with the variants (issue 29 §6): the version-1 demo did not have them. */
export const ADDED_WITH_VARIANTS = ['xinglian', 'huiminxing', 'yunzhongyi', 'taohe'];

/**
 * Version-1 options that described the absence of a practice or only an intention and still earned 0.3
 * (issue 29 §2). Their labels are printed with the tables, so that the list can be checked.
 */
export const ABSENCE_AND_INTENTION_OPTIONS = [
  'T04-L2-1 C',
  'T01-L3-1 C',
  'T03-L3-1 C',
  'T05-L3-1 C',
  'T15-L3-1 C',
  'T02-L2-1 C',
  'T03-L5-1 C',
  'T01-L5-1 C',
  'T09-L5-1 C',
];

export const BANK_V1: BankVersion = { version: 1, questions: BANK_QUESTIONS, parameters: DEFAULT_SCORING_PARAMETERS };
export const BANK_V2: BankVersion = { version: 2, questions: BANK_V2_QUESTIONS, parameters: BANK_V2_PARAMETERS };

/** Version 1 with the floor of version 2 under every gating indicator, and nothing else changed. */
const V1_WITH_FLOOR: BankVersion = {
  ...BANK_V1,
  parameters: { ...BANK_V1.parameters, indicatorFloor: BANK_V2_PARAMETERS.indicatorFloor },
};

const zeroed = (question: BankQuestion): BankQuestion => ({
  ...question,
  options: question.options.map((option) =>
    ABSENCE_AND_INTENTION_OPTIONS.includes(`${question.id} ${option.id}`) ? { ...option, credit: 0 } : option,
  ),
});
/** Version 1 with the absence and intention options worth 0, and nothing else changed. */
const V1_WITHOUT_ABSENCE_CREDIT: BankVersion = { ...BANK_V1, questions: BANK_V1.questions.map(zeroed) };
const V1_WITH_BOTH: BankVersion = { ...V1_WITH_FLOOR, questions: V1_WITHOUT_ABSENCE_CREDIT.questions };

/**
 * The same answers scored on another bank the way the live flow scores them: level by level, and a
 * company stops at the first level it fails (what it answered above that is never asked).
 */
export function rescore(bank: BankVersion, planned: PlannedRecord): Assessment {
  const levelOf = new Map(bank.questions.map((question) => [question.id, question.level]));
  const { industryGroup, croppedIndicatorIds } = planned;
  let result: Assessment | undefined;
  for (const level of [1, 2, 3, 4, 5] as AssessmentLevel[]) {
    const answers: Answers = Object.fromEntries(
      Object.entries(planned.answers).filter(([id]) => (levelOf.get(id) ?? 6) <= level),
    );
    if (!Object.keys(answers).some((id) => levelOf.get(id) === level)) break;
    result = assess({ bank, industryGroup, croppedIndicatorIds, answers });
    if (result.completed) break;
  }
  if (!result) throw new Error(`no answers to rescore for ${planned.plan.company}`);
  return result;
}

export interface LevelEffect {
  company: string;
  daysAgo: number;
  /** (a) the version-1 demo as seeded; null for the companies added with the variants. */
  v1: ReachedLevel | null;
  /** (b) the same answers with the indicator floor 0.3. */
  floor: ReachedLevel | null;
  /** (c) the same answers with the absence and intention options worth 0. */
  noAbsenceCredit: ReachedLevel | null;
  /** (b) and (c) together. */
  both: ReachedLevel | null;
  /** (d) the demo as seeded now, on version 2. */
  v2: ReachedLevel;
  /** The gating indicators under the floor at the level (b) failed, where (b) is below (a). */
  underFloor: string[];
  /** The same for (b) and (c) together, where they are below (b) alone. */
  underFloorWithBoth: string[];
  industryGroup: PlannedRecord['industryGroup'];
  /** How many of its version-1 answers are absence or intention options. */
  absenceAnswers: number;
  /** Whether one of them was at a level the record passed (below its last level, or level 5 passed). */
  absenceAtPassedLevel: boolean;
}

/** The absence and intention options a version-1 record chose, as their questions' levels. */
function absenceLevels(planned: PlannedRecord): number[] {
  const levelOf = new Map(BANK_V1.questions.map((question) => [question.id, question.level]));
  return Object.entries(planned.answers).flatMap(([questionId, optionIds]) =>
    optionIds
      .filter((optionId) => ABSENCE_AND_INTENTION_OPTIONS.includes(`${questionId} ${optionId}`))
      .map(() => levelOf.get(questionId) ?? 0),
  );
}

/** The gating indicators under the floor at the level an assessment ended on. */
const underFloorOf = (assessment: Assessment) =>
  (assessment.levels.at(-1)?.failedRules ?? []).flatMap((rule) => (rule.rule === 'indicatorFloor' ? [rule.name] : []));

const keyOf = (planned: PlannedRecord) => `${planned.plan.company}:${planned.plan.daysAgo}`;

/** Every demo record (all of today's plans), oldest first, with its level under each rule set. */
export function levelEffects(now: number): LevelEffect[] {
  const before = new Map(
    planDemoRecords(BANK_V1, now)
      .filter((planned) => !ADDED_WITH_VARIANTS.includes(planned.plan.company))
      .map((planned) => [keyOf(planned), planned]),
  );
  return planDemoRecords(BANK_V2, now).map((now2) => {
    const old = before.get(keyOf(now2));
    const floor = old ? rescore(V1_WITH_FLOOR, old) : null;
    const both = old ? rescore(V1_WITH_BOTH, old) : null;
    const chosen = old ? absenceLevels(old) : [];
    const passedUpTo = old?.assessment.level ?? 0;
    return {
      company: now2.plan.company,
      daysAgo: now2.plan.daysAgo,
      v1: old ? old.assessment.level : null,
      floor: floor ? floor.level : null,
      noAbsenceCredit: old ? rescore(V1_WITHOUT_ABSENCE_CREDIT, old).level : null,
      both: both ? both.level : null,
      v2: now2.assessment.level,
      underFloor: old && floor && floor.level < old.assessment.level ? underFloorOf(floor) : [],
      underFloorWithBoth: floor && both && both.level < floor.level ? underFloorOf(both) : [],
      industryGroup: now2.industryGroup,
      absenceAnswers: chosen.length,
      absenceAtPassedLevel: chosen.some((level) => level <= passedUpTo),
    };
  });
}

/** Each company's latest record: the province's population, as its distribution counts it. */
export function latestPerCompany(effects: readonly LevelEffect[]): LevelEffect[] {
  const latest = new Map<string, LevelEffect>();
  for (const effect of effects) {
    const held = latest.get(effect.company);
    if (!held || effect.daysAgo < held.daysAgo) latest.set(effect.company, effect);
  }
  return [...latest.values()];
}

/** How many records are at level 0 … 5. */
export function distribution(levels: readonly (ReachedLevel | null)[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0];
  for (const level of levels) if (level !== null) counts[level] = (counts[level] ?? 0) + 1;
  return counts;
}

/** The label and version-1 credit of each absence or intention option, to check the list by. */
export function absenceOptionLabels(): { option: string; label: string; credit: number }[] {
  return ABSENCE_AND_INTENTION_OPTIONS.map((option) => {
    const [questionId, optionId] = option.split(' ');
    const found = BANK_QUESTIONS.find((q) => q.id === questionId)?.options.find((o) => o.id === optionId);
    if (!found) throw new Error(`version 1 has no option ${option}`);
    return { option, label: found.label, credit: found.credit };
  });
}
