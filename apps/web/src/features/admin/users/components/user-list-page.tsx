import { type AdminUserItem, mayUseArea } from '@dtmm/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { ListPage } from '../../components/list-page';
import { requestQueryOf } from '../../components/list-query';
import { useListQuery } from '../../components/use-list-query';
import { adminUserKeys, resetUserPassword, setUserDisabled, useAdminUserPage } from '../api/users-api';
import { OperatorRolesModal } from './operator-roles-modal';
import { type IssuedPassword, TemporaryPasswordModal } from './temporary-password-modal';
import { UserActions } from './user-actions';
import { userColumns } from './user-columns';

const DEFAULTS = { keyword: '', status: '' };
const STATUS_OPTIONS = [
  { value: '', label: '全部' },
  { value: 'enabled', label: '正常' },
  { value: 'disabled', label: '已禁用' },
];

/** /admin/users: every account, searched and filtered; disable/enable, a one-time password reset, operators' roles. */
export function UserListPage() {
  const list = useListQuery(DEFAULTS);
  const { data, isFetching } = useAdminUserPage(requestQueryOf(list.query));
  const { user: me } = useSession();
  const myRoles = me?.operatorRoles ?? [];
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [issued, setIssued] = useState<IssuedPassword | null>(null);
  const [rolesOf, setRolesOf] = useState<AdminUserItem | null>(null);

  const toggle = async (user: AdminUserItem) => {
    try {
      const { msg } = await setUserDisabled(user.id, !user.isDisabled);
      void message.success(msg);
      void queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
    } catch {
      // already shown by the api client
    }
  };
  const reset = async (user: AdminUserItem) => {
    try {
      const { data: answer } = await resetUserPassword(user.id);
      setIssued({ username: user.username, password: answer.temporaryPassword });
    } catch {
      // already shown by the api client
    }
  };

  const actions = (user: AdminUserItem) => (
    <UserActions
      user={user}
      isSelf={user.id === me?.userId}
      mayChangeAccounts={mayUseArea(myRoles, 'accounts')}
      maySetRoles={mayUseArea(myRoles, 'operatorRoles')}
      onToggle={toggle}
      onResetPassword={reset}
      onEditRoles={setRolesOf}
    />
  );
  return (
    <ListPage
      title="用户管理"
      list={list}
      filters={[
        <Form.Item key="keyword" name="keyword" label="关键词">
          <Input allowClear placeholder="用户名 / 手机号" />
        </Form.Item>,
        <Form.Item key="status" name="status" label="账号状态">
          <Select options={STATUS_OPTIONS} />
        </Form.Item>,
      ]}
      columns={userColumns(list.query, actions)}
      page={data}
      isLoading={isFetching}
      emptyText="暂无用户"
    >
      <TemporaryPasswordModal issued={issued} onClose={() => setIssued(null)} />
      <OperatorRolesModal
        operator={rolesOf}
        onClose={() => setRolesOf(null)}
        onSaved={() => {
          setRolesOf(null);
          void queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
        }}
      />
    </ListPage>
  );
}
