import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { BANK_LIMITS, bankQuestionEdit } from '@dtmm/shared';
import { Button, Checkbox, Form, Input, InputNumber } from 'antd';
import { MAX_OPTIONS, type OptionFields, optionIdAt } from '../question-fields';
import { boundsOf, maxLengthOf, schemaRule } from '../schema-rules';

const OPTION = bankQuestionEdit.shape.options.element.shape;
const NEW_OPTION: OptionFields = { label: '', credit: 0, exclusive: false };

/** The options of a question: label, credit (0–1) and 排他 each; ids A, B, … follow their order. */
export function QuestionOptionsField() {
  return (
    <Form.List name="options">
      {(fields, { add, remove }) => (
        <div className="bank-options">
          {fields.map((field, index) => {
            const id = optionIdAt(index);
            return (
              <div key={field.key} className="option-editor">
                <span className="option-editor__id">{id}</span>
                <Form.Item
                  name={[field.name, 'label']}
                  rules={[schemaRule(OPTION.label)]}
                  className="option-editor__label"
                >
                  <Input aria-label={`选项${id}内容`} placeholder="选项内容" maxLength={maxLengthOf(OPTION.label)} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'credit']}
                  rules={[{ required: true, message: '请填写分值' }, schemaRule(OPTION.credit)]}
                  className="option-editor__credit"
                >
                  <InputNumber aria-label={`选项${id}分值`} {...boundsOf(OPTION.credit)} step={0.1} prefix="分值" />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'exclusive']}
                  valuePropName="checked"
                  className="option-editor__exclusive"
                >
                  <Checkbox aria-label={`选项${id}排他`}>排他</Checkbox>
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`删除选项${id}`}
                  disabled={fields.length <= BANK_LIMITS.minOptions}
                  onClick={() => remove(field.name)}
                />
              </div>
            );
          })}
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            disabled={fields.length >= MAX_OPTIONS}
            onClick={() => add(NEW_OPTION)}
          >
            添加选项
          </Button>
        </div>
      )}
    </Form.List>
  );
}
