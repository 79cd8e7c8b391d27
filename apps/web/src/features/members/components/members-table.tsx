import type { MemberItem } from '@dtmm/shared';
import { Button, Popconfirm, Table, type TableColumnsType, Tag } from 'antd';

interface MembersTableProps {
  rows: MemberItem[];
  total: number;
  page: number;
  limit: number;
  loading: boolean;
  /** Only an ADMIN sees the action column. */
  canManage: boolean;
  selfId: string | null;
  onPage: (page: number, limit: number) => void;
  onUnbind: (member: MemberItem) => void;
}

/** The members list of portal.md 2.8: index, name (admin badge), phone, create time, unbind. */
export function MembersTable({
  rows,
  total,
  page,
  limit,
  loading,
  canManage,
  selfId,
  onPage,
  onUnbind,
}: MembersTableProps) {
  const columns: TableColumnsType<MemberItem> = [
    { title: '序号', key: 'index', width: 80, render: (_, __, i) => (page - 1) * limit + i + 1 },
    {
      title: '姓名',
      dataIndex: 'username',
      className: 'members__name',
      render: (name: string, row) => (
        <>
          {name}
          {row.role === 'ADMIN' ? (
            <Tag color="blue" className="members__admin">
              管理员
            </Tag>
          ) : null}
        </>
      ),
    },
    { title: '手机号', dataIndex: 'phone' },
    { title: '创建时间', dataIndex: 'createTime' },
  ];
  if (canManage) {
    columns.push({
      title: '操作',
      key: 'action',
      width: 120,
      render: (_, row) =>
        row.id === selfId ? null : (
          <Popconfirm title="确定删除吗?" okText="确定" cancelText="取消" onConfirm={() => onUnbind(row)}>
            <Button type="link" size="small" danger>
              解绑
            </Button>
          </Popconfirm>
        ),
    });
  }
  return (
    <Table<MemberItem>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: '暂无成员' }}
      // On a phone the five columns scroll inside the table instead of widening the page.
      scroll={{ x: 'max-content' }}
      pagination={{ current: page, pageSize: limit, total, onChange: onPage, showSizeChanger: true }}
    />
  );
}
