import { answerTimeOf, answerTimeText, bankTreeQuestions } from '@dtmm/shared';
import { useQuestionBankTree } from '../../api/assessment-api';

/**
 * How long the published bank takes to answer ('约 20–85 分钟': a level-1 stop to all five levels,
 * docs/assessment-api.md); '' while the bank loads or cannot be read: no figure rather than a wrong one.
 */
export function useBankAnswerTime(): string {
  const bank = useQuestionBankTree();
  return bank.data ? answerTimeText(answerTimeOf(bankTreeQuestions(bank.data))) : '';
}
