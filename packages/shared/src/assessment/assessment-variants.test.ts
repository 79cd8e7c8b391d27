import { describe, expect, it } from 'vitest';
import { assess, industryGroupUnder, isCroppable, questionsAskedOf } from './assessment-model';
import { evaluationTypeOf, industryGroupOf, variantReason } from './assessment-variant';
import { DEFAULT_SCORING_PARAMETERS } from './bank-version';
import type { AssessmentLevel, BankQuestion } from './indicator-system';
import { planImprovement } from './report/improvement-plan';
import { BANDS, BANDS_CHOSEN, bank, level, question, SINGLE } from './small-bank.testing';

/**
 * Issue 29 §1–§2 on the small bank: the company's industry decides what it is asked (数字化生产 or
 * 数字化经营, and its 成效 bands), and a level needs every gating indicator at the indicator floor.
 */

/** The small bank plus 数字化经营: 市场营销 T32 (mandatory) and 物流仓储 T39 (croppable), one question a level. */
const BUSINESS = ([1, 2, 3, 4, 5] as AssessmentLevel[]).flatMap((at) => [
  question(`T32-L${at}-1`, 'T32', at, SINGLE),
  question(`T39-L${at}-1`, 'T39', at, SINGLE),
]);
/** 成效 for services (T42) and an energy band asked of the energy-intensive only (T28). */
const RESULTS: BankQuestion[] = [
  question('T42-Q', 'T42', 1, BANDS),
  { ...question('T28-Q-E', 'T28', 1, BANDS), industryGroups: ['energyIntensive'] },
  { ...question('T28-Q-G', 'T28', 1, BANDS), industryGroups: ['otherIndustry'] },
];
const parameters = {
  ...DEFAULT_SCORING_PARAMETERS,
  areaWeights: { ...DEFAULT_SCORING_PARAMETERS.areaWeights, A5: 0.35 },
  mandatoryIndicatorIds: [...DEFAULT_SCORING_PARAMETERS.mandatoryIndicatorIds, 'T32'],
};
const variantBank = bank(parameters, [...BUSINESS, ...RESULTS]);
const idsFor = (group: Parameters<typeof questionsAskedOf>[1]) =>
  questionsAskedOf(variantBank.questions, group, []).map((q) => q.id);

describe('the variant follows the company’s industry (GB/T 4754)', () => {
  it('takes 门类 B, C and D as industry, the six energy-intensive 大类 apart, every other 门类 as services', () => {
    expect(industryGroupOf('C', '14')).toBe('otherIndustry');
    expect(industryGroupOf('C', '25')).toBe('energyIntensive');
    expect(industryGroupOf('D', '44')).toBe('energyIntensive');
    expect(industryGroupOf('B', '06')).toBe('otherIndustry');
    expect(industryGroupOf('G', '54')).toBe('services');
    expect(industryGroupOf('I', '65')).toBe('services');
    expect(industryGroupOf(null, null)).toBe('otherIndustry');
    expect(evaluationTypeOf('services')).toBe('2');
    expect(evaluationTypeOf('energyIntensive')).toBe('1');
    expect(variantReason('services', '交通运输、仓储和邮政业 / 道路运输业')).toContain('改评数字化经营');
    expect(variantReason('energyIntensive', '制造业 / 石油、煤炭及其他燃料加工业')).toContain('高耗能');
  });

  it('asks industry 数字化生产 and services 数字化经营, with the 成效 bands of the company’s group', () => {
    expect(idsFor('otherIndustry')).toEqual(expect.arrayContaining(['T15-L1-1', 'T28-Q-G', 'T29-Q']));
    expect(idsFor('otherIndustry')).not.toEqual(expect.arrayContaining(['T32-L1-1']));
    expect(idsFor('energyIntensive')).toContain('T28-Q-E');
    expect(idsFor('energyIntensive')).not.toContain('T28-Q-G');
    const services = idsFor('services');
    expect(services).toEqual(expect.arrayContaining(['T32-L1-1', 'T39-L5-1', 'T42-Q', 'T31-Q', 'T01-L1-1']));
    expect(services.some((id) => /^T(1[3-9]|2[0-9])/.test(id))).toBe(false);
  });

  it('lets a company crop only its own business area’s non-mandatory indicators', () => {
    expect(isCroppable('T13', 'otherIndustry', parameters)).toBe(true);
    expect(isCroppable('T39', 'otherIndustry', parameters)).toBe(false);
    expect(isCroppable('T39', 'services', parameters)).toBe(true);
    expect(isCroppable('T32', 'services', parameters)).toBe(false);
    expect(isCroppable('T13', 'services', parameters)).toBe(false);
  });

  it('scores a service company on 基础, 治理, 经营 and 成效, weighting 经营 as 生产 would be', () => {
    const picks = { T01: 'AB', T05: 'A', T09: 'A', T32: 'A', T39: 'B' };
    const answers = { ...level(1, picks), 'T31-Q': ['C'], 'T42-Q': ['B'], ...level(2, { ...picks, T32: 'D' }) };
    const result = assess({ bank: variantBank, industryGroup: 'services', croppedIndicatorIds: [], answers });
    expect(result.level1.map((area) => [area.id, area.weight])).toEqual([
      ['A1', 0.3],
      ['A2', 0.2],
      ['A5', 0.35],
      ['A4', 0.15],
    ]);
    expect(result.level3.map((score) => score.id)).toEqual(['T01', 'T05', 'T09', 'T32', 'T39', 'T31', 'T42']);
    expect(() =>
      assess({ bank: variantBank, industryGroup: 'services', croppedIndicatorIds: [], answers: { 'T15-L1-1': ['A'] } }),
    ).toThrow(/croppedQuestionAnswered/);
  });

  it('assesses everyone as industry under a bank without 数字化经营 (version 1)', () => {
    expect(industryGroupUnder(bank(), 'services')).toBe('otherIndustry');
    expect(industryGroupUnder(variantBank, 'services')).toBe('services');
    expect(industryGroupUnder(bank(), 'energyIntensive')).toBe('energyIntensive');
  });
});

describe('the indicator floor (version 2: 0.3)', () => {
  // Level 1 with 数据管理 at 0 and everything else at 1: mean 0.8, areas 基础 0.75 (资金投入 1 and 0), 治理 1, 生产 1.
  const zeroDataManagement = {
    ...BANDS_CHOSEN,
    ...level(1, { T01: 'AB', T05: 'D', T09: 'A', T13: 'A', T15: 'A', T23: 'A' }),
  };

  it('lets a mean hide a zero when the floor is 0, as version 1 did', () => {
    const result = assess({ bank: bank(), croppedIndicatorIds: [], answers: zeroDataManagement });
    expect(result.levels[0]?.passed).toBe(true);
  });

  it('fails the level with the floor, naming the indicator, and the explanation says why', () => {
    const floored = bank({ ...DEFAULT_SCORING_PARAMETERS, indicatorFloor: 0.3 });
    const result = assess({ bank: floored, croppedIndicatorIds: [], answers: zeroDataManagement });
    expect(result.level).toBe(0);
    expect(result.levels[0]?.failedRules).toEqual([
      { rule: 'indicatorFloor', indicatorId: 'T05', name: '数据管理', achievement: 0, floor: 0.3 },
    ]);
    expect(result.explanation).toContain('数据管理（0.00）低于0.3的指标底线');
    // 0.3 on paper reaches the floor of 0.3.
    const partial = { ...zeroDataManagement, ...level(1, { T05: 'C' }) };
    expect(assess({ bank: floored, croppedIndicatorIds: [], answers: partial }).levels[0]?.passed).toBe(true);
  });

  it('puts the indicator under the floor on the improvement plan, raised only as far as the floor needs', () => {
    const floored = bank({ ...DEFAULT_SCORING_PARAMETERS, indicatorFloor: 0.3 });
    const input = { bank: floored, croppedIndicatorIds: [], answers: zeroDataManagement };
    const plan = planImprovement(input, assess(input));
    expect(plan).toMatchObject({ targetLevel: 1, passesTarget: true });
    expect(plan.moves.map((move) => [move.indicatorId, move.from, move.to])).toEqual([['T05', 0, 0.3]]);
  });
});
