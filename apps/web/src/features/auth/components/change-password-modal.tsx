import './auth-modal.css';
import { Form, Modal } from 'antd';
import { ChangePasswordFields, type ChangePasswordValues, useChangePasswordSubmit } from './change-password-fields';

interface ChangePasswordModalProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The change-password modal of portal.md 2.5 and 5.4. */
export function ChangePasswordModal({ isOpen, onClose }: ChangePasswordModalProps) {
  const [form] = Form.useForm<ChangePasswordValues>();
  const { run: confirm, isSubmitting } = useChangePasswordSubmit(form, onClose);

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
        <ChangePasswordFields />
      </Form>
    </Modal>
  );
}
