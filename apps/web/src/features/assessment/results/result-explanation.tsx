import type { RecordDetail } from '../api/assessment-api';
import { ScoringMethod } from './scoring-method';

/** The model's plain-language explanation, its line breaks kept, and how the scores are made. */
export function ResultExplanation({ detail }: { detail: Pick<RecordDetail, 'explanation' | 'parameters' | 'level1'> }) {
  return (
    <section className="result-card" aria-labelledby="result-explanation-title">
      <h2 className="result-card__title" id="result-explanation-title">
        结果说明
      </h2>
      <p className="result-explanation">{detail.explanation}</p>
      <ScoringMethod parameters={detail.parameters} areas={detail.level1} />
    </section>
  );
}
