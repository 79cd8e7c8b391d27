import { describe, expect, it } from 'vitest';
import { formatScore } from './assessment-explanation';
import { type Answers, AssessmentInputError, assess, evaluateLevel } from './assessment-model';
import { DEFAULT_SCORING_PARAMETERS, scoringParametersSchema } from './bank-version';
import type { AssessmentLevel } from './indicator-system';
import { BANDS_CHOSEN, bank, GATING_QUESTIONS, level, question, SINGLE } from './small-bank.testing';

/**
 * Golden tests of the assessment model (issue 14) on a small hand-made bank, not the real one:
 * six gating indicators (资金投入 T01, 数据管理 T05, 战略规划 T09, 产品设计 T13 — croppable —, 计划排程 T15
 * and 采购管理 T23 — mandatory), one question each per level, and two 成效 band questions asked at level 1.
 * Every expected number is computed by hand; docs/assessment-model.md works the first case through.
 */

/** The worked example of docs/assessment-model.md: a non-group company that dropped 产品设计. */
const WORKED_LEVEL_1 = level(1, { T01: 'AB', T05: 'A', T09: 'A', T15: 'A', T23: 'B' });
const WORKED_LEVEL_2 = level(2, { T01: 'ABC', T05: 'B', T09: 'A', T15: 'B', T23: 'B' });
const WORKED_LEVEL_3 = level(3, { T01: 'A', T05: 'B', T09: 'C', T15: 'A', T23: 'A' });
const WORKED_ANSWERS: Answers = { ...BANDS_CHOSEN, ...WORKED_LEVEL_1, ...WORKED_LEVEL_2, ...WORKED_LEVEL_3 };
const CROPPED = ['T13'];

/** Every level of a 1.0-achiever, then level 5 replaced by the given picks. */
function topAnswers(levelFive: Record<string, string>): Answers {
  const best = { T01: 'ABC', T05: 'A', T09: 'A', T15: 'A', T23: 'A' };
  const lower = [1, 2, 3, 4].map((at) => level(at as AssessmentLevel, best));
  return Object.assign({ 'T29-Q': ['A'], 'T31-Q': ['A'] }, ...lower, level(5, levelFive));
}

const scoreOf = (scores: { id: string; score: number }[], id: string) => scores.find((score) => score.id === id)?.score;

function problemOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof AssessmentInputError) return error.problem;
    throw error;
  }
  throw new Error('expected an AssessmentInputError');
}

describe('the worked example (docs/assessment-model.md): area floor fails level 3, level 2 lower tier', () => {
  const result = assess({ bank: bank(), croppedIndicatorIds: CROPPED, answers: WORKED_ANSWERS });

  it('evaluates each answered level: achievements, area means, overall mean, the failing rule', () => {
    const [one, two, three] = result.levels;
    expect(one?.indicators.map((indicator) => indicator.achievement)).toEqual([0.8, 1, 1, 1, 0.6]);
    expect(one?.overallMean).toBeCloseTo(0.88, 12);
    expect(one?.passed).toBe(true);
    // 资金投入 at level 2: A + B + C = 1.1, capped at 1.
    expect(two?.indicators[0]?.achievement).toBe(1);
    expect(two?.overallMean).toBeCloseTo(0.76, 12);
    expect(two?.areas.map((area) => area.mean)).toEqual([0.8, 1, expect.closeTo(0.6, 12)]);
    expect(three?.overallMean).toBeCloseTo(0.68, 12);
    expect(three?.passed).toBe(false);
    expect(three?.failedRules).toEqual([{ rule: 'areaFloor', areaId: 'A2', mean: 0.3, floor: 0.4 }]);
  });

  it('reaches level 2, lower tier L1 (0.76 < 0.8), and the assessment has ended', () => {
    expect(result).toMatchObject({ bankVersion: 1, level: 2, tier: 'L1', completed: true });
  });

  it('scores indicators, groups, areas and the total exactly as the worked example', () => {
    const level3 = Object.fromEntries(result.level3.map((score) => [score.id, score.score]));
    expect(Object.keys(level3)).toEqual(['T01', 'T05', 'T09', 'T15', 'T23', 'T29', 'T31']);
    const expected = { T01: 0.46, T05: 0.44, T09: 0.46, T15: 0.52, T23: 0.44, T29: 0.8, T31: 0.4 };
    for (const [id, score] of Object.entries(expected)) expect(level3[id]).toBeCloseTo(score, 12);
    expect(result.level2.map((group) => group.id)).toEqual(['S01', 'S03', 'S05', 'S08', 'S09', 'S13', 'S14']);
    const areas = result.level1.map(({ id, score, weight }) => [id, score, weight]);
    expect(areas).toEqual([
      ['A1', expect.closeTo(0.45, 12), 0.3],
      ['A2', expect.closeTo(0.46, 12), 0.2],
      ['A3', expect.closeTo(0.48, 12), 0.35],
      ['A4', expect.closeTo(0.6, 12), 0.15],
    ]);
    expect(result.totalScore).toBeCloseTo(48.5, 10);
    expect(formatScore(result.totalScore)).toBe('48.50');
  });

  it('explains the level, the tier and the failing area floor with the weakest indicators', () => {
    expect(result.explanation).toBe(
      '贵企业达到2级（场景应用），处于下档L1（上档需第2级平均达成度不低于0.8）：' +
        '第2级问卷中纳入评估的指标平均达成度为0.76（≥0.6），数字化基础、数字化治理、数字化生产均不低于0.4的领域底线。' +
        '第3级需要纳入评估的指标平均达成度不低于0.6，且每个领域不低于0.4；当前第3级平均达成度为0.68，' +
        '其中数字化治理仅0.30，低于0.4的领域底线。第3级达成度最低、最需要提升的指标：战略规划（0.30）、资金投入（0.50）。',
    );
  });
});

describe('cropping and re-spreading', () => {
  const withDesign = {
    ...WORKED_ANSWERS,
    ...level(1, { T13: 'A' }),
    ...level(2, { T13: 'A' }),
    ...level(3, { T13: 'A' }),
  };

  it('a group enterprise answering 产品设计 too: level 2 at exactly 0.8 is the upper tier L2', () => {
    const result = assess({ bank: bank(), croppedIndicatorIds: [], answers: withDesign });
    expect(result.levels[1]?.overallMean).toBeCloseTo(0.8, 12);
    expect(result).toMatchObject({ level: 2, tier: 'L2' });
    // 数字化生产 = mean(研发设计 0.6, 生产制造 0.52, 供应链管理 0.44) = 0.52.
    expect(scoreOf(result.level1, 'A3')).toBeCloseTo(0.52, 12);
    expect(result.totalScore).toBeCloseTo(49.9, 10);
    expect(result.explanation).toContain('处于上档L2（第2级平均达成度不低于0.8）');
  });

  it('a dropped indicator is in no mean: the worked example is scored without 产品设计', () => {
    const result = assess({ bank: bank(), croppedIndicatorIds: CROPPED, answers: WORKED_ANSWERS });
    expect(result.level3.some((score) => score.id === 'T13')).toBe(false);
    expect(result.level2.some((score) => score.id === 'S07')).toBe(false);
    expect(scoreOf(result.level1, 'A3')).toBeCloseTo(0.48, 12);
  });

  it('answering a dropped indicator is refused', () => {
    const answers = { ...WORKED_ANSWERS, ...level(1, { T13: 'A' }) };
    expect(problemOf(() => assess({ bank: bank(), croppedIndicatorIds: CROPPED, answers }))).toEqual({
      kind: 'croppedQuestionAnswered',
      questionId: 'T13-L1-1',
    });
  });

  it('an area the bank does not ask about gives its weight to the others proportionally', () => {
    const withoutResults = { ...bank(), questions: GATING_QUESTIONS };
    const answers = { ...WORKED_LEVEL_1, ...WORKED_LEVEL_2, ...WORKED_LEVEL_3 };
    const result = assess({ bank: withoutResults, croppedIndicatorIds: CROPPED, answers });
    expect(result.level1.map((area) => area.weight)).toEqual([0.3 / 0.85, 0.2 / 0.85, 0.35 / 0.85]);
    // (0.3 × 0.45 + 0.2 × 0.46 + 0.35 × 0.48) / 0.85 = 0.395 / 0.85.
    expect(result.totalScore).toBeCloseTo((100 * 0.395) / 0.85, 10);
  });

  it.each([
    ['T15', 'notCroppable'],
    ['T21', 'notCroppable'],
    ['T23', 'notCroppable'],
    ['T01', 'notCroppable'],
    ['T29', 'notCroppable'],
    ['T99', 'unknownIndicator'],
  ])('cropping %s is refused (%s)', (indicatorId, kind) => {
    const input = { bank: bank(), croppedIndicatorIds: [indicatorId], answers: {} };
    expect(problemOf(() => assess(input))).toEqual({ kind, indicatorId });
  });
});

describe('the pass rule, levels and tiers', () => {
  const exactlyPassing = { T01: 'BC', T05: 'B', T09: 'B', T15: 'B', T23: 'B' };

  it('a level-1 mean of exactly 0.6 passes and unlocks level 2', () => {
    const answers = { ...BANDS_CHOSEN, ...level(1, exactlyPassing) };
    const decision = evaluateLevel({ bank: bank(), croppedIndicatorIds: CROPPED, answers }, 1);
    expect(decision).toMatchObject({ callbackTag: 2, nextLevel: 2, assessment: { level: 1, tier: 'L0' } });
    expect(decision.assessment.completed).toBe(false);
    expect(decision.assessment.explanation).toContain('下一步：作答第2级问卷。');
  });

  it('a level-1 mean of 0.54 fails on the pass threshold alone: level 0, no tier, the assessment ends', () => {
    const answers = { 'T29-Q': ['A'], 'T31-Q': ['A'], ...level(1, { ...exactlyPassing, T23: 'C' }) };
    const decision = evaluateLevel({ bank: bank(), croppedIndicatorIds: CROPPED, answers }, 1);
    const { assessment } = decision;
    expect(decision).toMatchObject({ callbackTag: 1, nextLevel: null });
    expect(assessment).toMatchObject({ level: 0, tier: null, completed: true });
    expect(assessment.levels[0]?.failedRules).toEqual([
      { rule: 'passThreshold', mean: expect.closeTo(0.54, 12), threshold: 0.6 },
    ]);
    // Gating scores 0.6 / 5 = 0.12 (采购管理 0.06); 成效 1: 100 × (0.3·0.12 + 0.2·0.12 + 0.35·0.09 + 0.15·1).
    expect(scoreOf(assessment.level3, 'T23')).toBeCloseTo(0.06, 12);
    expect(assessment.totalScore).toBeCloseTo(24.15, 10);
    expect(assessment.explanation).toBe(
      '贵企业尚未达到1级（初步建设），评估结果为未达标。第1级需要纳入评估的指标平均达成度不低于0.6，且每个领域不低于0.4；' +
        '当前第1级平均达成度为0.54，低于0.6。第1级达成度最低、最需要提升的指标：采购管理（0.30）。',
    );
  });

  it('both rules failing are both named', () => {
    const answers = { ...BANDS_CHOSEN, ...level(1, { T01: 'D', T05: 'C', T09: 'A', T15: 'A', T23: 'C' }) };
    const result = assess({ bank: bank(), croppedIndicatorIds: CROPPED, answers });
    expect(result.levels[0]?.failedRules.map((rule) => rule.rule)).toEqual(['passThreshold', 'areaFloor']);
    expect(result.explanation).toContain('当前第1级平均达成度为0.52，低于0.6，其中数字化基础仅0.15，低于0.4的领域底线');
    expect(result.explanation).toContain(
      '第1级达成度最低、最需要提升的指标：资金投入（0.00）、数据管理（0.30）、采购管理（0.30）。',
    );
  });

  it('an exclusive \u201c无\u201d counts 0 and the level can still pass', () => {
    const answers = { ...BANDS_CHOSEN, ...level(1, { T01: 'D', T05: 'A', T09: 'A', T15: 'A', T23: 'A' }) };
    const result = assess({ bank: bank(), croppedIndicatorIds: CROPPED, answers });
    expect(result.levels[0]?.indicators[0]?.achievement).toBe(0);
    expect(result.levels[0]?.areas[0]?.mean).toBe(0.5);
    expect(result.levels[0]?.overallMean).toBe(0.8);
    expect(result.level).toBe(1);
  });

  it('an indicator with several questions at a level achieves their mean', () => {
    const second = question('T05-L1-2', 'T05', 1, SINGLE);
    const answers = { ...BANDS_CHOSEN, ...WORKED_LEVEL_1, 'T05-L1-2': ['C'] };
    const result = assess({ bank: bank(DEFAULT_SCORING_PARAMETERS, [second]), croppedIndicatorIds: CROPPED, answers });
    expect(result.levels[0]?.indicators[1]).toMatchObject({ indicatorId: 'T05', achievement: 0.65 });
  });

  it('passing level 5 ends the assessment with L8 (achievement 1)', () => {
    const answers = topAnswers({ T01: 'ABC', T05: 'A', T09: 'A', T15: 'A', T23: 'A' });
    const decision = evaluateLevel({ bank: bank(), croppedIndicatorIds: CROPPED, answers }, 5);
    expect(decision).toMatchObject({ callbackTag: 1, nextLevel: null });
    expect(decision.assessment).toMatchObject({ level: 5, tier: 'L8', completed: true, totalScore: 100 });
    expect(decision.assessment.explanation).toContain('5级是最高等级。');
  });

  it('passing level 5 with a level-5 achievement of 0.76 ends with L7', () => {
    const answers = topAnswers({ T01: 'BC', T05: 'B', T09: 'A', T15: 'B', T23: 'A' });
    const result = assess({ bank: bank(), croppedIndicatorIds: CROPPED, answers });
    expect(result.levels[4]?.overallMean).toBeCloseTo(0.76, 12);
    expect(result).toMatchObject({ level: 5, tier: 'L7', completed: true });
    // Gating: four levels at 1 plus the level-5 achievement, ÷ 5; 成效 1.
    expect(scoreOf(result.level3, 'T05')).toBeCloseTo(4.6 / 5, 12);
  });

  it('takes the weights and thresholds from the bank version, not from code', () => {
    const lenient = {
      ...DEFAULT_SCORING_PARAMETERS,
      areaFloor: 0.3,
      areaWeights: { A1: 1, A2: 1, A3: 1, A4: 1, A5: 1 },
    };
    const result = assess({
      bank: { ...bank(lenient), version: 2 },
      croppedIndicatorIds: CROPPED,
      answers: WORKED_ANSWERS,
    });
    expect(result).toMatchObject({ bankVersion: 2, level: 3, tier: 'L3', completed: false });
    // Same third-level scores, equal weights: 100 × (0.45 + 0.46 + 0.48 + 0.6) / 4.
    expect(result.totalScore).toBeCloseTo(49.75, 10);
  });
});

describe('invalid inputs are refused with a clear problem', () => {
  const refused = (answers: Answers) =>
    problemOf(() => assess({ bank: bank(), croppedIndicatorIds: CROPPED, answers: { ...WORKED_ANSWERS, ...answers } }));

  it.each([
    [{ 'T99-L1-1': ['A'] }, { kind: 'unknownQuestion', questionId: 'T99-L1-1' }],
    [{ 'T05-L1-1': ['E'] }, { kind: 'unknownOption', questionId: 'T05-L1-1', optionId: 'E' }],
    [{ 'T05-L1-1': ['A', 'B'] }, { kind: 'severalForSingleChoice', questionId: 'T05-L1-1' }],
    [{ 'T01-L1-1': ['A', 'D'] }, { kind: 'exclusiveWithOthers', questionId: 'T01-L1-1', optionId: 'D' }],
    [{ 'T01-L1-1': ['A', 'A'] }, { kind: 'duplicateOption', questionId: 'T01-L1-1', optionId: 'A' }],
    [{ 'T01-L1-1': [] }, { kind: 'emptyAnswer', questionId: 'T01-L1-1' }],
  ])('%j', (answers, problem) => {
    expect(refused(answers)).toEqual(problem);
  });

  it('a level with unanswered questions', () => {
    const { 'T09-L2-1': _omitted, ...answers } = WORKED_ANSWERS;
    expect(problemOf(() => assess({ bank: bank(), croppedIndicatorIds: CROPPED, answers }))).toEqual({
      kind: 'incompleteLevel',
      level: 2,
      unansweredQuestionIds: ['T09-L2-1'],
    });
  });

  it('answers to a level after a failed one', () => {
    const answers = { ...WORKED_ANSWERS, ...level(4, { T01: 'A', T05: 'A', T09: 'A', T15: 'A', T23: 'A' }) };
    expect(problemOf(() => assess({ bank: bank(), croppedIndicatorIds: CROPPED, answers }))).toEqual({
      kind: 'answeredAfterEnd',
      level: 4,
    });
  });

  it('submitting a level that is not the current one', () => {
    const input = { bank: bank(), croppedIndicatorIds: CROPPED, answers: WORKED_ANSWERS };
    expect(problemOf(() => evaluateLevel(input, 2))).toEqual({ kind: 'notCurrentLevel', level: 2, currentLevel: 3 });
  });

  it('scoring parameters: the defaults parse; a mandatory indicator outside 数字化生产 does not', () => {
    expect(scoringParametersSchema.parse(DEFAULT_SCORING_PARAMETERS)).toEqual(DEFAULT_SCORING_PARAMETERS);
    expect(DEFAULT_SCORING_PARAMETERS.mandatoryIndicatorIds).toEqual([
      'T15',
      'T16',
      'T17',
      'T18',
      'T19',
      'T20',
      'T21',
      'T23',
    ]);
    const wrong = { ...DEFAULT_SCORING_PARAMETERS, mandatoryIndicatorIds: ['T01'] };
    expect(scoringParametersSchema.safeParse(wrong).success).toBe(false);
  });
});
