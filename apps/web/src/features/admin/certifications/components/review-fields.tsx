import type { CertificationReview } from '@dtmm/shared';
import { useMemo } from 'react';
import { useDictionaryLabels } from '@/features/reference/api/dictionaries';
import { FieldList } from '../../components/field-list';
import { type DictionaryLabels, fieldText, reviewFieldsOf } from '../review-fields';

/** The labels of every dictionary a payload of either type uses. */
function useReviewLabels(): DictionaryLabels {
  const companyType = useDictionaryLabels('company.type');
  const scale = useDictionaryLabels('company.scale');
  const income = useDictionaryLabels('company.income');
  const providerType = useDictionaryLabels('company.service.type');
  const scenario = useDictionaryLabels('company.service.category');
  const industry = useDictionaryLabels('service.serviceTarget');
  return useMemo(
    () =>
      new Map([
        ['company.type', companyType],
        ['company.scale', scale],
        ['company.income', income],
        ['company.service.type', providerType],
        ['company.service.category', scenario],
        ['service.serviceTarget', industry],
      ]),
    [companyType, scale, income, providerType, scenario, industry],
  );
}

/** The applicant and every submitted field, in words. */
export function ReviewFields({ review }: { review: CertificationReview }) {
  const labels = useReviewLabels();
  const fields = [
    { key: 'applicant', label: '申请人', text: review.applicant.username || '—' },
    { key: 'applicantPhone', label: '申请人手机号', text: review.applicant.phone || '—' },
    ...reviewFieldsOf(review.certifyType).map((field) => ({ ...field, text: fieldText(field, review, labels) })),
  ];
  return <FieldList fields={fields} />;
}
