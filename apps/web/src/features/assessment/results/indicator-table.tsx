import { Table, type TableColumnsType } from 'antd';
import { useEffect, useRef } from 'react';
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

/** Every scored indicator under its group and area, the group and area cells merged down (assessment.md 2). */
export function IndicatorTable({ detail }: { detail: RecordDetail }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // antd draws the sideways-scrolling box itself; on a phone the keyboard must reach it to scroll the
    // scores into view (WCAG 2.1.1, axe scrollable-region-focusable).
    const scroller = box.current?.querySelector('.ant-table-content');
    scroller?.setAttribute('tabindex', '0');
    scroller?.setAttribute('role', 'region');
    scroller?.setAttribute('aria-label', '指标得分');
  });
  return (
    <div ref={box}>
      <Table<IndicatorRow>
        className="indicator-table"
        rowKey="key"
        size="middle"
        bordered
        columns={COLUMNS}
        dataSource={indicatorRows(detail)}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </div>
  );
}
