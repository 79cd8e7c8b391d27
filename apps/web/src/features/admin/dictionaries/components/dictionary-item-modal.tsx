import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useEffect } from 'react';
import type { DictionaryItemFields } from '../api/dictionaries-api';

interface DictionaryItemModalProps {
  /** The item being changed, or the empty fields of a new one; null when closed. */
  editing: { id: string | null; fields: DictionaryItemFields } | null;
  isBusy: boolean;
  onSubmit: (fields: DictionaryItemFields) => void;
  onCancel: () => void;
}

/** 新增 / 编辑 of one dictionary item: label, value, order and whether it is offered. */
export function DictionaryItemModal({ editing, isBusy, onSubmit, onCancel }: DictionaryItemModalProps) {
  const [form] = Form.useForm<DictionaryItemFields>();
  useEffect(() => {
    if (editing) form.setFieldsValue(editing.fields);
  }, [form, editing]);
  const isNew = editing?.id === null;
  return (
    <Modal
      title={isNew ? '新增字典项' : '编辑字典项'}
      open={editing !== null}
      okText="确定"
      cancelText="取消"
      confirmLoading={isBusy}
      onCancel={onCancel}
      onOk={() => void form.validateFields().then(onSubmit, () => undefined)}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} aria-label="字典项">
        <Form.Item
          name="label"
          label="字典标签"
          rules={[{ required: true, whitespace: true, message: '请输入字典标签' }]}
        >
          <Input maxLength={100} placeholder="页面上显示的文字" />
        </Form.Item>
        <Form.Item
          name="value"
          label="字典值"
          rules={[{ required: true, whitespace: true, message: '请输入字典值' }]}
          extra={isNew ? '内容中保存的是字典值' : '已使用旧值的内容不会随之改变，请谨慎修改'}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="sortOrder" label="排序" extra="数字小的排在前面">
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item name="isEnabled" label="启用" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
