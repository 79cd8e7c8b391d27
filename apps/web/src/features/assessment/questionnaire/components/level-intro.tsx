import { SaveOutlined } from '@ant-design/icons';
import { ASSESSMENT_LEVELS } from '@dtmm/shared';
import { Alert } from 'antd';
import { levelMeaning, levelTitle } from '../level-meanings';

/** A ladder step is passed, being answered now, or still ahead. */
const stepState = (step: number, level: number, passedLevel: number) =>
  step === level ? 'current' : step <= passedLevel ? 'passed' : 'ahead';

/** The level being answered, what it means, the five-level ladder and the autosave notice. */
export function LevelIntro({ level, passedLevel }: { level: number; passedLevel: number }) {
  return (
    <section className="level-intro" aria-label="当前评估等级">
      <div className="level-intro__text">
        <h2 className="level-intro__title">{levelTitle(level)}</h2>
        <p className="level-intro__meaning">{levelMeaning(level)}</p>
      </div>
      <ol className="level-track" aria-label="评估等级">
        {ASSESSMENT_LEVELS.map((step) => (
          <li
            key={step.level}
            className={`level-track__step level-track__step--${stepState(step.level, level, passedLevel)}`}
            aria-current={step.level === level ? 'step' : undefined}
          >
            <span className="level-track__number">{step.level}</span>
            <span className="level-track__name">{step.name}</span>
          </li>
        ))}
      </ol>
      <Alert
        className="level-intro__notice"
        type="info"
        showIcon
        icon={<SaveOutlined />}
        title="选择后自动保存，可随时退出，下次继续作答。本级全部答完后点击“提交”，通过后进入下一级。"
      />
    </section>
  );
}
