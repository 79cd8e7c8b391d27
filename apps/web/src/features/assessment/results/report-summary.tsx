import './report-summary.css';
import { formatScore, type ReportData } from '@dtmm/shared';
import { Descriptions, Tag } from 'antd';
import { levelLine } from '../report/report-format';

/**
 * The report in brief: the outcome, how it compares, what the plan says and the weak indicators. The
 * analysis text stays in the full report: the result page keeps its analysis block hidden (assessment.md 2).
 */
export function ReportSummary({ report }: { report: ReportData }) {
  const outcome = [
    { key: 'level', label: '评估等级', children: levelLine(report.assessmentLevel, report.assessmentLevelDesc, '') },
    { key: 'tier', label: '转型阶段', children: report.digitalTransformationLevel || '-' },
    { key: 'total', label: '总分', children: formatScore(report.totalScore) },
  ];
  return (
    <div className="report-summary">
      <Descriptions size="small" bordered column={{ xs: 1, sm: 3 }} items={outcome} />
      <section className="report-summary__part">
        <h3 className="report-summary__title">对标情况</h3>
        <p className="report-summary__text">{report.benchmark.statement}</p>
      </section>
      <section className="report-summary__part">
        <h3 className="report-summary__title">提升计划</h3>
        <p className="report-summary__text">{report.plan.summary}</p>
      </section>
      <section className="report-summary__part">
        <h3 className="report-summary__title">薄弱指标（{report.weakIndicators.length}）</h3>
        {report.weakIndicators.length > 0 ? (
          <div className="report-summary__weak">
            {report.weakIndicators.map((name) => (
              <Tag key={name} color="warning">
                {name}
              </Tag>
            ))}
          </div>
        ) : (
          <p className="report-summary__text">各项指标均达到当前等级要求，暂无薄弱指标。</p>
        )}
      </section>
    </div>
  );
}
