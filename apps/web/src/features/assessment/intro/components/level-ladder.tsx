import { levelNumeral } from '../level-labels';

/** Five levels from the first up, each with its name; the steps grow as the levels rise. */
export function LevelLadder({ names }: { names: readonly string[] }) {
  return (
    <ol className="intro-levels">
      {names.map((name, index) => (
        <li key={name} className={`intro-levels__step intro-levels__step--${index + 1}`}>
          <span className="intro-levels__level">{levelNumeral(index + 1)}</span>
          <span className="intro-levels__name">{name}</span>
        </li>
      ))}
    </ol>
  );
}
