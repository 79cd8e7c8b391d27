import { Form, Input, Modal } from 'antd';

/** What a decision that needs words asks for: the applicant reads the text given. */
export interface ReasonPrompt {
  title: string;
  okText: string;
  label: string;
  placeholder: string;
  requiredMessage: string;
  max: number;
  tooLongMessage: string;
}

interface ReasonModalProps {
  prompt: ReasonPrompt;
  isOpen: boolean;
  isBusy: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}

/** A decision's required reason (驳回, 下架): nothing is sent until it is filled in. */
export function ReasonModal({ prompt, isOpen, isBusy, onCancel, onSubmit }: ReasonModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      title={prompt.title}
      open={isOpen}
      okText={prompt.okText}
      cancelText="取消"
      okButtonProps={{ danger: true }}
      confirmLoading={isBusy}
      destroyOnHidden
      onCancel={onCancel}
      onOk={() => form.submit()}
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={({ reason }) => onSubmit(reason.trim())}>
        <Form.Item
          name="reason"
          label={prompt.label}
          rules={[
            { required: true, whitespace: true, message: prompt.requiredMessage },
            { max: prompt.max, message: prompt.tooLongMessage },
          ]}
        >
          <Input.TextArea rows={4} showCount maxLength={prompt.max} placeholder={prompt.placeholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
