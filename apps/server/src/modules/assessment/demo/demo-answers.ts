import {
  type Assessment,
  type AssessmentLevel,
  type BankQuestion,
  type BankVersion,
  evaluateLevel,
  INDICATOR_SYSTEM,
  type IndustryGroup,
  questionsAskedOf,
  type ReachedLevel,
} from '@dtmm/shared';

/**
 * Answers of a demo enterprise to the real bank, generated the way a person of a given maturity
 * would give them, and scored the way the live flow scores them: level by level with evaluateLevel,
 * until a level fails or level 5 passes. Deterministic: a seeded PRNG, never Math.random, so every
 * fresh demo database holds the same answers.
 */

/** mulberry32: a tiny 32-bit PRNG with a good spread, enough for demo data. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: each record's own seed from its name, so editing one record never reshuffles the others. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return hash >>> 0;
}

export interface AnswerPlan {
  /** The level the answers must reach. */
  level: ReachedLevel;
  /** The company's industry group: its variant and its 成效 bands. */
  industryGroup: IndustryGroup;
  croppedIndicatorIds: string[];
  /** Shifts of a 成效 band by indicator (e.g. T28 lower for energy-intensive industries). */
  resultBias?: Readonly<Record<string, number>>;
}

export interface GeneratedAnswers {
  /** Question id → chosen option ids, every answered level complete. */
  answers: Record<string, string[]>;
  /** What evaluateLevel decided on the last level answered: the record's frozen result. */
  assessment: Assessment;
}

type Rng = () => number;
const LEVELS: readonly AssessmentLevel[] = [1, 2, 3, 4, 5];
const SLIP_CHANCE = 0.1;
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const AREA_OF = new Map(
  INDICATOR_SYSTEM.flatMap((area) => area.groups.flatMap((g) => g.indicators.map((i) => [i.id, area] as const))),
);

/**
 * How far up the levels each indicator of the company reaches: its level plus a half, shifted per
 * area (a company strong in 基础 may be weak in 生产) and per indicator, so weak points differ.
 * `polish` < 0 is a company that does most things, but not all of them well (the lower tier).
 */
function maturityOf(level: ReachedLevel, rng: Rng) {
  const areaShift = new Map(INDICATOR_SYSTEM.map((area) => [area.id, (rng() - 0.5) * 0.8]));
  const reach = new Map<string, number>();
  for (const [indicatorId, area] of AREA_OF) {
    reach.set(indicatorId, level + 0.5 + (areaShift.get(area.id) ?? 0) + (rng() - 0.5) * 1.2);
  }
  return { level, reach, polish: -0.3 * rng() };
}

/** The credit the company would earn on a question: full well below its reach, nothing well above. */
function wantedCredit(question: BankQuestion, maturity: ReturnType<typeof maturityOf>, plan: AnswerPlan, rng: Rng) {
  if (AREA_OF.get(question.indicatorId)?.isGating) {
    const margin = (maturity.reach.get(question.indicatorId) ?? 0) - question.level;
    // Now and then a gap below the company's reach: nobody does everything its level implies.
    const slip = rng() < SLIP_CHANCE ? 0.5 : 0;
    return clamp01(0.75 + 0.55 * margin + maturity.polish - slip);
  }
  const bias = plan.resultBias?.[question.indicatorId] ?? 0;
  return clamp01(0.3 + 0.12 * maturity.level + bias + (rng() - 0.5) * 0.4);
}

/** Every answer a question allows (the 'none' option alone, or any set of practices) with its credit. */
function choicesOf(question: BankQuestion): { optionIds: string[]; credit: number }[] {
  if (question.questionType === 1) return question.options.map((o) => ({ optionIds: [o.id], credit: o.credit }));
  const none = question.options.filter((o) => o.exclusive).map((o) => ({ optionIds: [o.id], credit: o.credit }));
  const practices = question.options.filter((o) => !o.exclusive);
  const sets = Array.from({ length: 2 ** practices.length - 1 }, (_, mask) =>
    practices.filter((_, i) => ((mask + 1) >> i) & 1),
  );
  const chosen = sets.map((set) => ({
    optionIds: set.map((o) => o.id),
    credit: Math.min(
      1,
      set.reduce((sum, o) => sum + o.credit, 0),
    ),
  }));
  return [...none, ...chosen];
}

/** The answer whose credit is nearest the wanted one; of equals, the one doing more. */
export function pickAnswer(question: BankQuestion, wanted: number): string[] {
  let best = { optionIds: [] as string[], distance: Number.POSITIVE_INFINITY };
  for (const choice of choicesOf(question)) {
    const distance = Math.abs(choice.credit - wanted);
    const better = distance < best.distance - 1e-9;
    const asGoodDoingMore =
      Math.abs(distance - best.distance) <= 1e-9 && choice.optionIds.length > best.optionIds.length;
    if (better || asGoodDoingMore) best = { optionIds: choice.optionIds, distance };
  }
  return best.optionIds;
}

/** One try: answers level by level exactly as the live flow takes them, until evaluateLevel ends it. */
function answerOnce(bank: BankVersion, plan: AnswerPlan, rng: Rng): GeneratedAnswers {
  const maturity = maturityOf(plan.level, rng);
  const answers: Record<string, string[]> = {};
  const { industryGroup, croppedIndicatorIds } = plan;
  const asked = questionsAskedOf(bank.questions, industryGroup, croppedIndicatorIds);
  for (const level of LEVELS) {
    for (const question of asked) {
      if (question.level !== level) continue;
      answers[question.id] = pickAnswer(question, wantedCredit(question, maturity, plan, rng));
    }
    const decision = evaluateLevel({ bank, industryGroup, croppedIndicatorIds, answers }, level);
    if (decision.callbackTag === 1) return { answers, assessment: decision.assessment };
  }
  throw new Error('unreachable: passing level 5 ends an assessment');
}

const MAX_TRIES = 50;

/**
 * Answers that reach the planned level. A company near a threshold may by chance pass one level more
 * or fail one sooner; then it answers again from the same PRNG (deterministic still), as a demo must
 * show the distribution it was designed for. The model, not this code, decides every level.
 */
export function generateAnswers(bank: BankVersion, plan: AnswerPlan, seed: number): GeneratedAnswers {
  const rng = mulberry32(seed);
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    const generated = answerOnce(bank, plan, rng);
    if (generated.assessment.level === plan.level) return generated;
  }
  throw new Error(`demo answers: no answers reaching level ${plan.level} in ${MAX_TRIES} tries`);
}
