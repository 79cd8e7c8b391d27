import type { RecordDetail } from '../api/assessment-api';
import { ScoreBar } from './score-bar';

/** A weight share as people read it: 0.35 → '35%'. */
const percentOf = (share: number) => `${Math.round(share * 1000) / 10}%`;

/** The four first-level areas with their share of the total and their score. */
export function AreaScores({ areas }: { areas: RecordDetail['level1'] }) {
  return (
    <ul className="area-scores">
      {areas.map((area) => (
        <li key={area.id} className="area-score">
          <span className="area-score__name">{area.name}</span>
          <span className="area-score__weight">权重 {percentOf(area.weight)}</span>
          <ScoreBar score={area.score} />
        </li>
      ))}
    </ul>
  );
}
