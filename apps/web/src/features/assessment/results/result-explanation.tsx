import type { ScoringParameters } from '@dtmm/shared';
import { ScoringMethod } from './scoring-method';

/** The model's plain-language explanation, its line breaks kept, and how the scores are made. */
export function ResultExplanation({ explanation, parameters }: { explanation: string; parameters: ScoringParameters }) {
  return (
    <section className="result-card" aria-labelledby="result-explanation-title">
      <h2 className="result-card__title" id="result-explanation-title">
        结果说明
      </h2>
      <p className="result-explanation">{explanation}</p>
      <ScoringMethod parameters={parameters} />
    </section>
  );
}
