import { Form, Input, InputNumber } from 'antd';
import type { ReactNode } from 'react';
import { FileUploadField } from '@/components/file-upload/file-upload-field';
import { RichTextField } from '@/components/rich-text-editor/rich-text-field';
import type { FieldSpec } from '../content-fields';
import { ChoiceSelect } from './choice-select';
import { DateTimeInput } from './date-time-input';

const TEXTAREA_SIZE = { minRows: 3, maxRows: 10 };

function inputOf(field: FieldSpec): ReactNode {
  switch (field.input) {
    case 'text':
      return <Input maxLength={field.max} placeholder={`请输入${field.label}`} />;
    case 'textarea':
      return <Input.TextArea maxLength={field.max} showCount autoSize={TEXTAREA_SIZE} />;
    case 'select':
      return <ChoiceSelect choices={field.choices} />;
    case 'date':
    case 'dateTime':
      return <DateTimeInput hasTime={field.input === 'dateTime'} />;
    case 'order':
      return <InputNumber min={0} max={9999} precision={0} className="content-form__order" />;
    case 'richText':
      return <RichTextField label={field.label} />;
    case 'file':
      return <FileUploadField purpose={field.purpose} maxCount={1} />;
    case 'files':
      return <FileUploadField purpose={field.purpose} maxCount={field.max} />;
  }
}

/** Whether a field takes the form's whole width (long text, rich text, attachment lists). */
export const isWide = (field: FieldSpec) => ['textarea', 'richText', 'files'].includes(field.input);

/** One labelled input of a content form, as its kind declares it. */
export function ContentField({ field }: { field: FieldSpec }) {
  const verb = field.input === 'select' ? '请选择' : '请输入';
  const rules = field.isRequired ? [{ required: true, whitespace: true, message: `${verb}${field.label}` }] : [];
  return (
    <Form.Item name={field.name} label={field.label} rules={rules} extra={field.help}>
      {inputOf(field)}
    </Form.Item>
  );
}
