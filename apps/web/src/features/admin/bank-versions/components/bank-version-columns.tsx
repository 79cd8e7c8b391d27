import { type BankVersionSummary, bankVersionMessages } from '@dtmm/shared';
import { Button, Popconfirm, Space, type TableColumnsType, Tooltip } from 'antd';
import { Link } from 'react-router';
import { ADMIN_PATHS } from '../../admin-paths';
import { versionLabel } from '../indicators';
import { BankVersionStatusTags } from './bank-version-status-tag';

interface VersionActions {
  /** The draft there is, if any: while it exists no other copy can be made. */
  draft: BankVersionSummary | undefined;
  onCopy: (version: BankVersionSummary) => void;
  onDelete: (version: BankVersionSummary) => void;
}

const or = (text: string | null) => text || '—';

/** 版本, 状态, counts, origin and times, then 查看/编辑, 复制为草稿 and 删除草稿. */
export function bankVersionColumns({ draft, onCopy, onDelete }: VersionActions): TableColumnsType<BankVersionSummary> {
  return [
    { title: '版本', dataIndex: 'version', width: 80, render: (version: number) => versionLabel(version) },
    { title: '状态', key: 'status', width: 150, render: (_, row) => <BankVersionStatusTags version={row} /> },
    { title: '题目数', dataIndex: 'questionCount', width: 70 },
    { title: '评估记录数', dataIndex: 'recordCount', width: 90 },
    {
      title: '复制自',
      dataIndex: 'copiedFrom',
      width: 90,
      render: (from: number | null) => (from === null ? '初始版本' : versionLabel(from)),
    },
    { title: '创建时间', dataIndex: 'createdAt', width: 165 },
    { title: '发布时间', dataIndex: 'publishedAt', width: 165, render: or },
    {
      title: '操作',
      key: 'action',
      width: 220,
      render: (_, row) => <VersionRowActions row={row} draft={draft} onCopy={onCopy} onDelete={onDelete} />,
    },
  ];
}

function VersionRowActions({ row, draft, onCopy, onDelete }: VersionActions & { row: BankVersionSummary }) {
  const isDraft = row.status === 'draft';
  return (
    <Space size={0} wrap>
      <Link to={ADMIN_PATHS.bankVersion(row.version)} className="bank-version-link">
        {isDraft ? '编辑' : '查看'}
      </Link>
      <Tooltip title={draft ? bankVersionMessages.draftExists(draft.version) : undefined}>
        <Button type="link" size="small" disabled={draft !== undefined} onClick={() => onCopy(row)}>
          复制为草稿
        </Button>
      </Tooltip>
      {isDraft ? (
        <Popconfirm
          title={`确定删除${versionLabel(row.version)}草稿吗？`}
          description="草稿中的修改将一并删除，不能恢复。"
          okText="删除"
          okButtonProps={{ danger: true }}
          cancelText="取消"
          onConfirm={() => onDelete(row)}
        >
          <Button type="link" size="small" danger>
            删除草稿
          </Button>
        </Popconfirm>
      ) : null}
    </Space>
  );
}
