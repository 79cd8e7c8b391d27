import type { ReportIndicator } from '@dtmm/shared';
import { ReportNote } from './report-chapter';
import { type ReportColumn, ReportTable } from './report-table';

const NO_TEXT = '—';

const COLUMNS: ReportColumn<ReportIndicator>[] = [
  { key: 'index', title: '序号', width: '10%', render: (_row, index) => index + 1 },
  { key: 'name', title: '指标', width: '20%', render: (row) => row.name },
  { key: 'suggestion', title: '改进建议', render: (row) => row.suggestion ?? NO_TEXT },
];

/** 改进建议 of an area: its weak indicators only; a suggestion the standard leaves out shows a dash. */
export function SuggestionsTable({ areaName, weak }: { areaName: string; weak: readonly ReportIndicator[] }) {
  if (weak.length === 0) return <ReportNote>本领域暂无薄弱指标。</ReportNote>;
  const hasDash = weak.some((indicator) => indicator.suggestion === null);
  return (
    <>
      <ReportTable label={`${areaName}改进建议`} columns={COLUMNS} rows={weak} rowKey={(row) => row.id} />
      {hasDash && (
        <p className="report-muted">
          注：标“{NO_TEXT}
          ”的指标，其目标等级已是最高等级，标准未规定进一步的改进建议，请结合正式评估的专家意见持续优化。
        </p>
      )}
    </>
  );
}
