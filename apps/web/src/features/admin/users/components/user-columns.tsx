import { type AdminUserItem, OPERATOR_ROLE_LABELS } from '@dtmm/shared';
import { type TableColumnsType, Tag } from 'antd';
import type { ReactNode } from 'react';
import { sortOrderOf } from '../../components/paged-table';

const roleOf = (user: AdminUserItem): ReactNode => {
  if (user.isOperator) {
    return user.operatorRoles.map((role) => (
      <Tag key={role} color="purple">
        {OPERATOR_ROLE_LABELS[role]}
      </Tag>
    ));
  }
  if (user.role === 'ADMIN') return <Tag color="blue">企业管理员</Tag>;
  return user.role === 'USER' ? '企业成员' : '—';
};

/** The users list's columns; `actions` renders the row's 禁用/启用 and 重置密码, or 设置角色 for another operator. */
export function userColumns(
  sort: { sidx?: string; sord?: 'asc' | 'desc' },
  actions: (user: AdminUserItem) => ReactNode,
): TableColumnsType<AdminUserItem> {
  return [
    { title: '用户名', dataIndex: 'username', key: 'username', sorter: true, sortOrder: sortOrderOf(sort, 'username') },
    { title: '手机号', dataIndex: 'phone' },
    { title: '所属企业', dataIndex: 'companyName', render: (name: string | null) => name ?? '未认证' },
    { title: '角色', key: 'role', render: (_, user) => roleOf(user) },
    {
      title: '状态',
      dataIndex: 'isDisabled',
      render: (isDisabled: boolean) => (isDisabled ? <Tag color="error">已禁用</Tag> : <Tag color="success">正常</Tag>),
    },
    { title: '最近登录', dataIndex: 'lastLoginTime', render: (time: string | null) => time ?? '从未登录' },
    {
      title: '注册时间',
      dataIndex: 'createTime',
      key: 'createTime',
      sorter: true,
      sortOrder: sortOrderOf(sort, 'createTime'),
    },
    { title: '操作', key: 'action', fixed: 'right', width: 150, render: (_, user) => actions(user) },
  ];
}
