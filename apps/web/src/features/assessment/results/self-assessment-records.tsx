import { ANSWER_TYPE_LABELS, ANSWER_TYPES, LIST_PAGE_SIZES, type RecordItem } from '@dtmm/shared';
import { Radio, Skeleton } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { ListPagination } from '@/components/list/list-pagination';
import { useSession } from '@/features/auth/hooks/use-session';
import { dayOf } from '@/lib/format';
import { pagingChanges, pagingOf, useSearchState } from '@/lib/use-search-state';
import { type AnswerType, useRecordList } from '../api/assessment-api';
import { reportFileName, useReportPdfDownload } from '../report/hooks/use-report-pdf-download';
import { NoRecords } from './no-records';
import { RecordTable } from './record-table';
import { useRecordDelete } from './use-record-delete';
import { useRecordWithdraw } from './use-record-withdraw';
import { WithdrawRecordModal } from './withdraw-record-modal';

const ANSWER_TYPE_OPTIONS = [
  { value: ANSWER_TYPES.diagnosis, label: '诊断服务评估' },
  { value: ANSWER_TYPES.topic551, label: ANSWER_TYPE_LABELS[ANSWER_TYPES.topic551] },
];

const answerTypeOf = (value: string | null): AnswerType =>
  value === ANSWER_TYPES.topic551 ? ANSWER_TYPES.topic551 : ANSWER_TYPES.diagnosis;

/**
 * 自评估: the company's records of the chosen answer type, 10 a page with 10/20/30 to choose from
 * (assessment.md 9); the type and the page live in the address.
 */
export function SelfAssessmentRecords() {
  const { params, update } = useSearchState();
  const answerType = answerTypeOf(params.get('answerType'));
  const { page, limit } = pagingOf(params);
  const { data, isLoading, isFetching } = useRecordList({ answerType, page, limit });
  const { remove, deletingId } = useRecordDelete();
  const withdrawal = useRecordWithdraw();
  const { user } = useSession();
  // One downloader for the whole list, so one report downloads at a time across every row.
  const { download } = useReportPdfDownload();
  const onDownload = (record: RecordItem) =>
    download(record.id, reportFileName(record.companyName, dayOf(record.answerTime)));
  const records = data?.list ?? [];
  const total = data?.total ?? 0;
  const isPageGone = !isFetching && records.length === 0 && total > 0 && page > 1;
  // Deleting the last record of the last page leaves that page empty: show the page before it.
  useEffect(() => {
    if (isPageGone) update(pagingChanges(Math.ceil(total / limit), limit));
  }, [isPageGone, total, limit, update]);

  let body: ReactNode = (
    <RecordTable
      records={records}
      isFetching={isFetching}
      deletingId={deletingId}
      onDelete={remove}
      canWithdraw={user?.role === 'ADMIN'}
      onWithdraw={withdrawal.open}
      onDownload={onDownload}
    />
  );
  if (isLoading) body = <Skeleton active title={false} paragraph={{ rows: 6 }} />;
  else if (total === 0) body = <NoRecords answerType={answerType} />;

  return (
    <div className="self-assessment-records">
      <Radio.Group
        className="self-assessment-records__types"
        optionType="button"
        buttonStyle="solid"
        options={ANSWER_TYPE_OPTIONS}
        value={answerType}
        onChange={(event) => update({ answerType: event.target.value, page: undefined })}
      />
      {body}
      <WithdrawRecordModal
        isOpen={withdrawal.withdrawingId !== null}
        isBusy={withdrawal.isBusy}
        onCancel={withdrawal.close}
        onSubmit={(reason) => void withdrawal.submit(reason)}
      />
      <ListPagination
        page={page}
        limit={limit}
        total={total}
        sizes={LIST_PAGE_SIZES}
        onChange={(next, size) => update(pagingChanges(size === limit ? next : 1, size))}
      />
    </div>
  );
}
