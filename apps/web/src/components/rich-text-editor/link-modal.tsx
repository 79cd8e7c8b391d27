import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';

interface LinkModalProps {
  isOpen: boolean;
  /** The link under the cursor, to change or remove. */
  current: string;
  /** An empty address removes the link. */
  onDone: (href: string) => void;
  onCancel: () => void;
}

// What the sanitiser keeps in a link: http(s), mailto or a path on our own site.
const LINK = /^(https?:\/\/|mailto:|\/(?![/\\]))\S+$/i;

/** 链接: the address for the selected text; empty to remove the link. */
export function LinkModal({ isOpen, current, onDone, onCancel }: LinkModalProps) {
  const [form] = Form.useForm<{ href: string }>();
  useEffect(() => {
    if (isOpen) form.setFieldsValue({ href: current });
  }, [form, isOpen, current]);
  return (
    <Modal
      title="插入链接"
      open={isOpen}
      okText="确定"
      cancelText="取消"
      onCancel={onCancel}
      onOk={() => form.validateFields().then(({ href }) => onDone((href ?? '').trim()))}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="href"
          label="链接地址"
          extra="留空则取消链接"
          rules={[{ pattern: LINK, message: '请输入以 http://、https://、mailto: 或 / 开头的地址' }]}
        >
          <Input placeholder="https://" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
