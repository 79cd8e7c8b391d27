import { CheckCircleFilled } from '@ant-design/icons';
import { useIntroVariant } from '@/features/assessment/intro/hooks/use-intro-variant';

/** 在线答题 with how long the published bank takes the reader's company (any company's span for a visitor). */
export function AnswerTimeHighlight() {
  return (
    <li data-testid="answer-time">
      <CheckCircleFilled /> 在线答题{useIntroVariant().answerTime}
    </li>
  );
}
