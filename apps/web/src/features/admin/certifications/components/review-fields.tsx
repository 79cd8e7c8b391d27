import type { CertificationReview } from '@dtmm/shared';
import { Descriptions } from 'antd';
import { useMemo } from 'react';
import { useDictionaryLabels } from '@/features/reference/api/dictionaries';
import { LABEL_STYLES } from '../../components/field-styles';
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
  const items = [
    { key: 'applicant', label: '申请人', children: review.applicant.username || '—' },
    { key: 'applicantPhone', label: '申请人手机号', children: review.applicant.phone || '—' },
    ...reviewFieldsOf(review.certifyType).map((field) => ({
      key: field.key,
      label: field.label,
      children: <span className="admin-field">{fieldText(field, review, labels)}</span>,
      ...(field.isWide ? { span: 'filled' as const } : {}),
    })),
  ];
  return (
    <Descriptions
      bordered
      column={{ xs: 1, sm: 1, md: 1, lg: 1, xl: 1, xxl: 2 }}
      size="small"
      styles={LABEL_STYLES}
      items={items}
    />
  );
}
