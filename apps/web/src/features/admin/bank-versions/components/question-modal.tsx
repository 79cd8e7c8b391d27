import { type BankQuestionEdit, bankQuestionEdit } from '@dtmm/shared';
import { Alert, Form, Input, Modal, Radio } from 'antd';
import type { BankVersionQuestion } from '../api/bank-versions-api';
import { indicatorLabel, LEVEL_NAMES } from '../indicators';
import { editOf, fieldsOf, type QuestionFields } from '../question-fields';
import { maxLengthOf, schemaRule } from '../schema-rules';
import { QuestionOptionsField } from './question-options-field';

const SHAPE = bankQuestionEdit.shape;
const TYPE_OPTIONS = [
  { value: 1, label: '单选' },
  { value: 2, label: '多选' },
];

interface QuestionModalProps {
  /** The draft's question being edited; null when closed. */
  question: BankVersionQuestion | null;
  isBusy: boolean;
  onSubmit: (edit: BankQuestionEdit) => void;
  onCancel: () => void;
}

/** 编辑题目 of a draft: type, title, description and the options; its id, indicator and level stay. */
export function QuestionModal({ question, isBusy, onSubmit, onCancel }: QuestionModalProps) {
  const [form] = Form.useForm<QuestionFields>();
  return (
    <Modal
      title={question ? `编辑题目 ${question.id}` : '编辑题目'}
      open={question !== null}
      width={760}
      okText="保存"
      cancelText="取消"
      confirmLoading={isBusy}
      onCancel={onCancel}
      onOk={() =>
        void form.validateFields().then(
          (fields) => onSubmit(editOf(fields)),
          () => undefined,
        )
      }
      destroyOnHidden
    >
      {question ? (
        <Form
          key={question.id}
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={fieldsOf(question)}
          aria-label="题目"
        >
          <p className="admin-muted">
            {indicatorLabel(question.indicatorId)} · {question.level}级 {LEVEL_NAMES[question.level]}
          </p>
          <Form.Item name="questionType" label="题型">
            <Radio.Group options={TYPE_OPTIONS} optionType="button" />
          </Form.Item>
          <Form.Item name="title" label="题目" required rules={[schemaRule(SHAPE.title)]}>
            <Input maxLength={maxLengthOf(SHAPE.title)} showCount />
          </Form.Item>
          <Form.Item name="questionDesc" label="说明" required rules={[schemaRule(SHAPE.questionDesc)]}>
            <Input.TextArea
              maxLength={maxLengthOf(SHAPE.questionDesc)}
              showCount
              autoSize={{ minRows: 2, maxRows: 5 }}
            />
          </Form.Item>
          <Form.Item label="选项" required className="bank-options__item">
            <Alert
              type="info"
              className="bank-options__rules"
              title="排他选项（如“暂无”“以上均未实现”）须为最后一项，分值为0；单选题至少一个选项分值为1；多选题非排他选项的分值之和至少为1。发布前的校验会检查这些规则。"
            />
            <QuestionOptionsField />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}
