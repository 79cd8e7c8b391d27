import { describe, expect, it } from 'vitest';
import { indicatorRows } from './indicator-rows';
import { DETAIL, SERVICES_DETAIL } from './result-fixtures';

const spans = (rows: ReturnType<typeof indicatorRows>) =>
  rows.map((row) => [row.indicator.name, row.area.rowSpan, row.group.rowSpan]);

describe('indicatorRows', () => {
  it('orders the scored indicators by the indicator system and merges group and area cells', () => {
    expect(spans(indicatorRows(DETAIL))).toEqual([
      ['资金投入', 3, 2],
      ['人员投入', 0, 0],
      ['数据管理', 0, 1],
      ['战略规划', 1, 1],
      ['计划排程', 2, 1],
      ['采购管理', 0, 1],
      ['产品合格率', 2, 1],
      ['销售利润率', 0, 1],
    ]);
  });

  it('carries the scores of each level and leaves out a cropped indicator and its empty group', () => {
    const [first] = indicatorRows(DETAIL);
    expect(first).toMatchObject({
      area: { name: '数字化基础', score: 0.45 },
      group: { name: '数字化投入', score: 0.46 },
      indicator: { name: '资金投入', score: 0.46 },
    });
    const names = indicatorRows(DETAIL).map((row) => row.group.name);
    expect(names).not.toContain('研发设计');
  });

  it("puts 数字化经营 in 数字化生产's place and the services' 成效 indicators under 成效", () => {
    expect(indicatorRows(SERVICES_DETAIL).map((row) => [row.area.name, row.group.name, row.indicator.name])).toEqual([
      ['数字化基础', '数字化投入', '资金投入'],
      ['数字化治理', '战略与组织', '战略规划'],
      ['数字化经营', '服务交付', '业务运营'],
      ['数字化经营', '服务交付', '服务质量'],
      ['数字化经营', '物流与仓储', '物流仓储'],
      ['数字化转型成效', '业务在线化', '线上业务占比'],
      ['数字化转型成效', '经营效益', '销售利润率'],
      ['数字化转型成效', '经营效益', '人均营业收入'],
    ]);
  });
});
