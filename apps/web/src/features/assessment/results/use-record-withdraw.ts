import { examMessages } from '@dtmm/shared';
import { App } from 'antd';
import { useState } from 'react';
import { useWithdrawRecord } from '../api/assessment-api';

/**
 * 撤回 of the assessment list (the company's ADMIN, issue 28): the record being withdrawn opens the
 * reason dialog; the server's msg is shown and the list reloads. The dialog stays open on a refusal.
 */
export function useRecordWithdraw() {
  const { message } = App.useApp();
  const withdrawal = useWithdrawRecord();
  const [withdrawingId, setWithdrawingId] = useState<string | null>(null);
  const submit = async (reason: string) => {
    if (!withdrawingId) return;
    try {
      const { msg } = await withdrawal.mutateAsync({ id: withdrawingId, reason });
      void message.success(msg || examMessages.withdrawn);
      setWithdrawingId(null);
    } catch {
      // the api client has shown the server's msg
    }
  };
  return {
    withdrawingId,
    isBusy: withdrawal.isPending,
    open: setWithdrawingId,
    close: () => setWithdrawingId(null),
    submit,
  };
}
