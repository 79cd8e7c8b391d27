import { useRecordProvider } from '../api/assessment-api';

/** The 551 service provider the record was answered with ('-' when none is linked). */
export function RecordProvider({ recordId }: { recordId: string }) {
  const { data, isPending } = useRecordProvider(recordId);
  const name = isPending ? '加载中…' : data?.serviceProviderName || '-';
  return (
    <span className="result-head__fact">
      服务商：<span data-testid="record-provider">{name}</span>
    </span>
  );
}
