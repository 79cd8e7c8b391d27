import { SERVICE_STATUS_LABELS, SERVICE_STATUS_NAMES, SERVICE_STATUSES, type ServiceStatus } from '@dtmm/shared';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useDictionaryLabels } from '@/features/reference/api/dictionaries';

/** Each status its colour (assessment.md 2: styled by value 0, 1, 2). */
const COLOURS: Record<ServiceStatus, string> = {
  [SERVICE_STATUSES.planned]: 'warning',
  [SERVICE_STATUSES.inService]: 'processing',
  [SERVICE_STATUSES.completed]: 'success',
};

/** The status words from the service.status dictionary; the seeded labels stand in while it loads or lacks one. */
export function useServiceStatusLabels(): Record<ServiceStatus, string> {
  const dictionary = useDictionaryLabels('service.status');
  return useMemo(
    () =>
      Object.fromEntries(
        SERVICE_STATUS_NAMES.map((status) => [status, dictionary.get(status) ?? SERVICE_STATUS_LABELS[status]]),
      ) as Record<ServiceStatus, string>,
    [dictionary],
  );
}

export function ServiceStatusTag({ status, label }: { status: ServiceStatus; label: string }) {
  return (
    <Tag className={`service-status service-status--${status}`} color={COLOURS[status]}>
      {label}
    </Tag>
  );
}
