import { type AcceptanceReview, FORMAL_MESSAGES as M } from '@dtmm/shared';
import { Alert, Form, Select } from 'antd';
import { useMemo } from 'react';
import { useCurrentProviders } from '@/features/solutions/api/solutions-api';
import type { DecisionModalProps } from '../../components/decision-bar';
import { FormModal } from '../../components/form-modal';
import { DateTimeInput } from '../../content/components/date-time-input';
import { acceptApplication } from '../api/acceptances-api';

type RefusedAssessors = AcceptanceReview['refusedAssessors'];

interface AcceptValues {
  scheduledDate: string;
  assessor: string;
}

/** Why the server would refuse a provider, in the option's words. */
const REFUSAL_TAGS: Record<string, string> = {
  [M.assessorIsApplicant]: '申请企业本身',
  [M.assessorIsCompanion]: '551陪跑服务商',
};

/** The certified providers as assessors; those the server refuses are shown disabled with why. */
function useAssessorOptions(refused: RefusedAssessors) {
  const { data, isLoading } = useCurrentProviders();
  const options = useMemo(
    () =>
      (data ?? []).map((provider) => {
        const name = provider.serviceProviderName || provider.leadUnit;
        const refusal = refused.find((entry) => entry.id === provider.companyId);
        return {
          value: provider.companyId,
          label: refusal ? `${name}（${REFUSAL_TAGS[refusal.reason] ?? '不可选'}）` : name,
          disabled: refusal !== undefined,
        };
      }),
    [data, refused],
  );
  return { options, isLoading };
}

interface AcceptModalProps extends DecisionModalProps {
  applicationId: string;
  refused: RefusedAssessors;
}

/** 受理: the day of the on-site assessment and the provider that carries it out. */
export function AcceptModal({ applicationId, refused, isOpen, isBusy, onCancel, onSubmit }: AcceptModalProps) {
  const { options, isLoading } = useAssessorOptions(refused);
  const companions = refused.filter((entry) => entry.reason === M.assessorIsCompanion);
  return (
    <FormModal<AcceptValues>
      title="受理正式评估申请"
      okText="确认受理"
      isOpen={isOpen}
      isBusy={isBusy}
      onCancel={onCancel}
      onFinish={(values) => onSubmit(() => acceptApplication(applicationId, values))}
    >
      <Form.Item name="scheduledDate" label="评估日期" rules={[{ required: true, message: M.scheduledDate }]}>
        <DateTimeInput hasTime={false} />
      </Form.Item>
      <Form.Item name="assessor" label="评估机构" rules={[{ required: true, message: M.assessor }]}>
        <Select
          placeholder="请选择已认证的服务商"
          options={options}
          loading={isLoading}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      {companions.length > 0 ? (
        <Alert
          type="info"
          showIcon
          title={`551专题陪跑服务商：${companions.map((entry) => entry.companyName).join('、')}`}
          description={M.assessorIsCompanion}
        />
      ) : null}
    </FormModal>
  );
}
