import { formatScore } from '@dtmm/shared';

/** A score in [0, 1] as a bar and its value with two decimals (assessment.md 9). */
export function ScoreBar({ score }: { score: number }) {
  const percent = Math.min(Math.max(score, 0), 1) * 100;
  return (
    <span className="score-bar">
      <span className="score-bar__track" aria-hidden="true">
        <span className="score-bar__fill" style={{ width: `${percent}%` }} />
      </span>
      <span className="score-bar__value">{formatScore(score)}</span>
    </span>
  );
}
