import { ASSESSMENT_LEVELS } from '@dtmm/shared';
import { levelTitle, tierRange } from './record-labels';

/** Bar widths of levels 1 to 5 in percent (assessment.md 9): the ladder narrows towards the top. */
const BAR_WIDTHS: Record<number, number> = { 1: 35, 2: 30, 3: 25, 4: 20, 5: 15 };

const TOP_DOWN = [...ASSESSMENT_LEVELS].reverse();

function stepState(step: number, reached: number) {
  if (step === reached) return 'current';
  return step < reached ? 'passed' : 'ahead';
}

/** 五级 at the top down to 一级, the reached level lit and the levels below it tinted. */
export function LevelLadder({ reached }: { reached: number }) {
  return (
    <ol className="level-ladder" aria-label="等级阶梯">
      {TOP_DOWN.map(({ level, name }) => (
        <li
          key={level}
          className={`level-ladder__step level-ladder__step--${stepState(level, reached)}`}
          aria-current={level === reached ? 'step' : undefined}
        >
          <span className="level-ladder__bar" style={{ width: `${BAR_WIDTHS[level]}%` }}>
            {levelTitle(level)}
          </span>
          <span className="level-ladder__name">{name}</span>
          <span className="level-ladder__tier">{tierRange(level)}</span>
          {level === reached ? <span className="level-ladder__here">当前等级</span> : null}
        </li>
      ))}
    </ol>
  );
}
