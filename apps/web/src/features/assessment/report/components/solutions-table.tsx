import { Link } from 'react-router';
import { SOLUTION_PATHS } from '@/features/solutions/solution-links';
import { useReportMode } from '../report-mode';
import type { SolutionRow } from '../report-view';
import { ReportNote } from './report-chapter';
import { type ReportColumn, ReportTable } from './report-table';

/** A report names a solution and what it does in a sentence; the whole description is one click away. */
const SUMMARY_CHARS = 70;
export const summaryOf = (text: string) => (text.length <= SUMMARY_CHARS ? text : `${text.slice(0, SUMMARY_CHARS)}…`);

/** On screen the name opens the solution; on paper (and in the PDF, printed at an internal address) it is text. */
function SolutionName({ id, name }: { id: string; name: string }) {
  const { isPrint } = useReportMode();
  if (isPrint) return <strong className="report-solution__name">{name}</strong>;
  return (
    <Link className="report-solution__name" to={SOLUTION_PATHS.detail(id)}>
      {name}
    </Link>
  );
}

const COLUMNS: ReportColumn<SolutionRow>[] = [
  { key: 'indicator', title: '薄弱项', width: '18%', render: (row) => row.indicator },
  {
    key: 'solution',
    title: '解决方案',
    render: ({ solution }) =>
      solution ? (
        <>
          <SolutionName id={solution.solutionId} name={solution.name} />
          {solution.solution.solutionDescription && <span>{summaryOf(solution.solution.solutionDescription)}</span>}
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
