import { type AcceptanceReview, FORMAL_MESSAGES as M } from '@dtmm/shared';
import { Alert, Form, Select } from 'antd';
import { useMemo } from 'react';
import { useCurrentProviders } from '@/features/solutions/api/solutions-api';
import type { DecisionModalProps } from '../../components/decision-bar';
import { FormModal } from '../../components/form-modal';
import { DateTimeInput } from '../../content/components/date-time-input';
import { acceptApplication } from '../api/acceptances-api';

type Companion = AcceptanceReview['companionProvider'];

interface AcceptValues {
  scheduledDate: string;
  assessor: string;
}

/** The certified providers as assessors; the company's 551 companion provider may not assess it. */
function useAssessorOptions(companion: Companion) {
  const { data, isLoading } = useCurrentProviders();
  const options = useMemo(
    () =>
      (data ?? []).map((provider) => {
        const name = provider.serviceProviderName || provider.leadUnit;
        const isCompanion = provider.companyId === companion?.id;
        return {
          value: provider.companyId,
          label: isCompanion ? `${name}（551陪跑服务商）` : name,
          disabled: isCompanion,
        };
      }),
    [data, companion],
  );
  return { options, isLoading };
}

interface AcceptModalProps extends DecisionModalProps {
  applicationId: string;
  companion: Companion;
}

/** 受理: the day of the on-site assessment and the provider that carries it out. */
export function AcceptModal({ applicationId, companion, isOpen, isBusy, onCancel, onSubmit }: AcceptModalProps) {
  const { options, isLoading } = useAssessorOptions(companion);
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
      {companion ? (
        <Alert
          type="info"
          showIcon
          title={`551专题陪跑服务商：${companion.companyName}`}
          description={M.assessorIsCompanion}
        />
      ) : null}
    </FormModal>
  );
}
