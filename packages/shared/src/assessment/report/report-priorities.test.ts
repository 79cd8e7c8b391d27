import { describe, expect, it } from 'vitest';
import { type Answers, type AssessmentInput, assess } from '../assessment-model';
import { INDICATOR_SYSTEM } from '../indicator-system';
import { BANDS_CHOSEN, bank, level } from '../small-bank.testing';
import { buildFrozenReport, type ReportFacts } from './build-report';
import { planImprovement } from './improvement-plan';
import { type AdviceRow, DEFAULT_WEAK_THRESHOLDS, type ReportContent } from './report-content';
import { ownLevelOf, priorityList } from './report-priorities';
import { weakIndicatorsInOrder } from './report-rules';

/**
 * The one priority list (issue 29 §3) on the small hand-made bank of small-bank.testing.ts (资金投入 T01
 * multiple choice A 0.5, B 0.3, C 0.3; the others single choice A 1, B 0.6, C 0.3, D 0; 产品设计 T13
 * cropped): weak = the plan's moves, in its order; advice for the level each indicator falls short of.
 */

const ADVICE: AdviceRow[] = INDICATOR_SYSTEM.flatMap((area) =>
  area.groups.flatMap((group) =>
    group.indicators.map((indicator) => ({
      indicatorId: indicator.id,
      levels: [1, 2, 3, 4, 5].map((at) => `${indicator.id}-L${at}`) as AdviceRow['levels'],
      note: `${indicator.id}-note`,
    })),
  ),
);
const CONTENT: ReportContent = { weakThresholds: DEFAULT_WEAK_THRESHOLDS, advice: ADVICE, note: '说明' };
const FACTS: ReportFacts = {
  recordId: 1,
  answerType: '1',
  companyName: '测试企业',
  company: { socialCreditCode: '', industry: '', companyType: '', registeredAddress: '' },
  assessmentDate: '2026-01-01',
  reportNumber: 'SXDT-2026-000001',
  verificationCode: 'AAAA-BBBB-CCCC',
  serviceProviderName: '',
  frozenAt: '2026-01-01 00:00:00',
};
const ALL_BEST = { T01: 'ABC', T05: 'A', T09: 'A', T15: 'A', T23: 'A' };
const input = (answers: Answers): AssessmentInput => ({ bank: bank(), croppedIndicatorIds: ['T13'], answers });

function reportOf(answers: Answers) {
  const record = input(answers);
  return buildFrozenReport(record, assess(record), CONTENT, FACTS);
}

/** Every place a report names its weak indicators, as id lists. */
function listsOf(report: ReturnType<typeof reportOf>) {
  return {
    chapter3: weakIndicatorsInOrder(report.areas).map((indicator) => indicator.id),
    plan: report.plan.moves.map((move) => move.indicatorId),
    measures: report.stageMeasures.map((measure) => measure.indicatorId),
    names: report.weakIndicators,
  };
}

describe('the priority list', () => {
  // Level 2 passed; level 3 fails on 基础's floor: 资金投入 0.5 and 数据管理 0 average 0.25 < 0.4.
  // 数据管理 (gain 1) reaches the floor alone, lowered to C (0.3): (0.5 + 0.3) ÷ 2 = 0.4.
  // 数据管理 met only 0.3 at level 1, so its own level is 0 and its advice is level 1's.
  const LAGGING = {
    ...BANDS_CHOSEN,
    ...level(1, { ...ALL_BEST, T05: 'C' }),
    ...level(2, ALL_BEST),
    ...level(3, { ...ALL_BEST, T01: 'A', T05: 'D' }),
  };

  it("weak is the plan's moves; advice and measures from the indicator's own next level", () => {
    const report = reportOf(LAGGING);
    expect(report.assessmentLevel).toBe(2);
    expect(listsOf(report)).toEqual({ chapter3: ['T05'], plan: ['T05'], measures: ['T05'], names: ['数据管理'] });
    const t05 = report.areas[0]?.indicators.find((indicator) => indicator.id === 'T05');
    expect(t05).toMatchObject({ ownLevel: 0, priority: 1, adviceLevel: 1, suggestion: 'T05-L1' });
    expect(report.stageMeasures[0]?.measures.map((measure) => measure.level)).toEqual([1, 2, 3]);
    // 资金投入 scored 0.5 at level 3 — low, but it is not what blocks level 3 here.
    expect(report.areas[0]?.indicators.find((indicator) => indicator.id === 'T01')?.isWeak).toBe(false);
  });

  it('a level-3 company with 1 on every level-1 question gets no advice below level 4', () => {
    const answers = {
      ...BANDS_CHOSEN,
      ...level(1, ALL_BEST),
      ...level(2, ALL_BEST),
      ...level(3, ALL_BEST),
      ...level(4, { T01: 'D', T05: 'D', T09: 'C', T15: 'B', T23: 'A' }),
    };
    const report = reportOf(answers);
    expect(report.assessmentLevel).toBe(3);
    const lists = listsOf(report);
    expect(lists.chapter3.length).toBeGreaterThan(0);
    expect(lists.chapter3).toEqual(lists.plan);
    expect(lists.measures).toEqual(lists.plan);
    const levels = report.stageMeasures.flatMap((measure) => measure.measures.map((entry) => entry.level));
    expect(new Set(levels)).toEqual(new Set([4]));
    const weak = weakIndicatorsInOrder(report.areas);
    expect(weak.map((indicator) => indicator.suggestion)).toEqual(weak.map((indicator) => `${indicator.id}-L4`));
  });

  it('chapter 3, the plan, the measures and the names are one list in one order (level 0 included)', () => {
    const failedFirst = { ...BANDS_CHOSEN, ...level(1, { T01: 'D', T05: 'D', T09: 'C', T15: 'B', T23: 'D' }) };
    for (const answers of [LAGGING, failedFirst]) {
      const report = reportOf(answers);
      const lists = listsOf(report);
      expect(lists.chapter3).toEqual(lists.plan);
      expect(lists.measures).toEqual(lists.plan);
      const names = report.plan.moves.map((move) => move.name);
      expect(lists.names).toEqual(names);
    }
  });

  it('成效 is never weak; level 5 has no list', () => {
    const top = { ...BANDS_CHOSEN, ...Object.assign({}, ...[1, 2, 3, 4, 5].map((at) => level(at as 1, ALL_BEST))) };
    const report = reportOf(top);
    expect(report.assessmentLevel).toBe(5);
    expect(listsOf(report).chapter3).toEqual([]);
    expect(report.areas.find((area) => area.id === 'A4')?.indicators.some((indicator) => indicator.isWeak)).toBe(false);
  });

  it("an indicator's own level stops at the first level it missed", () => {
    const record = input(LAGGING);
    const result = assess(record);
    expect(ownLevelOf(result, 'T05', 0.6)).toBe(0);
    expect(ownLevelOf(result, 'T09', 0.6)).toBe(3);
    expect(priorityList(result, planImprovement(record, result))).toEqual([
      { indicatorId: 'T05', rank: 1, ownLevel: 0, adviceLevel: 1 },
    ]);
  });
});
