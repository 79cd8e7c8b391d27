import type { ServiceStatus } from '@dtmm/shared';
import { useDictionaryLabels } from '@/features/reference/api/dictionaries';
import { useServiceStatusLabels } from '../components/service-status-tag';

const labelOr = (labels: ReadonlyMap<string, string>, value: string) => (value ? (labels.get(value) ?? value) : '-');

/** Names of the stored values a served enterprise carries; an unknown value shows as it is, none as '-'. */
export function useServiceLabels() {
  const types = useDictionaryLabels('company.type');
  const scales = useDictionaryLabels('company.scale');
  const incomes = useDictionaryLabels('company.income');
  const statuses = useServiceStatusLabels();
  return {
    companyType: (value: string) => labelOr(types, value),
    employees: (value: string) => labelOr(scales, value),
    revenue: (value: string) => labelOr(incomes, value),
    status: (value: ServiceStatus) => statuses[value] ?? value,
  };
}
export type ServiceLabels = ReturnType<typeof useServiceLabels>;
