import { describe, expect, it } from 'vitest';
import { summaryOf } from './components/solutions-table';
import {
  chartValue,
  chineseDate,
  formatEffect,
  formatScore,
  levelLine,
  paragraphsOf,
  percentOf,
  tiersOf,
} from './report-format';

describe('report formats (assessment.md 5)', () => {
  it.each([
    [48.554, '48.55'],
    // As the server's text rounds it (toFixed alone would print 19.14 and 1.00).
    [19.145, '19.15'],
    [1.005, '1.01'],
    [0.5, '0.50'],
    [0, '0.00'],
    [null, '0'],
    [undefined, '0'],
    [Number.NaN, '0'],
  ])('formatScore(%s) is %s: missing reads 0, the rest two decimals', (value, text) => {
    expect(formatScore(value)).toBe(text);
  });

  it.each([
    [0.456, 0.46],
    [null, 0],
    [undefined, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('chartValue(%s) is %s', (value, plotted) => {
    expect(chartValue(value)).toBe(plotted);
  });

  it.each([
    [0.4286, 42.86],
    [0.07142857, 7.14],
    [1, 100],
    [0, 0],
    [undefined, 0],
  ])('percentOf(%s) is %s: × 100 with two decimals', (fraction, percent) => {
    expect(percentOf(fraction)).toBe(percent);
  });

  it.each([
    ['2026-11-25', '2026年11月25日'],
    ['2026-03-08 09:00:00', '2026年3月8日'],
    ['', ''],
    ['待定', '待定'],
  ])('chineseDate(%j) is %j', (date, text) => {
    expect(chineseDate(date)).toBe(text);
  });

  it.each([
    [2, '场景应用', 'L1', '二级 · 场景应用 · L1'],
    [5, '智能引领', 'L8', '五级 · 智能引领 · L8'],
    [1, '初步建设', '', '一级 · 初步建设'],
    [0, '未达标', '', '未达标'],
  ])('levelLine(%s, %s, %s) is %s', (level, desc, tier, text) => {
    expect(levelLine(level, desc, tier)).toBe(text);
  });

  it.each([
    [1, 'L0'],
    [2, 'L1–L2'],
    [5, 'L7–L8'],
  ])('level %s spans %s', (level, tiers) => {
    expect(tiersOf(level)).toBe(tiers);
  });

  it('formats a plan effect with its sign, and splits the analysis into paragraphs', () => {
    expect(formatEffect(1.5)).toBe('+1.50');
    expect(formatEffect(0)).toBe('+0.00');
    expect(paragraphsOf('第一段\n\n  第二段 \n')).toEqual(['第一段', '第二段']);
  });
});

describe('a recommended solution in the report', () => {
  it.each([
    ['短描述', '短描述'],
    ['长'.repeat(70), '长'.repeat(70)],
    ['长'.repeat(71), `${'长'.repeat(70)}…`],
  ])('summarises %#', (text, summary) => {
    expect(summaryOf(text)).toBe(summary);
  });
});
