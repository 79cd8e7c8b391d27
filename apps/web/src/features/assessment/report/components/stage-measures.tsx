import type { StageMeasure } from '@dtmm/shared';
import { levelName } from '../report-format';
import { ReportNote } from './report-chapter';

/** Per weak indicator, its measures level by level and the note that goes with them. */
export function StageMeasures({ measures }: { measures: readonly StageMeasure[] }) {
  if (measures.length === 0) return <ReportNote>暂无需要分阶段推进的薄弱指标。</ReportNote>;
  return (
    <ol className="report-measures">
      {measures.map((item) => (
        <li key={item.indicatorId} className="report-measure">
          <strong className="report-measure__name">{item.name}</strong>
          <ul className="report-list">
            {item.measures.map((measure) => (
              <li key={measure.level}>
                <span className="report-measure__level">{levelName(measure.level)}：</span>
                {measure.text}
              </li>
            ))}
          </ul>
          {item.note && <p className="report-muted">{item.note}</p>}
        </li>
      ))}
    </ol>
  );
}
