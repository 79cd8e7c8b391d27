import { type AdviceRow, ASSESSMENT_LEVELS, type BankAdviceEdit, bankAdviceEdit } from '@dtmm/shared';
import { Button, Form, Input, Modal } from 'antd';
import { indicatorLabel } from '../indicators';
import { maxLengthOf, schemaRule } from '../schema-rules';

const LEVEL_TEXTS = bankAdviceEdit.shape.levels.def.items;
const NOTE = bankAdviceEdit.shape.note;
const REQUIRED = { required: true, whitespace: true, message: '请填写建议内容' };

interface AdviceModalProps {
  /** The row opened; null when closed. */
  row: AdviceRow | null;
  isEditable: boolean;
  isBusy: boolean;
  onSubmit: (edit: BankAdviceEdit) => void;
  onClose: () => void;
}

/** One indicator's advice: what to do to reach each level, and what to watch out for; read only when published. */
export function AdviceModal({ row, isEditable, isBusy, onSubmit, onClose }: AdviceModalProps) {
  const [form] = Form.useForm<BankAdviceEdit>();
  const title = `${isEditable ? '编辑' : '查看'}改进建议${row ? `：${indicatorLabel(row.indicatorId)}` : ''}`;
  const submit = () =>
    void form.validateFields().then(
      ({ levels, note }) =>
        onSubmit({ levels: levels.map((text) => text.trim()) as BankAdviceEdit['levels'], note: note.trim() }),
      () => undefined,
    );
  return (
    <Modal
      title={title}
      open={row !== null}
      width={720}
      onCancel={onClose}
      destroyOnHidden
      footer={isEditable ? undefined : <Button onClick={onClose}>关闭</Button>}
      okText="保存"
      cancelText="取消"
      confirmLoading={isBusy}
      onOk={submit}
    >
      {row ? (
        <Form
          key={row.indicatorId}
          form={form}
          layout="vertical"
          preserve={false}
          disabled={!isEditable}
          className={isEditable ? undefined : 'bank-form--readonly'}
          initialValues={{ levels: row.levels, note: row.note }}
          aria-label="改进建议"
        >
          {ASSESSMENT_LEVELS.map(({ level, name }, index) => (
            <Form.Item
              key={level}
              name={['levels', index]}
              label={`达到${level}级（${name}）`}
              validateFirst
              rules={[REQUIRED, schemaRule(LEVEL_TEXTS[index] ?? NOTE)]}
            >
              <Input.TextArea
                maxLength={maxLengthOf(LEVEL_TEXTS[index] ?? NOTE)}
                showCount
                autoSize={{ minRows: 2, maxRows: 6 }}
              />
            </Form.Item>
          ))}
          <Form.Item name="note" label="注意事项" validateFirst rules={[REQUIRED, schemaRule(NOTE)]}>
            <Input.TextArea maxLength={maxLengthOf(NOTE)} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}
