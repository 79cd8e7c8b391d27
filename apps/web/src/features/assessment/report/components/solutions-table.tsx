import type { SolutionRow } from '../report-view';
import { ReportNote } from './report-chapter';
import { type ReportColumn, ReportTable } from './report-table';

const COLUMNS: ReportColumn<SolutionRow>[] = [
  { key: 'indicator', title: '薄弱项', width: '18%', render: (row) => row.indicator },
  {
    key: 'solution',
    title: '解决方案',
    render: ({ solution }) =>
      solution ? (
        <>
          <strong className="report-solution__name">{solution.name}</strong>
          {solution.solution.solutionDescription && <span>{solution.solution.solutionDescription}</span>}
        </>
      ) : (
        '暂无匹配的解决方案'
      ),
  },
  {
    key: 'provider',
    title: '推荐服务商',
    width: '28%',
    render: ({ solution }) => solution?.serviceProvider.companyName ?? '—',
  },
];

interface SolutionsTableProps {
  areaName: string;
  rows: readonly SolutionRow[];
  isFailed: boolean;
}

/** Solutions of certified providers for the area's weak indicators (recommendServiceProvider). */
export function SolutionsTable({ areaName, rows, isFailed }: SolutionsTableProps) {
  if (rows.length === 0) return null;
  if (isFailed) return <ReportNote>推荐解决方案暂时无法获取，请稍后刷新页面重试。</ReportNote>;
  return <ReportTable label={`${areaName}推荐解决方案`} columns={COLUMNS} rows={rows} rowKey={(row) => row.key} />;
}
