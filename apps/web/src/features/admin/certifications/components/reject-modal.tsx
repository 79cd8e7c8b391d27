import { CERTIFICATION_MESSAGES } from '@dtmm/shared';
import { Form, Input, Modal } from 'antd';

const REASON_MAX = 500;

interface RejectModalProps {
  isOpen: boolean;
  isBusy: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}

/** 驳回 asks why: a required reason of at most 500 characters, which the applicant will read. */
export function RejectModal({ isOpen, isBusy, onCancel, onSubmit }: RejectModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      title="驳回认证申请"
      open={isOpen}
      okText="确认驳回"
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
          label="驳回原因"
          rules={[
            { required: true, whitespace: true, message: CERTIFICATION_MESSAGES.rejectReason },
            { max: REASON_MAX, message: CERTIFICATION_MESSAGES.rejectReasonTooLong },
          ]}
        >
          <Input.TextArea rows={4} showCount maxLength={REASON_MAX} placeholder="请填写驳回原因，申请人将看到" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
