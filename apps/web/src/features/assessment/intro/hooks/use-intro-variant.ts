import type { EvaluationType } from '@dtmm/shared';
import { VARIANT_NAMES, VARIANT_RULE } from '../../bank-variant';
import { useCompanyVariant } from '../../use-company-variant';
import { useBankAnswerTime } from './use-bank-answer-time';

/** The variant as an intro shows it: which one and why, or the rule for a reader whose company is unknown. */
export interface VariantFact {
  name: string;
  reason: string;
}

/**
 * What the diagnosis and 551 intros say of the variant (issue 29 §1), and the answer time of the
 * questions that variant asks; both wait for the member's company so no figure changes under the reader.
 */
export function useIntroVariant(): {
  fact: VariantFact;
  /** The company's variant; null while unknown. */
  evaluationType: EvaluationType | null;
  answerTime: string;
} {
  const { variant, isLoading } = useCompanyVariant();
  const answerTime = useBankAnswerTime(variant?.industryGroup ?? null);
  const fact = variant
    ? { name: VARIANT_NAMES[variant.evaluationType], reason: variant.reason }
    : { name: isLoading ? '-' : '按所属行业确定', reason: isLoading ? '' : VARIANT_RULE };
  return { fact, evaluationType: variant?.evaluationType ?? null, answerTime: isLoading ? '' : answerTime };
}
