import type { RecordDetail } from '../api/assessment-api';
import { AreaScores } from './area-scores';
import { IndicatorTable } from './indicator-table';
import { ResultExplanation } from './result-explanation';
import { ResultSummary } from './result-summary';

/** The result of a completed record: summary and ladder, area scores, the indicator table, the explanation. */
export function ResultReport({ detail }: { detail: RecordDetail }) {
  return (
    <div className="result-report">
      <ResultSummary detail={detail} />
      <section className="result-card" aria-labelledby="result-areas-title">
        <h2 className="result-card__title" id="result-areas-title">
          各领域得分
        </h2>
        <AreaScores areas={detail.level1} />
      </section>
      <section className="result-card" aria-labelledby="result-indicators-title">
        <h2 className="result-card__title" id="result-indicators-title">
          指标得分明细
        </h2>
        <IndicatorTable detail={detail} />
      </section>
      <ResultExplanation explanation={detail.explanation} parameters={detail.parameters} />
    </div>
  );
}
