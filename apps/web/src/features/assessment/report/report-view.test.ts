import type { RecommendedSolution } from '@dtmm/shared';
import { describe, expect, it } from 'vitest';
import { RECOMMENDATIONS_FIXTURE, REPORT_FIXTURE } from './report-fixture';
import { createRenderTracker } from './report-readiness';
import { priorityNote, reportedAreas, solutionRowsOf, weakIndicatorsOf } from './report-view';

const foundation = REPORT_FIXTURE.areas[0];
if (!foundation) throw new Error('fixture');

describe('chapter 3 rules', () => {
  it.each([
    ['1', ['A1', 'A2', 'A3', 'A4']],
    ['2', ['A1', 'A2', 'A4']],
  ] as const)('evaluationType %s shows the areas %j', (evaluationType, ids) => {
    const data = { ...REPORT_FIXTURE, report: { ...REPORT_FIXTURE.report, evaluationType } };
    expect(reportedAreas(data).map((area) => area.id)).toEqual(ids);
  });

  it('keeps only weak indicators for the suggestions', () => {
    expect(weakIndicatorsOf(foundation).map((item) => item.name)).toEqual(['信息安全', '数据管理', '数字化系统']);
  });

  it("orders a report's weak indicators by its priority list and says what weak means (issue 29 §3)", () => {
    const ranks: Record<string, number> = { 数字化系统: 1, 信息安全: 2, 数据管理: 3 };
    const ranked = {
      ...foundation,
      indicators: foundation.indicators.map((item) =>
        item.isWeak ? { ...item, priority: ranks[item.name], adviceLevel: 2 } : item,
      ),
    };
    expect(weakIndicatorsOf(ranked).map((item) => item.name)).toEqual(['数字化系统', '信息安全', '数据管理']);
    const onlyRanked = { ...REPORT_FIXTURE, areas: [ranked] };
    expect(priorityNote(onlyRanked)).toContain('阻碍贵企业达到三级的3个指标');
    expect(priorityNote(REPORT_FIXTURE)).toBeNull();
  });

  it('gives each weak indicator up to three solutions, or one empty row', () => {
    const many = Array.from({ length: 4 }, (_, index) => ({
      ...(RECOMMENDATIONS_FIXTURE.数字化系统?.[0] as RecommendedSolution),
      newNum: index + 1,
    }));
    const rows = solutionRowsOf(foundation, { ...RECOMMENDATIONS_FIXTURE, 数字化系统: many });
    expect(rows.map((row) => [row.indicator, row.solution?.newNum ?? null])).toEqual([
      ['信息安全', 1],
      ['数据管理', null],
      ['数字化系统', 1],
      ['数字化系统', 2],
      ['数字化系统', 3],
    ]);
    expect(solutionRowsOf(foundation, undefined).every((row) => row.solution === null)).toBe(true);
  });
});

describe('the render tracker', () => {
  it('is idle once every chart that began has finished, however often it says so', () => {
    const tracker = createRenderTracker();
    let changes = 0;
    tracker.subscribe(() => {
      changes += 1;
    });
    const first = tracker.begin();
    const second = tracker.begin();
    first();
    first();
    expect(tracker.isIdle()).toBe(false);
    second();
    expect(tracker.isIdle()).toBe(true);
    expect(changes).toBe(2);
  });
});
