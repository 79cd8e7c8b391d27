import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';
import { useCurrentProviders } from '@/features/solutions/api/solutions-api';

/** The certified providers as a filter; the value is the provider's company id, which the queue filters by. */
export function ProviderSelect(props: Omit<SelectProps<string>, 'options'>) {
  const { data, isLoading } = useCurrentProviders();
  const options = useMemo(
    () => [
      { value: '', label: '全部' },
      ...(data ?? []).map((provider) => ({
        value: provider.companyId,
        label: provider.serviceProviderName || provider.leadUnit,
      })),
    ],
    [data],
  );
  return <Select {...props} options={options} loading={isLoading} showSearch={{ optionFilterProp: 'label' }} />;
}
