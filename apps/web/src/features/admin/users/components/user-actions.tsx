import type { AdminUserItem } from '@dtmm/shared';
import { Button, Popconfirm, Space } from 'antd';

interface UserActionsProps {
  user: AdminUserItem;
  /** The operator's own account: it cannot be disabled here. */
  isSelf: boolean;
  onToggle: (user: AdminUserItem) => void;
  onResetPassword: (user: AdminUserItem) => void;
  onEditRoles: (user: AdminUserItem) => void;
}

/**
 * 禁用/启用 and 重置密码, each confirmed first: both end the user's sessions. Another operator's
 * account is disabled or reset only by its owner or on the command line; here only its roles change.
 */
export function UserActions({ user, isSelf, onToggle, onResetPassword, onEditRoles }: UserActionsProps) {
  const toggle = user.isDisabled ? '启用' : '禁用';
  if (user.isOperator && !isSelf) {
    return (
      <Button type="link" size="small" onClick={() => onEditRoles(user)}>
        设置角色
      </Button>
    );
  }
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
