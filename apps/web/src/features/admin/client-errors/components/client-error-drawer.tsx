import type { ClientErrorEntry } from '@dtmm/shared';
import { DetailDrawer } from '../../components/detail-drawer';
import { DrawerFields } from '../../components/field-list';
import { useClientError } from '../api/client-errors-api';
import { KindTag } from './client-error-columns';

function ErrorFields({ entry }: { entry: ClientErrorEntry }) {
  const items = [
    [
      '错误信息',
      <span key="message" className="client-error-message">
        {entry.message}
      </span>,
    ],
    ['类型', <KindTag key="kind" kind={entry.kind} />],
    ['页面', entry.route],
    ['出现次数', entry.count],
    ['首次出现', entry.firstSeen],
    ['最近出现', entry.lastSeen],
    ['版本', entry.release],
    [
      '浏览器',
      <span key="browser" className="admin-field">
        {entry.browser ?? '—'}
      </span>,
    ],
  ] as const;
  return <DrawerFields rows={items} />;
}

/** One error: where and how often it was seen, and its stack as the browser gave it. */
export function ClientErrorDrawer({ errorId, onClose }: { errorId: string | null; onClose: () => void }) {
  const { data: entry, isPending } = useClientError(errorId);
  return (
    <DetailDrawer open={errorId !== null} onClose={onClose} title="前端错误详情" loading={isPending || !entry}>
      {entry && (
        <>
          <ErrorFields entry={entry} />
          <h3 className="admin-drawer__heading">堆栈</h3>
          <pre className="client-error-stack" data-testid="client-error-stack">
            {entry.stack ?? '（无堆栈）'}
          </pre>
        </>
      )}
    </DetailDrawer>
  );
}
