import { CheckCircleFilled } from '@ant-design/icons';
import { answerTimeOf, answerTimeText, bankTreeQuestions } from '@dtmm/shared';
import { useQuestionBankTree } from '@/features/assessment/api/assessment-api';

/**
 * 在线答题 with how long the published bank takes, from a level-1 stop to all five levels; without
 * the bank (loading, or unavailable) no figure rather than a wrong one.
 */
export function AnswerTimeHighlight() {
  const bank = useQuestionBankTree();
  const time = bank.data ? answerTimeText(answerTimeOf(bankTreeQuestions(bank.data))) : '';
  return (
    <li data-testid="answer-time">
      <CheckCircleFilled /> 在线答题{time}
    </li>
  );
}
