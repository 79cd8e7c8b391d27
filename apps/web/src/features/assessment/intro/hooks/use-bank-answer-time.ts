import { answerTimeText, type IndustryGroup } from '@dtmm/shared';
import { useQuestionBankTree } from '../../api/assessment-api';
import { answerTimeFor } from '../../bank-variant';

/**
 * How long the published bank takes to answer for the company ('约 20–85 分钟': a level-1 stop to all
 * five levels, docs/assessment-api.md), counted on the questions of its variant and industry group;
 * without a known company, the span of every group. '' while the bank loads or cannot be read: no
 * figure rather than a wrong one.
 */
export function useBankAnswerTime(group: IndustryGroup | null): string {
  const bank = useQuestionBankTree();
  return bank.data ? answerTimeText(answerTimeFor(bank.data, group)) : '';
}
