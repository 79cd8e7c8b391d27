import { Form, Modal } from 'antd';
import type { ReactNode } from 'react';

interface FormModalProps<Values> {
  title: string;
  okText: string;
  isOpen: boolean;
  isBusy: boolean;
  /** A decision against the applicant (驳回, 下架) has a red button. */
  isDanger?: boolean;
  onCancel: () => void;
  /** Called with the form's values once every rule passed; nothing is sent before. */
  onFinish: (values: Values) => void;
  children: ReactNode;
}

/** A decision's dialog with its form: 取消 and the decision's button, the fields cleared when it closes. */
export function FormModal<Values>({
  title,
  okText,
  isOpen,
  isBusy,
  isDanger = false,
  onCancel,
  onFinish,
  children,
}: FormModalProps<Values>) {
  const [form] = Form.useForm<Values>();
  return (
    <Modal
      title={title}
      open={isOpen}
      okText={okText}
      cancelText="取消"
      okButtonProps={{ danger: isDanger }}
      confirmLoading={isBusy}
      destroyOnHidden
      onCancel={onCancel}
      onOk={() => form.submit()}
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={onFinish}>
        {children}
      </Form>
    </Modal>
  );
}
