import { Table, type TableColumnsType } from 'antd';
import { useIsPhone } from '@/lib/use-is-phone';
import type { RecordDetail } from '../api/assessment-api';
import { type IndicatorRow, indicatorRows } from './indicator-rows';
import { ScoreBar } from './score-bar';

const COLUMNS: TableColumnsType<IndicatorRow> = [
  {
    title: '一级指标',
    key: 'area',
    className: 'indicator-table__area',
    onCell: (row) => ({ rowSpan: row.area.rowSpan }),
    render: (_, row) => row.area.name,
  },
  {
    title: '二级指标',
    key: 'group',
    onCell: (row) => ({ rowSpan: row.group.rowSpan }),
    render: (_, row) => row.group.name,
  },
  {
    title: '二级得分',
    key: 'groupScore',
    onCell: (row) => ({ rowSpan: row.group.rowSpan }),
    render: (_, row) => <ScoreBar score={row.group.score} />,
  },
  { title: '三级指标', key: 'indicator', render: (_, row) => row.indicator.name },
  { title: '三级得分', key: 'indicatorScore', render: (_, row) => <ScoreBar score={row.indicator.score} /> },
];

/**
 * Every scored indicator under its group and area (assessment.md 2): a table with the group and area
 * cells merged down, on a phone one card per first-level indicator, so no score sits off the screen.
 */
export function IndicatorTable({ detail }: { detail: RecordDetail }) {
  const rows = indicatorRows(detail);
  return useIsPhone() ? (
    <IndicatorCards rows={rows} />
  ) : (
    <Table<IndicatorRow>
      className="indicator-table"
      rowKey="key"
      size="middle"
      bordered
      columns={COLUMNS}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}

/** The rows' merged cells undone: each group with its indicators, each area with its groups. */
function nestRows(rows: readonly IndicatorRow[]) {
  const areas: { key: string; name: string; groups: { key: string; row: IndicatorRow; items: IndicatorRow[] }[] }[] =
    [];
  for (const row of rows) {
    if (row.area.rowSpan > 0) areas.push({ key: row.key, name: row.area.name, groups: [] });
    const groups = areas.at(-1)?.groups;
    if (row.group.rowSpan > 0) groups?.push({ key: row.key, row, items: [] });
    groups?.at(-1)?.items.push(row);
  }
  return areas;
}

function IndicatorCards({ rows }: { rows: readonly IndicatorRow[] }) {
  return (
    <div className="indicator-cards">
      {nestRows(rows).map((area) => (
        <section key={area.key} className="indicator-card" aria-label={area.name}>
          <h3 className="indicator-card__area">{area.name}</h3>
          {area.groups.map((group) => (
            <div key={group.key} className="indicator-card__group">
              <div className="indicator-card__line indicator-card__line--group">
                <span className="indicator-card__name">{group.row.group.name}</span>
                <ScoreBar score={group.row.group.score} />
              </div>
              <ul className="indicator-card__indicators">
                {group.items.map((row) => (
                  <li key={row.key} className="indicator-card__line">
                    <span className="indicator-card__name">{row.indicator.name}</span>
                    <ScoreBar score={row.indicator.score} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
