import type { ReportIndicator } from '@dtmm/shared';
import { levelName } from '../report-format';
import { ReportNote } from './report-chapter';
import { type ReportColumn, ReportTable } from './report-table';

const NO_TEXT = '—';

/** 序号 is the report's priority rank where the report has one (issue 29 §3), else the row's place. */
const COLUMNS: ReportColumn<ReportIndicator>[] = [
  { key: 'index', title: '序号', width: '10%', render: (row, index) => row.priority ?? index + 1 },
  { key: 'name', title: '指标', width: '20%', render: (row) => row.name },
  { key: 'suggestion', title: '改进建议', render: (row) => row.suggestion ?? NO_TEXT },
];
/** Which level each suggestion is written for: the indicator's own next level. */
const ADVICE_LEVEL: ReportColumn<ReportIndicator> = {
  key: 'adviceLevel',
  title: '面向等级',
  width: '12%',
  render: (row) => (row.adviceLevel ? levelName(row.adviceLevel) : NO_TEXT),
};
const columnsOf = (weak: readonly ReportIndicator[]) =>
  weak.some((indicator) => indicator.adviceLevel !== undefined)
    ? [...COLUMNS.slice(0, 2), ADVICE_LEVEL, ...COLUMNS.slice(2)]
    : COLUMNS;

/** 改进建议 of an area: its weak indicators only; a suggestion the standard leaves out shows a dash. */
export function SuggestionsTable({ areaName, weak }: { areaName: string; weak: readonly ReportIndicator[] }) {
  if (weak.length === 0) return <ReportNote>本领域暂无薄弱指标。</ReportNote>;
  const hasDash = weak.some((indicator) => indicator.suggestion === null);
  return (
    <>
      <ReportTable label={`${areaName}改进建议`} columns={columnsOf(weak)} rows={weak} rowKey={(row) => row.id} />
      {hasDash && (
        <p className="report-muted">
          注：标“{NO_TEXT}
          ”的指标，其目标等级已是最高等级，标准未规定进一步的改进建议，请结合正式评估的专家意见持续优化。
        </p>
      )}
    </>
  );
}
