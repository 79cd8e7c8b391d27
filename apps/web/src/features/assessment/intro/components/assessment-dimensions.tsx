import { ASSESSMENT_LEVELS, type EvaluationType } from '@dtmm/shared';
import { Link } from 'react-router';
import { QUESTION_BANK_PATH } from '@/features/assessment/assessment-links';
import { ASSESSMENT_DIMENSIONS, BOTH_VARIANTS_DIMENSIONS, DIAGNOSIS_INTRO } from '../intro-content';
import { IntroSection } from './intro-shell';
import { LevelLadder } from './level-ladder';

const LEVEL_NAMES = ASSESSMENT_LEVELS.map((item) => item.name);

/**
 * What the digital-transformation assessment measures: the four dimensions of the company's variant
 * (both variants' for a reader whose company is unknown), five levels, and the bank to read first.
 */
export function AssessmentDimensions({ evaluationType }: { evaluationType: EvaluationType | null }) {
  const dimensions = evaluationType ? ASSESSMENT_DIMENSIONS[evaluationType] : BOTH_VARIANTS_DIMENSIONS;
  return (
    <>
      <IntroSection title="评估维度">
        <ul className="intro-dimensions">
          {dimensions.map((dimension, index) => (
            <li key={dimension.name} className="intro-dimensions__item">
              <span className="intro-dimensions__index" aria-hidden="true">
                {index + 1}
              </span>
              <strong className="intro-dimensions__name">{dimension.name}</strong>
              <span className="intro-dimensions__text">{dimension.text}</span>
            </li>
          ))}
        </ul>
      </IntroSection>
      <IntroSection title="评估等级">
        <LevelLadder names={LEVEL_NAMES} />
        <p className="assessment-intro__note">{DIAGNOSIS_INTRO.levelsNote}</p>
        <p className="assessment-intro__note">
          想先了解题目？可以<Link to={QUESTION_BANK_PATH}>查看诊断题库</Link>，无需登录即可浏览全部题目。
        </p>
      </IntroSection>
    </>
  );
}
