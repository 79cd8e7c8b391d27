import {
  type AdminUserItem,
  OPERATOR_ROLE_LABELS,
  OPERATOR_ROLE_MESSAGES,
  OPERATOR_ROLES,
  type OperatorRole,
} from '@dtmm/shared';
import { App, Checkbox, Form } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../components/form-modal';
import { setOperatorRoles } from '../api/users-api';

const ROLE_OPTIONS = OPERATOR_ROLES.map((role) => ({ value: role, label: OPERATOR_ROLE_LABELS[role] }));

interface OperatorRolesModalProps {
  /** The operator whose roles are edited; null when closed. */
  operator: AdminUserItem | null;
  onClose: () => void;
  onSaved: () => void;
}

/** 设置角色: another operator's back-office roles, at least one; the change applies to their next request. */
export function OperatorRolesModal({ operator, onClose, onSaved }: OperatorRolesModalProps) {
  const { message } = App.useApp();
  const [isBusy, setBusy] = useState(false);
  const save = async ({ roles }: { roles: OperatorRole[] }) => {
    if (!operator) return;
    setBusy(true);
    try {
      const { msg } = await setOperatorRoles(operator.id, roles);
      void message.success(msg);
      onSaved();
    } catch {
      // already shown by the api client
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormModal<{ roles: OperatorRole[] }>
      title={`设置角色：${operator?.username ?? ''}`}
      okText="保存"
      isOpen={operator !== null}
      isBusy={isBusy}
      onCancel={onClose}
      onFinish={save}
    >
      <Form.Item
        name="roles"
        label="运营角色"
        initialValue={operator?.operatorRoles}
        rules={[{ type: 'array', required: true, min: 1, message: OPERATOR_ROLE_MESSAGES.noRoles }]}
        extra="内容编辑管理门户内容与通知；审核员处理认证、方案与正式评估申请；系统管理员管理用户账号、字典、题库与模型版本；安全管理员授予运营角色；审计管理员查阅与导出审计日志。系统管理员、安全管理员与审计管理员须由不同人员担任。"
      >
        <Checkbox.Group options={ROLE_OPTIONS} />
      </Form.Item>
    </FormModal>
  );
}
