import { ANSWER_TYPES } from '@dtmm/shared';
import type { RecordDetail } from '../api/assessment-api';
import { AreaScores } from './area-scores';
import { IndicatorTable } from './indicator-table';
import { ReportEntry } from './report-entry';
import { ResultExplanation } from './result-explanation';
import { ResultSummary } from './result-summary';
import { ResultTrend } from './result-trend';

/**
 * The result of a completed record: summary and ladder, area scores, the trend, the indicator table,
 * the explanation. The report and the trend belong to the transformation assessments (0 and 2), not DCMM.
 */
export function ResultReport({ detail }: { detail: RecordDetail }) {
  const hasReport = detail.answerType !== ANSWER_TYPES.dcmm;
  return (
    <div className="result-report">
      <ResultSummary detail={detail}>{hasReport ? <ReportEntry recordId={detail.id} /> : null}</ResultSummary>
      <section className="result-card" aria-labelledby="result-areas-title">
        <h2 className="result-card__title" id="result-areas-title">
          各领域得分
        </h2>
        <AreaScores areas={detail.level1} />
      </section>
      {hasReport ? <ResultTrend recordId={detail.id} /> : null}
      <section className="result-card" aria-labelledby="result-indicators-title">
        <h2 className="result-card__title" id="result-indicators-title">
          指标得分明细
        </h2>
        <IndicatorTable detail={detail} />
      </section>
      <ResultExplanation detail={detail} />
    </div>
  );
}
