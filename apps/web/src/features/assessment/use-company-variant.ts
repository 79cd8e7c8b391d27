import {
  type EvaluationType,
  evaluationTypeOf,
  type IndustryGroup,
  industryGroupOf,
  variantReason,
} from '@dtmm/shared';
import { useSession } from '@/features/auth/hooks/use-session';
import { useCompanyDetail } from '@/features/certification/api/certification-api';
import { useQuestionBankTree } from './api/assessment-api';
import { industryGroupUnderTree } from './bank-variant';

/** The variant the signed-in member's company takes, and why (issue 29 §1). */
export interface CompanyVariant {
  industryGroup: IndustryGroup;
  evaluationType: EvaluationType;
  /** '贵企业所属行业为制造业 / 炼焦…，按工业企业评估…' */
  reason: string;
}

export interface CompanyVariantState {
  /** null for a visitor, a member of an uncertified company, or while it loads. */
  variant: CompanyVariant | null;
  /** The company (or the bank) is still being read: the variant is not known yet. */
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

/** The 门类 / 大类 part of detailFull's industry path, as the report names the industry. */
const industryNameOf = (path: string | null) => path?.split(' / ').slice(0, 2).join(' / ') || null;

/**
 * The certified company's variant, from its 门类 and 大类 as the server decides it at createExam
 * (industryGroupOf, then industryGroupUnder the current bank), so a page can say and show it before the start.
 */
export function useCompanyVariant(): CompanyVariantState {
  const { user, hasCertifiedCompany } = useSession();
  const company = useCompanyDetail(user?.companyId ?? null, hasCertifiedCompany);
  const bank = useQuestionBankTree();
  const refetch = () => {
    if (company.isError) void company.refetch();
    if (bank.isError) void bank.refetch();
  };
  if (!hasCertifiedCompany) return { variant: null, isLoading: false, isError: false, refetch };
  if (!company.data || !bank.data) {
    return {
      variant: null,
      isLoading: company.isLoading || bank.isLoading,
      isError: company.isError || bank.isError,
      refetch,
    };
  }
  const { industryCategory, secondaryIndustry, industryName } = company.data;
  const industryGroup = industryGroupUnderTree(bank.data, industryGroupOf(industryCategory, secondaryIndustry));
  return {
    variant: {
      industryGroup,
      evaluationType: evaluationTypeOf(industryGroup),
      reason: variantReason(industryGroup, industryNameOf(industryName)),
    },
    isLoading: false,
    isError: false,
    refetch,
  };
}
