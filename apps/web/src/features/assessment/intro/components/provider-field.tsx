import { Select } from 'antd';
import { useMemo } from 'react';
import { useCurrentProviders } from '@/features/solutions/api/solutions-api';
import { useRecordProvider } from '../../api/assessment-api';
import { ChoiceField } from './choice-field';

const LABEL_ID = 'intro-service-provider';
const SEARCH_BY_NAME = { optionFilterProp: 'label' } as const;

interface ProviderFieldProps {
  /** The 551 record in progress: its provider is shown and cannot change. */
  recordId: string | null;
  value: string | undefined;
  onChange: (providerId: string | undefined) => void;
}

/** The 551 service provider: a choice among the certified providers, or the running record's one. */
export function ProviderField({ recordId, value, onChange }: ProviderFieldProps) {
  return (
    <ChoiceField id={LABEL_ID} label="服务商" hint="选择为您提供“551”诊断服务的服务商，可输入名称搜索。">
      {recordId ? <RecordProvider recordId={recordId} /> : <ProviderChoice value={value} onChange={onChange} />}
    </ChoiceField>
  );
}

function ProviderChoice({ value, onChange }: Omit<ProviderFieldProps, 'recordId'>) {
  const { data, isLoading } = useCurrentProviders();
  const options = useMemo(
    () => (data ?? []).map((provider) => ({ value: provider.id, label: provider.serviceProviderName })),
    [data],
  );
  return (
    <Select
      className="intro-choice__select"
      aria-labelledby={LABEL_ID}
      placeholder="请选择服务商"
      options={options}
      loading={isLoading}
      showSearch={SEARCH_BY_NAME}
      allowClear
      value={value}
      onChange={(providerId?: string) => onChange(providerId)}
    />
  );
}

function RecordProvider({ recordId }: { recordId: string }) {
  const { data, isLoading } = useRecordProvider(recordId);
  // Until the name is known the select shows nothing rather than the provider's bare id.
  const options = data ? [{ value: data.serviceProviderId, label: data.serviceProviderName }] : [];
  return (
    <Select
      className="intro-choice__select"
      aria-labelledby={LABEL_ID}
      placeholder={isLoading ? '正在读取服务商…' : '未关联服务商'}
      options={options}
      loading={isLoading}
      value={data?.serviceProviderId || undefined}
      disabled
    />
  );
}
