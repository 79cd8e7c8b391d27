import type { RecommendedSolution } from '@dtmm/shared';
import { describe, expect, it } from 'vitest';
import { RECOMMENDATIONS_FIXTURE, REPORT_FIXTURE, SERVICES_REPORT_FIXTURE } from './report-fixture';
import { createRenderTracker } from './report-readiness';
import {
  indicatorCounts,
  indicatorSystemOf,
  priorityNote,
  reportedAreas,
  solutionRowsOf,
  variantStatement,
  weakIndicatorsOf,
} from './report-view';

const foundation = REPORT_FIXTURE.areas[0];
if (!foundation) throw new Error('fixture');

describe('chapter 3 rules', () => {
  it("shows the areas the report has, 数字化经营 in 数字化生产's place", () => {
    expect(reportedAreas(REPORT_FIXTURE).map((area) => area.id)).toEqual(['A1', 'A2', 'A3', 'A4']);
    expect(reportedAreas(SERVICES_REPORT_FIXTURE).map((area) => area.id)).toEqual(['A1', 'A2', 'A5', 'A4']);
    const shuffled = { ...SERVICES_REPORT_FIXTURE, areas: [...SERVICES_REPORT_FIXTURE.areas].reverse() };
    expect(reportedAreas(shuffled).map((area) => area.id)).toEqual(['A1', 'A2', 'A5', 'A4']);
  });

  it("never shows the other variant's business area", () => {
    const stray = { ...REPORT_FIXTURE, report: { ...REPORT_FIXTURE.report, evaluationType: '2' as const } };
    expect(reportedAreas(stray).map((area) => area.id)).toEqual(['A1', 'A2', 'A4']);
  });
});

describe('chapter 1 rules', () => {
  it("lists each variant's own indicator system", () => {
    const industry = indicatorSystemOf('1');
    const services = indicatorSystemOf('2');
    expect(industry.map((area) => area.name)).toEqual(['数字化基础', '数字化治理', '数字化生产', '数字化转型成效']);
    expect(services.map((area) => area.name)).toEqual(['数字化基础', '数字化治理', '数字化经营', '数字化转型成效']);
    expect(indicatorCounts(industry)).toEqual({ areas: 4, groups: 14, indicators: 31 });
    expect(indicatorCounts(services)).toEqual({ areas: 4, groups: 14, indicators: 24 });
    const outcomes = services.at(-1)?.groups.flatMap((group) => group.indicators.map((item) => item.id));
    expect(outcomes).toEqual(['T40', 'T41', 'T31', 'T42']);
  });

  it('says which variant and why; a report frozen before variants was assessed as industry', () => {
    expect(variantStatement(SERVICES_REPORT_FIXTURE)).toMatch(
      /^本次评估类型为非工业企业（以数字化经营替代数字化生产）。贵企业所属行业为交通运输、仓储和邮政业/,
    );
    expect(variantStatement(REPORT_FIXTURE)).toBe(
      '本次评估类型为工业企业（含数字化生产评估）。本报告生成于平台按行业区分评估类型之前，当时所有企业均按工业企业评估，含数字化生产领域。',
    );
  });
});

describe('chapter 3 suggestions', () => {
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
