import {
  AGREEMENT_KIND_LABELS,
  AGREEMENT_KINDS,
  type AgreementDraftBody,
  type AgreementKind,
  agreementMessages as am,
} from '@dtmm/shared';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { RichTextField } from '@/components/rich-text-editor/rich-text-field';

export interface AgreementEditorState {
  /** A draft's id when it is edited; null for a new draft. */
  id: string | null;
  initial: AgreementDraftBody;
}

interface AgreementEditorProps {
  state: AgreementEditorState | null;
  isSaving: boolean;
  onCancel: () => void;
  onSave: (body: AgreementDraftBody) => void;
}

const KIND_OPTIONS = AGREEMENT_KINDS.map((kind) => ({ value: kind, label: AGREEMENT_KIND_LABELS[kind] }));

/** A draft's title and text (a new draft also its kind); published versions are never edited. */
export function AgreementEditor({ state, isSaving, onCancel, onSave }: AgreementEditorProps) {
  const [form] = Form.useForm<AgreementDraftBody>();
  useEffect(() => {
    if (state) form.setFieldsValue(state.initial);
  }, [form, state]);
  return (
    <Modal
      open={state !== null}
      title={state?.id ? '编辑协议草稿' : '新建协议版本'}
      width={860}
      okText="保存草稿"
      cancelText="取消"
      confirmLoading={isSaving}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={onSave} requiredMark={false}>
        <Form.Item name="kind" label="协议" rules={[{ required: true, message: am.badKind }]}>
          <Select<AgreementKind> options={KIND_OPTIONS} disabled={Boolean(state?.id)} />
        </Form.Item>
        <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请输入标题' }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="content" label="正文" rules={[{ required: true, message: am.contentRequired }]}>
          <RichTextField label="协议正文" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
