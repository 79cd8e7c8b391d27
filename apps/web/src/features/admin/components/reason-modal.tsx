import { Form, Input } from 'antd';
import { FormModal } from './form-modal';

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
  return (
    <FormModal<{ reason: string }>
      title={prompt.title}
      okText={prompt.okText}
      isOpen={isOpen}
      isBusy={isBusy}
      isDanger
      onCancel={onCancel}
      onFinish={({ reason }) => onSubmit(reason.trim())}
    >
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
    </FormModal>
  );
}
