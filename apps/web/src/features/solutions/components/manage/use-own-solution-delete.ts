import { messages, solutionMessages } from '@dtmm/shared';
import { App } from 'antd';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useDeleteSolution } from '../../api/solutions-api';

/**
 * 删除 of the own list, one at a time: another while one runs hears '数据处理中，请勿重复提交' (portal.md 8)
 * and sends nothing; success shows the server's msg and the list reloads.
 */
export function useOwnSolutionDelete() {
  const { message } = App.useApp();
  const deletion = useDeleteSolution();
  const { run } = useSingleFlight();
  const remove = async (id: string) => {
    const isStarted = await run(async () => {
      try {
        const { msg } = await deletion.mutateAsync(id);
        void message.success(msg || solutionMessages.deleted);
      } catch {
        // the api client has shown the server's msg
      }
    });
    if (!isStarted) void message.warning(messages.common.busy);
  };
  return { remove, deletingId: deletion.isPending ? deletion.variables : null };
}
