import { INDICATOR_SYSTEM } from '@dtmm/shared';
import type { RecordDetail } from '../api/assessment-api';

interface MergedCell {
  name: string;
  score: number;
  /** How many rows the cell covers: the first row of its block spans them all, the others 0 (antd rowSpan). */
  rowSpan: number;
}

/** One third-level indicator with its second- and first-level cells, merged down the table. */
export interface IndicatorRow {
  key: string;
  area: MergedCell;
  group: MergedCell;
  indicator: { name: string; score: number };
}

type Scored = Pick<RecordDetail, 'level1' | 'level2' | 'level3'>;

/**
 * The result's scores as table rows in the indicator system's order. Only the indicators the record
 * scored appear (a cropped one has no score), so a group or area without any is left out.
 */
export function indicatorRows(detail: Scored): IndicatorRow[] {
  const scores = new Map([...detail.level1, ...detail.level2, ...detail.level3].map((entry) => [entry.id, entry]));
  const cellOf = (id: string, fallbackName: string, rowSpan: number): MergedCell => ({
    name: scores.get(id)?.name ?? fallbackName,
    score: scores.get(id)?.score ?? 0,
    rowSpan,
  });
  return INDICATOR_SYSTEM.flatMap((area) => {
    const groups = area.groups
      .map((group) => ({ group, indicators: group.indicators.filter((indicator) => scores.has(indicator.id)) }))
      .filter(({ indicators }) => indicators.length > 0);
    const areaSize = groups.reduce((sum, { indicators }) => sum + indicators.length, 0);
    return groups.flatMap(({ group, indicators }, groupIndex) =>
      indicators.map((indicator, index) => {
        const isAreaStart = groupIndex === 0 && index === 0;
        const { name, score } = cellOf(indicator.id, indicator.name, 1);
        return {
          key: indicator.id,
          area: cellOf(area.id, area.name, isAreaStart ? areaSize : 0),
          group: cellOf(group.id, group.name, index === 0 ? indicators.length : 0),
          indicator: { name, score },
        };
      }),
    );
  });
}
