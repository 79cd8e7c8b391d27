import { type AuditEntryItem, auditActionLabel, auditObjectLabel } from '@dtmm/shared';
import { Typography } from 'antd';
import { DetailDrawer } from '../../components/detail-drawer';
import { DrawerFields } from '../../components/field-list';
import { useAuditEntry } from '../api/audit-api';
import { ResultTag } from './audit-columns';

const or = (value: string | number | null) => (value === null || value === '' ? '—' : value);
const hashText = (hash: string | null) =>
  hash ? (
    <Typography.Text code copyable className="audit-hash">
      {hash}
    </Typography.Text>
  ) : (
    '—'
  );

function EntryFields({ entry }: { entry: AuditEntryItem }) {
  const items = [
    ['时间', entry.createTime],
    ['操作类型', `${auditActionLabel(entry.action)}（${entry.action}）`],
    ['操作人', entry.actor ? `${entry.actor}（ID ${entry.actorId}）` : '—'],
    ['对象类型', entry.objectType ? auditObjectLabel(entry.objectType) : '—'],
    ['对象ID', or(entry.objectId)],
    ['对象名称', or(entry.subject)],
    ['结果', <ResultTag key="result" result={entry.result} />],
    ['IP', or(entry.ip)],
    [
      '浏览器',
      <span key="ua" className="admin-field">
        {or(entry.userAgent)}
      </span>,
    ],
  ] as const;
  return <DrawerFields rows={items} />;
}

function ChainFields({ entry }: { entry: AuditEntryItem }) {
  const items = [
    ['序号', or(entry.chainSeq)],
    ['前一哈希', hashText(entry.prevHash)],
    ['本行哈希', hashText(entry.hash)],
  ] as const;
  return <DrawerFields rows={items} />;
}

/** One row of the trail: its fields, its detail as indented JSON and its place in the hash chain. */
export function AuditDrawer({ entryId, onClose }: { entryId: string | null; onClose: () => void }) {
  const { data: entry, isPending } = useAuditEntry(entryId);
  return (
    <DetailDrawer open={entryId !== null} onClose={onClose} title="审计记录" loading={isPending || !entry}>
      {entry && (
        <>
          <EntryFields entry={entry} />
          <h3 className="admin-drawer__heading">详情</h3>
          <pre className="audit-detail" data-testid="audit-detail">
            {entry.detail ? JSON.stringify(entry.detail, null, 2) : '（无）'}
          </pre>
          <h3 className="admin-drawer__heading">哈希链</h3>
          <ChainFields entry={entry} />
        </>
      )}
    </DetailDrawer>
  );
}
