import { formatScore, type ReportVerification, reportMessages } from '@dtmm/shared';
import { Alert, Descriptions, type DescriptionsProps, Skeleton } from 'antd';
import { isApiError } from '@/lib/api-error';
import { useReportVerification } from '../api/report-api';
import { chineseDate, levelLine } from '../report-format';
import { codeProblem } from './verify-code';

/** The server's refusal means no report carries the code; a timeout or lost network says so instead. */
function failureText(error: unknown): string {
  const isRefusal = !isApiError(error) || error.kind === 'business' || error.kind === 'http';
  return isRefusal ? reportMessages.unknownCode : error.message;
}

function factsOf(report: ReportVerification): DescriptionsProps['items'] {
  return [
    { key: 'number', label: '报告编号', children: report.reportNumber },
    { key: 'company', label: '企业名称', children: report.companyName },
    { key: 'level', label: '评估等级', children: levelLine(report.assessmentLevel, report.assessmentLevelDesc, '') },
    { key: 'tier', label: '转型阶段', children: report.digitalTransformationLevel || '-' },
    { key: 'score', label: '总分', children: formatScore(report.totalScore) },
    { key: 'date', label: '评估日期', children: chineseDate(report.assessmentDate) },
  ];
}

/** Confirmed, or withdrawn by the company (when, never why: the reason stays with the company and operators). */
function Verdict({ code, report }: { code: string; report: ReportVerification }) {
  if (report.withdrawnAt) {
    return (
      <Alert
        type="warning"
        showIcon
        title="已撤回"
        description={`企业已于 ${report.withdrawnAt} 撤回该评估报告，验证码 ${code} 对应的报告不再有效。`}
      />
    );
  }
  return (
    <Alert
      type="success"
      showIcon
      title="核验通过"
      description={`验证码 ${code} 对应的评估报告信息如下，与平台存档的评估记录一致。`}
    />
  );
}

/** What the platform holds for `code`: the report's facts, or why there is nothing to confirm. */
export function VerifyResult({ code }: { code: string }) {
  const problem = codeProblem(code);
  const { data, error, isLoading } = useReportVerification(problem ? '' : code);
  if (problem)
    return <Alert type="warning" showIcon title={problem} description="验证码为 12 位，格式如 ABCD-EFGH-2345。" />;
  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (error || !data) return <Alert type="error" showIcon title={failureText(error)} />;
  return (
    <div className="verify-result" data-testid="verify-result">
      <Verdict code={code} report={data} />
      <Descriptions
        className="verify-result__facts"
        bordered
        size="middle"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={factsOf(data)}
      />
    </div>
  );
}
