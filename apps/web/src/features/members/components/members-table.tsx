import type { MemberItem } from '@dtmm/shared';
import { Button, List, Popconfirm, Table, type TableColumnsType, Tag } from 'antd';
import { useIsPhone } from '@/lib/use-is-phone';

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

function AdminTag({ member }: { member: MemberItem }) {
  return member.role === 'ADMIN' ? (
    <Tag color="blue" className="members__admin">
      管理员
    </Tag>
  ) : null;
}

function UnbindButton({ member, onUnbind }: { member: MemberItem; onUnbind: (member: MemberItem) => void }) {
  return (
    <Popconfirm title="确定删除吗?" okText="确定" cancelText="取消" onConfirm={() => onUnbind(member)}>
      <Button type="link" size="small" danger>
        解绑
      </Button>
    </Popconfirm>
  );
}

/** On a phone each member is a card: name and badge, phone, time, unbind — nothing scrolls sideways. */
function MemberCards({ rows, total, page, limit, loading, canManage, selfId, onPage, onUnbind }: MembersTableProps) {
  return (
    <List<MemberItem>
      className="members__cards"
      rowKey="id"
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: '暂无成员' }}
      pagination={{ current: page, pageSize: limit, total, onChange: onPage, size: 'small', hideOnSinglePage: true }}
      renderItem={(member) => (
        <List.Item
          className="members__card"
          actions={
            canManage && member.id !== selfId ? [<UnbindButton key="unbind" member={member} onUnbind={onUnbind} />] : []
          }
        >
          <div className="members__card-body">
            <div className="members__card-name">
              {member.username}
              <AdminTag member={member} />
            </div>
            <div>{member.phone}</div>
            <div className="user-centre__time">加入时间 {member.createTime}</div>
          </div>
        </List.Item>
      )}
    />
  );
}

/** The members list of portal.md 2.8: index, name (admin badge), phone, create time, unbind; cards on a phone. */
export function MembersTable(props: MembersTableProps) {
  const isPhone = useIsPhone();
  return isPhone ? <MemberCards {...props} /> : <MemberRows {...props} />;
}

function MemberRows({ rows, total, page, limit, loading, canManage, selfId, onPage, onUnbind }: MembersTableProps) {
  const columns: TableColumnsType<MemberItem> = [
    { title: '序号', key: 'index', width: 80, render: (_, __, i) => (page - 1) * limit + i + 1 },
    {
      title: '姓名',
      dataIndex: 'username',
      className: 'members__name',
      render: (name: string, row) => (
        <>
          {name}
          <AdminTag member={row} />
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
      render: (_, row) => (row.id === selfId ? null : <UnbindButton member={row} onUnbind={onUnbind} />),
    });
  }
  return (
    <Table<MemberItem>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: '暂无成员' }}
      scroll={{ x: 'max-content' }}
      pagination={{ current: page, pageSize: limit, total, onChange: onPage, showSizeChanger: true }}
    />
  );
}
