import type { AdviceRow, BankAdviceEdit } from '@dtmm/shared';
import { Table } from 'antd';
import { useMemo, useState } from 'react';
import { saveBankAdvice } from '../api/bank-versions-api';
import { indicatorOrder } from '../indicators';
import { adviceColumns } from './advice-columns';
import { AdviceModal } from './advice-modal';
import { ReportSettingsForm } from './report-settings-form';
import type { VersionTabProps } from './version-tab-props';

/** 薄弱阈值与建议: the weak thresholds with the note, then the advice table of every indicator. */
export function ReportTab(props: VersionTabProps) {
  const { detail, isDraft, save, isSaving } = props;
  const [open, setOpen] = useState<AdviceRow | null>(null);
  const rows = useMemo(
    () =>
      [...detail.reportContent.advice].sort((a, b) => indicatorOrder(a.indicatorId) - indicatorOrder(b.indicatorId)),
    [detail.reportContent.advice],
  );
  const submit = async (edit: BankAdviceEdit) => {
    if (open && (await save(() => saveBankAdvice(detail.version, open.indicatorId, edit)))) setOpen(null);
  };
  return (
    <div className="bank-report">
      <section aria-labelledby="bank-weak-heading">
        <h2 id="bank-weak-heading" className="bank-form__heading">
          薄弱阈值
        </h2>
        <ReportSettingsForm {...props} />
      </section>
      <section aria-labelledby="bank-advice-heading">
        <h2 id="bank-advice-heading" className="bank-form__heading">
          改进建议
        </h2>
        <Table<AdviceRow>
          rowKey="indicatorId"
          size="small"
          columns={adviceColumns(isDraft, setOpen)}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: '暂无改进建议' }}
        />
      </section>
      <AdviceModal
        row={open}
        isEditable={isDraft}
        isBusy={isSaving}
        onSubmit={(edit) => void submit(edit)}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
