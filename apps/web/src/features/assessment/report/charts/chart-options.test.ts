import type { ReportArea, ReportIndicator } from '@dtmm/shared';
import { describe, expect, it } from 'vitest';
import { REPORT_FIXTURE, SERVICES_REPORT_FIXTURE } from '../report-fixture';
import { areaChartOf, barChartHeight, businessColour, foundationColour, sortedBars } from './area-chart-options';
import { bandIndexOf, levelDistributionData, scoreDistributionOption } from './benchmark-chart-options';
import { CHART_COLOURS } from './chart-types';
import { areaTrendOption, totalTrendOption } from './trend-chart-options';

const { good, fair, weak, brand, muted } = CHART_COLOURS;
const areaOf = (id: string) => REPORT_FIXTURE.areas.find((area) => area.id === id) as ReportArea;
const indicator = (name: string, score: number): ReportIndicator => ({
  id: name,
  name,
  groupId: 'S',
  groupName: 'G',
  score,
  threshold: 0.4,
  isWeak: false,
  suggestion: null,
});
/** The first series' data of an option. */
const seriesData = (option: { series?: unknown }, index = 0) => (option.series as { data: unknown[] }[])[index]?.data;

describe('area charts (assessment.md 5)', () => {
  it.each([
    [1, good],
    [0.8, good],
    [0.79, fair],
    [0.4, fair],
    [0.39, weak],
    [0, weak],
  ])('a 基础 bar of %s is %s: green from 0.8, amber from 0.4, red below', (score, colour) => {
    expect(foundationColour(score)).toBe(colour);
  });

  it.each([
    [0.4, 0.4, good],
    [0.39, 0.4, weak],
    [0.376, 0.376, good],
    [0, 0, good],
  ])('a 生产 or 经营 bar of %s with its reference line at %s is %s', (score, line, colour) => {
    expect(businessColour(score, line)).toBe(colour);
  });

  it('sorts bars by score, highest first, with chart values of two decimals', () => {
    const bars = sortedBars([indicator('甲', 0.3), indicator('乙', 0.856), indicator('丙', 0.5)], (item) =>
      foundationColour(item.score),
    );
    expect(bars.map((bar) => [bar.name, bar.value, bar.colour])).toEqual([
      ['乙', 0.86, good],
      ['丙', 0.5, fair],
      ['甲', 0.3, weak],
    ]);
  });

  it.each([
    ['A1', 'bar', 8],
    ['A2', 'radar', 4],
    ['A3', 'bar', 14],
    ['A4', 'radar', 5],
  ])('area %s draws a %s of its %s indicators', (id, type, count) => {
    const { option, height } = areaChartOf(areaOf(id));
    const [series] = option.series as { type: string; data: unknown[] }[];
    expect(series?.type).toBe(type);
    if (type === 'bar') {
      expect(series?.data).toHaveLength(count);
      expect(height).toBe(barChartHeight(count));
    } else {
      const radar = option.radar as { indicator: { max: number }[] };
      expect(radar.indicator).toHaveLength(count);
      expect(radar.indicator.every((axis) => axis.max === 1)).toBe(true);
    }
  });

  it('colours production bars against their reference line, 0.8 × the production score', () => {
    const data = seriesData(areaChartOf(areaOf('A3')).option) as { value: number; itemStyle: { color: string } }[];
    expect(data[0]).toEqual({ value: 0.7, itemStyle: { color: good } });
    expect(data.at(-1)).toEqual({ value: 0.28, itemStyle: { color: weak } });
  });

  it('draws 数字化经营 like 数字化生产: bars against a line relative to the area score', () => {
    const area = SERVICES_REPORT_FIXTURE.areas.find((entry) => entry.id === 'A5') as ReportArea;
    const { option } = areaChartOf(area);
    const data = seriesData(option) as { value: number; itemStyle: { color: string } }[];
    expect(data).toHaveLength(8);
    // The line is 0.8 × 0.48 = 0.384: 物流仓储 0.66 is above it, 人力资源 0.28 below.
    expect(data[0]).toEqual({ value: 0.66, itemStyle: { color: good } });
    expect(data.at(-1)).toEqual({ value: 0.28, itemStyle: { color: weak } });
  });

  it('draws the services variant 成效 radar on its own four indicators', () => {
    const area = SERVICES_REPORT_FIXTURE.areas.find((entry) => entry.id === 'A4') as ReportArea;
    const radar = areaChartOf(area).option.radar as { indicator: { name: string }[] };
    expect(radar.indicator.map((axis) => axis.name)).toEqual([
      '线上业务占比',
      '客户满意度',
      '销售利润率',
      '人均营业收入',
    ]);
  });
});

describe('benchmark charts', () => {
  it('names the level slices by the legend and shows percentages × 100 with two decimals', () => {
    expect(levelDistributionData({ '1': 0.2857, '2': 0.42857, '3': 0.2143, '4': 0.0714, '5': 0 })).toEqual([
      { name: '规划级及以下', value: 28.57 },
      { name: '规范级', value: 42.86 },
      { name: '集成级', value: 21.43 },
      { name: '优化级', value: 7.14 },
      { name: '引领级', value: 0 },
    ]);
  });

  const bands = Array.from({ length: 10 }, (_, band) => ({ from: band * 10, to: band * 10 + 10, count: band }));
  it.each([
    [0, 0],
    [9.99, 0],
    [48.55, 4],
    [50, 5],
    [90, 9],
    [100, 9],
  ])('a score of %s falls in band %s', (score, band) => {
    expect(bandIndexOf(bands, score)).toBe(band);
  });

  it('highlights the company’s band of the score distribution', () => {
    const data = seriesData(scoreDistributionOption(bands, 48.55)) as { itemStyle: { color: string } }[];
    expect(data.map((bar) => bar.itemStyle.color)).toEqual(bands.map((_, index) => (index === 4 ? brand : muted)));
  });
});

describe('trend charts', () => {
  it('plots the total, the level as steps and each assessed area, leaving gaps where an area was not assessed', () => {
    const trend = REPORT_FIXTURE.trend.map((point, index) =>
      index === 0 ? { ...point, areas: { ...point.areas, A3: null } } : point,
    );
    expect(seriesData(totalTrendOption(trend))).toEqual([31.2, 41.75, 48.55]);
    expect(seriesData(totalTrendOption(trend), 1)).toEqual([1, 2, 2]);
    const areas = areaTrendOption(trend).series as { name: string; data: unknown[] }[];
    expect(areas.map((series) => series.name)).toEqual(['数字化基础', '数字化治理', '数字化生产', '数字化转型成效']);
    expect(areas[2]?.data).toEqual(['-', 0.41, 0.47]);
  });

  it('leaves out an area no assessment covered', () => {
    const trend = REPORT_FIXTURE.trend.map((point) => ({ ...point, areas: { ...point.areas, A3: null } }));
    const areas = areaTrendOption(trend).series as { name: string }[];
    expect(areas.map((series) => series.name)).not.toContain('数字化生产');
  });
});
