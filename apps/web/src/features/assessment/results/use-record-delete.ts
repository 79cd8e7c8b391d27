import { examMessages } from '@dtmm/shared';
import { App } from 'antd';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useDeleteRecord } from '../api/assessment-api';

/**
 * 删除 of the assessment list, one at a time: a second confirmation while one runs sends nothing (the
 * server would answer '数据处理中，请勿重复提交'); success shows the server's msg and the list reloads.
 */
export function useRecordDelete() {
  const { message } = App.useApp();
  const deletion = useDeleteRecord();
  const { run } = useSingleFlight();
  const remove = (id: string) =>
    run(async () => {
      try {
        const { msg } = await deletion.mutateAsync(id);
        void message.success(msg || examMessages.deleted);
      } catch {
        // the api client has shown the server's msg
      }
    });
  return { remove, deletingId: deletion.isPending ? deletion.variables : null };
}
