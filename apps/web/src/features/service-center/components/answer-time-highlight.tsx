import { CheckCircleFilled } from '@ant-design/icons';
import { useBankAnswerTime } from '@/features/assessment/intro/hooks/use-bank-answer-time';

/** 在线答题 with how long the published bank takes to answer. */
export function AnswerTimeHighlight() {
  return (
    <li data-testid="answer-time">
      <CheckCircleFilled /> 在线答题{useBankAnswerTime()}
    </li>
  );
}
