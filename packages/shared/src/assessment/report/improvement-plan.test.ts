import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Answers, type AssessmentInput, assess } from '../assessment-model';
import { DEFAULT_SCORING_PARAMETERS } from '../bank-version';
import type { AssessmentLevel } from '../indicator-system';
import {
  BANDS_CHOSEN,
  bank,
  GATING,
  GATING_QUESTIONS,
  LETTERS,
  LEVELS,
  level,
  question,
  SINGLE,
} from '../small-bank.testing';
import { achievableAnswers } from './achievable-answers';
import { planImprovement } from './improvement-plan';
import type { ImprovementPlan } from './report.schemas';

/**
 * The improvement plan on the small hand-made bank of small-bank.testing.ts: six gating indicators
 * (资金投入 T01 multiple choice A 0.5, B 0.3, C 0.3, D '无' exclusive; 数据管理 T05, 战略规划 T09, 产品设计
 * T13 — croppable —, 计划排程 T15, 采购管理 T23 single choice A 1, B 0.6, C 0.3, D 0), one question each
 * per level, two 成效 bands at level 1. Option labels are `${questionId}-${index}`. Every expected number
 * is worked by hand; the minimal count is also checked against a brute force run through assess().
 */

const CROPPED = ['T13'];
const WORKED_ANSWERS: Answers = {
  ...BANDS_CHOSEN,
  ...level(1, { T01: 'AB', T05: 'A', T09: 'A', T15: 'A', T23: 'B' }),
  ...level(2, { T01: 'ABC', T05: 'B', T09: 'A', T15: 'B', T23: 'B' }),
  ...level(3, { T01: 'A', T05: 'B', T09: 'C', T15: 'A', T23: 'A' }),
};

/** Best answers: the letters that earn 1. */
const BEST: Record<string, string> = { T01: 'ABC', T05: 'A', T09: 'A', T13: 'A', T15: 'A', T23: 'A' };

const input = (answers: Answers, croppedIndicatorIds = CROPPED, version = bank()): AssessmentInput => ({
  bank: version,
  croppedIndicatorIds,
  answers,
});
const planOf = (record: AssessmentInput) => planImprovement(record, assess(record));

/** The answers with each move's practices ticked: labels `${questionId}-${index}` name the options back. */
function changedAnswers(answers: Answers, plan: ImprovementPlan): Answers {
  const changed: Record<string, string[]> = {};
  for (const label of plan.moves.flatMap((move) => move.practices)) {
    const cut = label.lastIndexOf('-');
    const questionId = label.slice(0, cut);
    changed[questionId] = [...(changed[questionId] ?? []), LETTERS[Number(label.slice(cut + 1))] ?? '?'];
  }
  return { ...answers, ...changed };
}

/** Brute force through the model: the fewest indicators that, answered at best, pass the level. */
function minimalMoveCount(record: AssessmentInput, target: AssessmentLevel): number {
  const indicators = GATING.filter((id) => !record.croppedIndicatorIds.includes(id));
  let fewest = Number.POSITIVE_INFINITY;
  for (let mask = 0; mask < 2 ** indicators.length; mask++) {
    const subset = indicators.filter((_, bit) => mask & (1 << bit));
    const best = level(target, Object.fromEntries(subset.map((id) => [id, BEST[id] ?? 'A'])));
    if (assess({ ...record, answers: { ...record.answers, ...best } }).level >= target) {
      fewest = Math.min(fewest, subset.length);
    }
  }
  return fewest;
}

const levelMean = (record: AssessmentInput, at: number) =>
  assess(record).levels.find((evaluation) => evaluation.level === at)?.overallMean;

describe('the worked example (docs/assessment-model.md): level 3 failed by the 治理 floor', () => {
  const record = input(WORKED_ANSWERS);
  const plan = planOf(record);

  it('moves 战略规划 from 0.30 to 0.60, the least achievable value that lifts 治理 to the floor', () => {
    // 治理 at level 3 is 战略规划 alone (0.3 < 0.4); its next option is B (0.6): 治理 0.6 and
    // A(3) = (0.5 + 0.6 + 0.6 + 1 + 1) ÷ 5 = 0.74. The total gains 100 × 0.2 × (0.3 ÷ 5) = 1.2 points.
    expect(plan).toMatchObject({ targetLevel: 3, hasTarget: true, passThreshold: 0.6, areaFloor: 0.4 });
    expect(plan.moves).toEqual([
      {
        indicatorId: 'T09',
        name: '战略规划',
        areaId: 'A2',
        areaName: '数字化治理',
        from: 0.3,
        to: 0.6,
        practices: ['T09-L3-1-1'],
        scoreEffect: expect.closeTo(1.2, 10),
        quickWin: true,
      },
    ]);
    expect(plan.achievementBefore).toBeCloseTo(0.68, 12);
    expect(plan.achievementAfter).toBeCloseTo(0.74, 12);
    expect(plan.totalBefore).toBeCloseTo(48.5, 10);
    expect(plan.totalAfter).toBeCloseTo(49.7, 10);
  });

  it('is verified by the model: the changed answers pass level 3 and score totalAfter', () => {
    const changed = assess({ ...record, answers: { ...WORKED_ANSWERS, 'T09-L3-1': ['B'] } });
    expect(changedAnswers(WORKED_ANSWERS, plan)['T09-L3-1']).toEqual(['B']);
    expect(changed.level).toBe(3);
    expect(plan.passesTarget).toBe(true);
    expect(plan.totalAfter).toBe(changed.totalScore);
    expect(plan.achievementAfter).toBe(changed.levels[2]?.overallMean);
  });

  it('says it in one sentence', () => {
    expect(plan.summary).toBe(
      '要达到3级（系统集成），至少需要提升1个指标：战略规划（0.30→0.60）；其中1项为“快速见效”的小步改进。' +
        '按本模型测算，完成后第3级平均达成度将由0.68提升到0.74，总分由48.50提升到49.70。',
    );
  });
});

describe('level 1 failed by the pass threshold only (a group enterprise)', () => {
  // A(1) = (0.5 + 0.3 + 0.6 + 0.3 + 0.3 + 0.6) ÷ 6 = 2.6 ÷ 6 < 0.6; areas 0.4, 0.6, 0.4 all on the floor.
  const picks = { T01: 'A', T05: 'C', T09: 'B', T13: 'C', T15: 'C', T23: 'B' };
  const record = input({ ...BANDS_CHOSEN, ...level(1, picks) }, []);
  const plan = planOf(record);

  it('needs two moves (the deficit 1.0 exceeds any single gain of 0.7), as the brute force finds', () => {
    expect(assess(record).levels[0]?.failedRules.map((rule) => rule.rule)).toEqual(['passThreshold']);
    expect(minimalMoveCount(record, 1)).toBe(2);
    expect(plan.moves).toHaveLength(2);
  });

  it('takes the largest gains (数据管理, 产品设计 by id among the 0.7 ties), then tightens 数据管理 to 0.6', () => {
    // Tightening, smallest gain first (a tie, so by id): 数据管理 at 0.6 gives Σ = 3.6, A(1) = 0.6 exactly;
    // 产品设计 at 0.6 would give 3.2 < 3.6, so it stays at 1. Effects: 产品设计 100 × 0.35 × (0.7 ÷ 5) ÷ 3,
    // 数据管理 100 × 0.3 × (0.3 ÷ 5) ÷ 2 = 0.9.
    expect(plan.moves.map(({ indicatorId, from, to, quickWin }) => [indicatorId, from, to, quickWin])).toEqual([
      ['T13', 0.3, 1, false],
      ['T05', 0.3, 0.6, true],
    ]);
    expect(plan.moves.map((move) => move.scoreEffect)).toEqual([
      expect.closeTo((100 * 0.35 * 0.14) / 3, 10),
      expect.closeTo(0.9, 10),
    ]);
    expect(plan.moves.map((move) => move.practices)).toEqual([['T13-L1-1-0'], ['T05-L1-1-1']]);
    expect(plan.achievementAfter).toBeCloseTo(0.6, 12);
    expect(plan.passesTarget).toBe(true);
  });

  it('the total is linear in the achievements: the effects add up to totalAfter − totalBefore', () => {
    const effects = plan.moves.reduce((sum, move) => sum + move.scoreEffect, 0);
    expect(plan.totalAfter - plan.totalBefore).toBeCloseTo(effects, 10);
    expect(plan.totalAfter).toBe(assess({ ...record, answers: changedAnswers(record.answers, plan) }).totalScore);
  });

  it('a single move when one gain is enough: 采购管理 0.3 → 0.6 brings A(1) to exactly 0.6', () => {
    const exactlyShort = { T01: 'BC', T05: 'B', T09: 'B', T15: 'B', T23: 'C' };
    const short = planOf(input({ ...BANDS_CHOSEN, ...level(1, exactlyShort) }));
    expect(short.moves.map(({ indicatorId, from, to }) => [indicatorId, from, to])).toEqual([['T23', 0.3, 0.6]]);
    expect(short.passesTarget).toBe(true);
  });
});

describe('both rules failing: area floors first, then the mean; quick wins and the order by effect', () => {
  // Everything at 0.3: every area below 0.4 and A(1) = 0.3. Floors: 资金投入 (T01 before T05 on the tie),
  // 战略规划, 计划排程 (T15 before T23) moved to 1; A(1) = 3.6 ÷ 5. Tightening by id: 资金投入 falls to A
  // (0.5: 基础 0.4, Σ 3.1 ≥ 3.0); 战略规划 and 计划排程 at 0.6 would leave Σ at 2.8 < 3.0.
  const record = input({ ...BANDS_CHOSEN, ...level(1, { T01: 'B', T05: 'C', T09: 'C', T15: 'C', T23: 'C' }) });
  const plan = planOf(record);

  it.each([
    // indicator, from, to, practices, scoreEffect (points), quick win
    ['T09', 0.3, 1, ['T09-L1-1-0'], 100 * 0.2 * 0.14, false],
    ['T15', 0.3, 1, ['T15-L1-1-0'], (100 * 0.35 * 0.14) / 2, false],
    ['T01', 0.3, 0.5, ['T01-L1-1-0'], (100 * 0.3 * 0.04) / 2, true],
  ])('%s %s → %s', (indicatorId, from, to, practices, effect, quickWin) => {
    const index = ['T09', 'T15', 'T01'].indexOf(indicatorId);
    expect(plan.moves[index]).toMatchObject({ indicatorId, from, to, practices, quickWin });
    expect(plan.moves[index]?.scoreEffect).toBeCloseTo(effect, 10);
  });

  it('is minimal, passes, and sums up the moves', () => {
    expect(plan.moves).toHaveLength(minimalMoveCount(record, 1));
    expect(plan.passesTarget).toBe(true);
    expect(plan.achievementAfter).toBeCloseTo(0.62, 12);
    // Before: gating 0.06 everywhere, 成效 0.6: 100 × (0.018 + 0.012 + 0.021 + 0.09) = 14.1; + 2.8 + 2.45 + 0.6.
    expect(plan.totalBefore).toBeCloseTo(14.1, 10);
    expect(plan.totalAfter).toBeCloseTo(19.95, 10);
    expect(plan.summary).toBe(
      '要达到1级（初步建设），至少需要提升3个指标：战略规划（0.30→1.00）、计划排程（0.30→1.00）、资金投入（0.30→0.50）；' +
        '其中1项为“快速见效”的小步改进。按本模型测算，完成后第1级平均达成度将由0.30提升到0.62，总分由14.10提升到19.95。',
    );
  });

  it.each([
    // areaFloor, 战略规划's answer, its target, quick win: a step of exactly 0.4 is still quick
    [0.7, 'B', 1, true],
    [0.7, 'C', 1, false],
    [0.5, 'C', 0.6, true],
    [0.5, 'D', 0.6, false],
  ])('areaFloor %s, 战略规划 answered %s: moved to %s, quick win %s', (areaFloor, letter, to, quickWin) => {
    const parameters = { ...DEFAULT_SCORING_PARAMETERS, areaFloor };
    const answers = { ...BANDS_CHOSEN, ...level(1, { T01: 'ABC', T05: 'A', T09: letter, T15: 'A', T23: 'A' }) };
    const { moves } = planOf(input(answers, CROPPED, bank(parameters)));
    expect(moves.map((move) => [move.indicatorId, move.to, move.quickWin])).toEqual([['T09', to, quickWin]]);
  });
});

describe('answer sets', () => {
  it('a multiple-choice indicator reaches its target with a subset: 资金投入 0 → 0.8 by A and B', () => {
    // 基础 = 0 fails the floor; 资金投入 first (tie with 数据管理, by id); 0.3, 0.5, 0.6 leave 基础 below
    // 0.4, A + B = 0.8 gives exactly 0.4.
    const answers = { ...BANDS_CHOSEN, ...level(1, { T01: 'D', T05: 'D', T09: 'A', T15: 'A', T23: 'A' }) };
    const plan = planOf(input(answers));
    expect(plan.moves).toEqual([
      expect.objectContaining({ indicatorId: 'T01', from: 0, to: 0.8, practices: ['T01-L1-1-0', 'T01-L1-1-1'] }),
    ]);
    expect(plan.moves[0]?.scoreEffect).toBeCloseTo((100 * 0.3 * 0.16) / 2, 10);
    expect(plan.passesTarget).toBe(true);
  });

  it('enumerates what a question can earn, each value with its fewest options, exactly as the model scores it', () => {
    const multiple = GATING_QUESTIONS.filter((entry) => entry.id === 'T01-L1-1');
    const achievable = achievableAnswers(multiple);
    expect(achievable.map((answer) => [answer.achievement, answer.answers['T01-L1-1']])).toEqual([
      [0, ['D']],
      [0.3, ['B']],
      [0.5, ['A']],
      [0.6, ['B', 'C']],
      [0.8, ['A', 'B']],
      [1, ['A', 'B', 'C']],
    ]);
    const base = { ...BANDS_CHOSEN, ...level(1, { T05: 'A', T09: 'A', T15: 'A', T23: 'A' }) };
    for (const answer of achievable) {
      const result = assess(input({ ...base, ...answer.answers }));
      expect(result.levels[0]?.indicators[0]?.achievement).toBe(answer.achievement);
    }
    expect(achievableAnswers([])).toEqual([]);
  });

  it('an indicator with two questions at the level: means over the combinations, labels across both', () => {
    // 数据管理 asks two questions at level 1, both D: achievement 0, 基础 (0.5 + 0) ÷ 2 < 0.4. Its gain 1
    // beats 资金投入's 0.5; the least mean above 0 that lifts 基础 to 0.4 is 0.3 (0.15 is short), reached
    // with two options — the first found is D then B.
    const second = question('T05-L1-2', 'T05', 1, SINGLE);
    const version = bank(DEFAULT_SCORING_PARAMETERS, [second]);
    const answers = {
      ...BANDS_CHOSEN,
      ...level(1, { T01: 'A', T05: 'D', T09: 'A', T15: 'A', T23: 'A' }),
      'T05-L1-2': ['D'],
    };
    const values = achievableAnswers(
      version.questions.filter((entry) => entry.indicatorId === 'T05' && entry.level === 1),
    );
    const means = [0, 0.15, 0.3, 0.45, 0.5, 0.6, 0.65, 0.8, 1];
    expect(values.map((answer) => answer.achievement)).toEqual(means.map((value) => expect.closeTo(value, 12)));
    const plan = planOf(input(answers, CROPPED, version));
    expect(plan.moves).toEqual([
      expect.objectContaining({ indicatorId: 'T05', from: 0, to: 0.3, practices: ['T05-L1-1-3', 'T05-L1-2-1'] }),
    ]);
    expect(plan.achievementAfter).toBeCloseTo(0.76, 12);
    expect(plan.passesTarget).toBe(true);
  });
});

describe('no target, no way, and defensive inputs', () => {
  it('level 5 reached: no target, no moves, the totals equal', () => {
    const best = { T01: 'ABC', T05: 'A', T09: 'A', T15: 'A', T23: 'A' };
    const answers = Object.assign({ 'T29-Q': ['A'], 'T31-Q': ['A'] }, ...LEVELS.map((at) => level(at, best)));
    const plan = planOf(input(answers));
    expect(plan).toEqual({
      targetLevel: 5,
      hasTarget: false,
      achievementBefore: 1,
      achievementAfter: 1,
      passThreshold: 0.6,
      areaFloor: 0.4,
      indicatorFloor: 0,
      moves: [],
      totalBefore: 100,
      totalAfter: 100,
      passesTarget: true,
      summary: '贵企业已达到5级（智能引领），为最高等级，建议保持并持续优化。',
    });
  });

  it('a bank whose options cannot reach the floor: the best it found, passesTarget false, no throw', () => {
    const capped = question('T09-L1-1', 'T09', 1, [0.6, 0.3, 0.1, 0]);
    const version = {
      ...bank({ ...DEFAULT_SCORING_PARAMETERS, areaFloor: 0.7 }),
      questions: bank().questions.map((entry) => (entry.id === capped.id ? capped : entry)),
    };
    const answers = { ...BANDS_CHOSEN, ...level(1, { T01: 'ABC', T05: 'A', T09: 'B', T15: 'A', T23: 'A' }) };
    const plan = planOf(input(answers, CROPPED, version));
    expect(plan.moves.map(({ indicatorId, from, to }) => [indicatorId, from, to])).toEqual([['T09', 0.3, 0.6]]);
    expect(plan.passesTarget).toBe(false);
    expect(plan.summary).toBe(
      '要达到1级（初步建设），按本模型测算，即使将战略规划（0.30→0.60）提升到最高，现有题目的选项仍不足以通过第1级。',
    );
  });

  it('a record still in progress (level 2 unanswered) plans level 2 from its lowest answers', () => {
    // Level 2 filled with 0: 基础 needs 资金投入 at 1 (0.8 would leave A(2) at 0.56), 治理 and 生产 one each.
    const answers = { ...BANDS_CHOSEN, ...level(1, { T01: 'AB', T05: 'A', T09: 'A', T15: 'A', T23: 'B' }) };
    const plan = planOf(input(answers));
    expect(plan.targetLevel).toBe(2);
    expect(plan.moves.map(({ indicatorId, from, to }) => [indicatorId, from, to])).toEqual([
      ['T09', 0, 1],
      ['T15', 0, 1],
      ['T01', 0, 1],
    ]);
    expect(plan.passesTarget).toBe(true);
  });
});

describe('cropping and determinism', () => {
  const picks = { T01: 'A', T05: 'C', T09: 'B', T15: 'C', T23: 'B' };

  it('a cropped indicator is never a move: without 产品设计 the plan is 计划排程 0.3 → 1', () => {
    // Kept, 产品设计 is one of two moves (above); cropped, A(1) = 2.3 ÷ 5 and one of the two at 0.3 moved
    // to 1 gives exactly 3.0 (at 0.6 only 2.6). On that tie 计划排程 goes first: it adds 100 × 0.35 × 0.7
    // ÷ 5 ÷ 2 = 2.45 points (生产 has two groups left), 数据管理 100 × 0.3 × 0.7 ÷ 5 ÷ 2 = 2.10.
    const plan = planOf(input({ ...BANDS_CHOSEN, ...level(1, picks) }));
    expect(plan.moves.map(({ indicatorId, from, to }) => [indicatorId, from, to])).toEqual([['T15', 0.3, 1]]);
    expect(plan.moves[0]?.scoreEffect).toBeCloseTo(2.45, 9);
    expect(plan.moves.some((move) => move.indicatorId === 'T13')).toBe(false);
  });

  it('the same input gives a deep-equal plan, also from a structured clone', () => {
    const record = input(WORKED_ANSWERS);
    const plan = planOf(record);
    expect(planOf(record)).toStrictEqual(plan);
    expect(planOf(structuredClone(record))).toStrictEqual(plan);
  });
});

describe('properties over random answers on the small bank', () => {
  const settings = {
    seed: Number(process.env.DTMM_FUZZ_SEED ?? 20_250_515),
    numRuns: Number(process.env.DTMM_FUZZ_RUNS ?? 100),
  };
  /** What each indicator's answers can earn, listed by hand, lowest first. */
  const ACHIEVABLE: Record<string, [number, string][]> = {
    T01: [
      [0, 'D'],
      [0.3, 'B'],
      [0.5, 'A'],
      [0.6, 'BC'],
      [0.8, 'AB'],
      [1, 'ABC'],
    ],
    single: [
      [0, 'D'],
      [0.3, 'C'],
      [0.6, 'B'],
      [1, 'A'],
    ],
  };
  const achievableOf = (id: string) => ACHIEVABLE[id === 'T01' ? 'T01' : 'single'] ?? [];

  /** A pick from a random number; `lift` biases towards better answers so that higher levels are reached. */
  function pickOf(indicatorId: string, random: number, lift: number): string {
    if (indicatorId !== 'T01') return LETTERS[Math.max(0, (random % 4) - lift)] ?? 'A';
    const bits = random | (lift >= 2 ? 1 : 0);
    const letters = ['A', 'B', 'C'].filter((_, bit) => bits & (1 << bit));
    return letters.length > 0 ? letters.join('') : 'D';
  }

  /** Answers level by level while the previous level passes, as the server unlocks them. */
  function climb(randoms: number[], lift: number, croppedIndicatorIds: string[]): AssessmentInput {
    const record = input({ ...BANDS_CHOSEN }, croppedIndicatorIds);
    const kept = GATING.filter((id) => !croppedIndicatorIds.includes(id));
    for (const at of LEVELS) {
      const picks = kept.map((id, index) => [id, pickOf(id, randoms[(at - 1) * 6 + index] ?? 0, lift)]);
      record.answers = { ...record.answers, ...level(at, Object.fromEntries(picks)) };
      if (assess(record).completed) break;
    }
    return record;
  }

  const records = fc
    .record({
      randoms: fc.array(fc.nat({ max: 15 }), { minLength: 30, maxLength: 30 }),
      lift: fc.nat({ max: 2 }),
      isCropped: fc.boolean(),
    })
    .map(({ randoms, lift, isCropped }) => climb(randoms, lift, isCropped ? CROPPED : []));

  it('the fewest moves (brute force), passing, verified by the model, never a cropped indicator', () => {
    fc.assert(
      fc.property(records, (record) => {
        const assessment = assess(record);
        const plan = planImprovement(record, assessment);
        if (assessment.level === 5) {
          expect(plan.hasTarget).toBe(false);
          return;
        }
        const target = (assessment.level + 1) as AssessmentLevel;
        expect(plan.moves).toHaveLength(minimalMoveCount(record, target));
        const changed = { ...record, answers: changedAnswers(record.answers, plan) };
        expect(assess(changed).level).toBeGreaterThanOrEqual(target);
        expect(plan.passesTarget).toBe(true);
        expect(plan.totalAfter).toBe(assess(changed).totalScore);
        expect(plan.achievementAfter).toBe(levelMean(changed, target));
        const effects = plan.moves.reduce((sum, move) => sum + move.scoreEffect, 0);
        expect(plan.totalAfter - plan.totalBefore).toBeCloseTo(effects, 9);
        for (const move of plan.moves) {
          expect(record.croppedIndicatorIds).not.toContain(move.indicatorId);
          expect(move.to).toBeGreaterThan(move.from);
        }
      }),
      settings,
    );
  });

  it('each move is tight: its next lower achievable value above `from` fails the level', () => {
    fc.assert(
      fc.property(records, (record) => {
        const assessment = assess(record);
        const plan = planImprovement(record, assessment);
        const target = (assessment.level + 1) as AssessmentLevel;
        const changed = changedAnswers(record.answers, plan);
        for (const move of plan.moves) {
          const lower = achievableOf(move.indicatorId).filter(([value]) => value > move.from + 1e-9 && value < move.to);
          const [, letters] = lower.at(-1) ?? [];
          if (letters === undefined) continue;
          const lowered = { ...changed, ...level(target, { [move.indicatorId]: letters }) };
          expect(assess({ ...record, answers: lowered }).level).toBeLessThan(target);
        }
      }),
      settings,
    );
  });

  it('orders by effect, then the larger step, then id; marks quick wins by the step', () => {
    fc.assert(
      fc.property(records, (record) => {
        const { moves } = planImprovement(record, assess(record));
        for (const [index, move] of moves.entries()) {
          expect(move.quickWin).toBe(move.to - move.from <= 0.4 + 1e-9);
          const next = moves[index + 1];
          if (next) expect(move.scoreEffect).toBeGreaterThanOrEqual(next.scoreEffect - 1e-9);
        }
      }),
      settings,
    );
  });
});
