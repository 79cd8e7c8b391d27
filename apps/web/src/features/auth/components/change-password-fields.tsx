import { messages } from '@dtmm/shared';
import { Form, type FormInstance, Input } from 'antd';
import { updatePassword } from '../api/auth-api';
import { confirmPasswordRules, newPasswordRules, PASSWORD_HINT } from '../form-rules';
import { useFormSubmit } from '../hooks/use-form-submit';
import { closeSession } from '../session-actions';

export interface ChangePasswordValues {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/**
 * Submits the change-password form (portal.md 2.5, 5.4). The server ends every session of the
 * user on success, so this one ends too and the person logs in again with the new password.
 */
export function useChangePasswordSubmit(form: FormInstance<ChangePasswordValues>, onDone?: () => void) {
  return useFormSubmit(form, messages.auth.changeFormInvalid, async (values) => {
    await updatePassword(values);
    onDone?.();
    closeSession('password-changed');
  });
}

/** 当前密码, 新密码 and 确认密码, shared by the modal and the user centre's page. */
export function ChangePasswordFields() {
  return (
    <>
      <Form.Item
        name="oldPassword"
        label="当前密码"
        rules={[{ required: true, message: messages.auth.oldPasswordRequired }]}
      >
        <Input.Password placeholder="请输入当前密码" autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="password"
        label="新密码"
        rules={newPasswordRules(messages.auth.newPasswordRequired)}
        extra={PASSWORD_HINT}
        validateFirst
      >
        <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label="确认密码"
        dependencies={['password']}
        rules={confirmPasswordRules('password', messages.auth.confirmPasswordRequired, true)}
        validateFirst
      >
        <Input.Password placeholder="请再次输入新密码" autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
