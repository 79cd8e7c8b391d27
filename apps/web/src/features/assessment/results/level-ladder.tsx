import { ASSESSMENT_LEVELS } from '@dtmm/shared';
import { levelTitle, tierRange } from './record-labels';

/** Bar widths of levels 1 to 5 in percent (assessment.md 9): the ladder narrows towards the top. */
const BAR_WIDTHS: Record<number, number> = { 1: 35, 2: 30, 3: 25, 4: 20, 5: 15 };

/** The five levels a ladder climbs, and the tiers each spans where the scale has tiers. */
export interface LadderScale {
  levels: readonly { level: number; name: string }[];
  tierOf?: (level: number) => string;
}

/** The digital-transformation levels with their tiers L0…L8 (assessment.md 4). */
const DIAGNOSIS_SCALE: LadderScale = { levels: ASSESSMENT_LEVELS, tierOf: tierRange };

function stepState(step: number, reached: number) {
  if (step === reached) return 'current';
  return step < reached ? 'passed' : 'ahead';
}

/** 五级 at the top down to 一级, the reached level lit and the levels below it tinted. */
export function LevelLadder({ reached, scale = DIAGNOSIS_SCALE }: { reached: number; scale?: LadderScale }) {
  const topDown = [...scale.levels].reverse();
  return (
    <ol className="level-ladder" aria-label="等级阶梯">
      {topDown.map(({ level, name }) => (
        <li
          key={level}
          className={`level-ladder__step level-ladder__step--${stepState(level, reached)}`}
          aria-current={level === reached ? 'step' : undefined}
        >
          <span className="level-ladder__bar" style={{ width: `${BAR_WIDTHS[level]}%` }}>
            {levelTitle(level)}
          </span>
          <span className="level-ladder__name">{name}</span>
          {scale.tierOf ? <span className="level-ladder__tier">{scale.tierOf(level)}</span> : null}
          {level === reached ? <span className="level-ladder__here">当前等级</span> : null}
        </li>
      ))}
    </ol>
  );
}
