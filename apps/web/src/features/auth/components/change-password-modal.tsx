import './auth-modal.css';
import { messages } from '@dtmm/shared';
import { Form, Input, Modal } from 'antd';
import { updatePassword } from '../api/auth-api';
import { confirmPasswordRules, newPasswordRules, PASSWORD_HINT } from '../form-rules';
import { useFormSubmit } from '../hooks/use-form-submit';
import { closeSession } from '../session-actions';

interface ChangePasswordValues {
  password: string;
  confirmPassword: string;
}

interface ChangePasswordModalProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The change-password modal of portal.md 2.5 and 5.4. The server ends every session of the user
 * on success, so this one ends too and the person logs in again with the new password.
 */
export function ChangePasswordModal({ isOpen, onClose }: ChangePasswordModalProps) {
  const [form] = Form.useForm<ChangePasswordValues>();
  const { run: confirm, isSubmitting } = useFormSubmit(form, messages.auth.changeFormInvalid, async (values) => {
    await updatePassword(values);
    onClose();
    closeSession('password-changed');
  });

  return (
    <Modal
      title="修改密码"
      open={isOpen}
      onOk={confirm}
      onCancel={onClose}
      okText="确定"
      cancelText="取消"
      confirmLoading={isSubmitting}
      destroyOnHidden
      width={420}
    >
      <Form
        form={form}
        className="auth-modal-form"
        name="change-password"
        layout="vertical"
        requiredMark={false}
        preserve={false}
        noValidate
      >
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
      </Form>
    </Modal>
  );
}
