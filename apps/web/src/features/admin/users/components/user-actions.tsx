import type { AdminUserItem } from '@dtmm/shared';
import { Button, Popconfirm, Space } from 'antd';

interface UserActionsProps {
  user: AdminUserItem;
  /** The operator's own account: it cannot be disabled here. */
  isSelf: boolean;
  /** The asker changes accounts (系统管理员) … */
  mayChangeAccounts: boolean;
  /** … or sets operators' roles (安全管理员). */
  maySetRoles: boolean;
  onToggle: (user: AdminUserItem) => void;
  onResetPassword: (user: AdminUserItem) => void;
  onEditRoles: (user: AdminUserItem) => void;
}

/**
 * 禁用/启用 and 重置密码 for a system administrator, each confirmed first: both end the user's sessions.
 * Another operator's account is disabled or reset only by its owner or on the command line; here only
 * its roles change, by a security administrator.
 */
export function UserActions(props: UserActionsProps) {
  const { user, isSelf, mayChangeAccounts, maySetRoles, onEditRoles } = props;
  if (user.isOperator && !isSelf) {
    return maySetRoles ? (
      <Button type="link" size="small" onClick={() => onEditRoles(user)}>
        设置角色
      </Button>
    ) : null;
  }
  return mayChangeAccounts ? <AccountActions {...props} /> : null;
}

function AccountActions({ user, isSelf, onToggle, onResetPassword }: UserActionsProps) {
  const toggle = user.isDisabled ? '启用' : '禁用';
  return (
    <Space size={0}>
      <Popconfirm
        title={`确定${toggle}用户 ${user.username} 吗？`}
        description={user.isDisabled ? undefined : '禁用后该用户的所有登录立即失效。'}
        okText="确定"
        cancelText="取消"
        disabled={isSelf}
        onConfirm={() => onToggle(user)}
      >
        <Button type="link" size="small" danger={!user.isDisabled} disabled={isSelf}>
          {toggle}
        </Button>
      </Popconfirm>
      <Popconfirm
        title={`确定重置用户 ${user.username} 的密码吗？`}
        description="将生成一个临时密码，原密码与所有登录失效。"
        okText="确定"
        cancelText="取消"
        onConfirm={() => onResetPassword(user)}
      >
        <Button type="link" size="small">
          重置密码
        </Button>
      </Popconfirm>
    </Space>
  );
}
