import type { RecommendedSolution } from '@dtmm/shared';
import { Link } from 'react-router';
import { usePlatformConfig } from '@/features/platform/api/platform-config';
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

/** Why it is recommended ('同为食品制造业 · 质量管理'); a general-purpose solution is marked as such. */
function SolutionReason({ solution }: { solution: RecommendedSolution }) {
  const general = solution.match === 'general' ? ' report-solution__reason--general' : '';
  return <span className={`report-solution__reason${general}`}>{solution.reason}</span>;
}

/** Said where no solution of the company's industry (nor a general-purpose one) serves the weak indicator. */
export const NO_FIT = '暂无适合本行业的方案';

const COLUMNS: ReportColumn<SolutionRow>[] = [
  { key: 'indicator', title: '薄弱项', width: '18%', render: (row) => row.indicator },
  {
    key: 'solution',
    title: '解决方案',
    render: ({ solution }) =>
      solution ? (
        <>
          <SolutionName id={solution.solutionId} name={solution.name} />
          <SolutionReason solution={solution} />
          {solution.solution.solutionDescription && <span>{summaryOf(solution.solution.solutionDescription)}</span>}
        </>
      ) : (
        NO_FIT
      ),
  },
  {
    key: 'provider',
    title: '推荐服务商',
    width: '28%',
    render: ({ solution }) => solution?.serviceProvider.companyName ?? '—',
  },
];

/** Instead of another industry's solution: the platform's 551 service team, on screen and on paper. */
function SupportContact() {
  const config = usePlatformConfig().data;
  const ways = [
    config?.supportPhone && `电话 ${config.supportPhone}`,
    config?.supportEmail && `邮箱 ${config.supportEmail}`,
  ].filter(Boolean);
  return (
    <ReportNote>
      {`标注“${NO_FIT}”的薄弱项，可联系平台“551”专项行动服务团队（${ways.length > 0 ? ways.join('，') : '联系方式见平台首页'}），由专家诊断后为企业对接合适的服务商。`}
    </ReportNote>
  );
}

interface SolutionsTableProps {
  areaName: string;
  rows: readonly SolutionRow[];
  isFailed: boolean;
}

/**
 * Solutions of certified providers for the area's weak indicators (recommendServiceProvider), each
 * with why it fits; where none fits, the 551 contact.
 */
export function SolutionsTable({ areaName, rows, isFailed }: SolutionsTableProps) {
  if (rows.length === 0) return null;
  if (isFailed) return <ReportNote>推荐解决方案暂时无法获取，请稍后刷新页面重试。</ReportNote>;
  return (
    <>
      <ReportTable label={`${areaName}推荐解决方案`} columns={COLUMNS} rows={rows} rowKey={(row) => row.key} />
      {rows.some((row) => row.solution === null) && <SupportContact />}
    </>
  );
}
