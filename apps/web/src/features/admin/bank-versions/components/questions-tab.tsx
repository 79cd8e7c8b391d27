import { Table } from 'antd';
import { useMemo, useState } from 'react';
import { type BankVersionQuestion, saveBankQuestion } from '../api/bank-versions-api';
import { filterQuestions, NO_FILTERS } from '../question-filters';
import { questionColumns } from './question-columns';
import { QuestionFilterBar } from './question-filter-bar';
import { QuestionModal } from './question-modal';
import { QuestionView } from './question-view';
import type { VersionTabProps } from './version-tab-props';

/** 题目: the version's questions, filtered; a draft's are edited in a dialog, a published one's read. */
export function QuestionsTab({ detail, isDraft, save, isSaving }: VersionTabProps) {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [open, setOpen] = useState<BankVersionQuestion | null>(null);
  const rows = useMemo(() => filterQuestions(detail.questions, filters), [detail.questions, filters]);
  const submit = async (edit: Parameters<typeof saveBankQuestion>[2]) => {
    if (open && (await save(() => saveBankQuestion(detail.version, open.id, edit)))) setOpen(null);
  };
  return (
    <>
      <QuestionFilterBar filters={filters} onChange={setFilters} />
      <Table<BankVersionQuestion>
        rowKey="id"
        size="middle"
        columns={questionColumns(isDraft, setOpen)}
        dataSource={rows}
        pagination={{ defaultPageSize: 20, showSizeChanger: false, showTotal: (total) => `共 ${total} 题` }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '没有符合条件的题目' }}
      />
      {isDraft ? (
        <QuestionModal
          question={open}
          isBusy={isSaving}
          onSubmit={(edit) => void submit(edit)}
          onCancel={() => setOpen(null)}
        />
      ) : (
        <QuestionView question={open} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
