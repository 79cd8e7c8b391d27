import { type DictionaryCode, LONG_TEXT_MAX } from '@dtmm/shared';
import { Col, Form, type FormRule, Input, type InputProps } from 'antd';
import type { ReactNode } from 'react';
import { DictionarySelect } from './dictionary-select';

/** A form item's cell: half the row on wide screens, the whole row on a phone; `isWide` always the whole row. */
export function FieldCell({ children, isWide = false }: { children: ReactNode; isWide?: boolean }) {
  return (
    <Col xs={24} md={isWide ? 24 : 12}>
      {children}
    </Col>
  );
}

interface FieldProps {
  name: string;
  label: string;
  rules?: FormRule[];
  placeholder: string;
}

/** A one-line text field; only the first broken rule speaks. */
export function TextField({
  name,
  label,
  rules,
  isWide,
  ...input
}: FieldProps & Pick<InputProps, 'maxLength' | 'inputMode'> & { isWide?: boolean }) {
  return (
    <FieldCell isWide={isWide}>
      <Form.Item name={name} label={label} rules={rules} validateFirst>
        <Input {...input} />
      </Form.Item>
    </FieldCell>
  );
}

/** A long text of at most 1000 characters with a counter (portal.md 9), the whole row wide. */
export function LongTextField({ name, label, rules, placeholder }: FieldProps) {
  return (
    <FieldCell isWide>
      <Form.Item name={name} label={label} rules={rules} validateFirst>
        <Input.TextArea placeholder={placeholder} rows={4} maxLength={LONG_TEXT_MAX} showCount />
      </Form.Item>
    </FieldCell>
  );
}

/** A choice from a dictionary; a multiple choice takes the whole row unless told otherwise. */
export function DictionaryField({
  name,
  label,
  rules,
  placeholder,
  code,
  isMultiple = false,
  isWide = isMultiple,
  maxCount,
}: FieldProps & {
  code: DictionaryCode;
  isMultiple?: boolean;
  isWide?: boolean;
  /** The most a multiple choice takes; further options cannot be picked. */
  maxCount?: number;
}) {
  return (
    <FieldCell isWide={isWide}>
      <Form.Item name={name} label={label} rules={rules}>
        <DictionarySelect
          code={code}
          mode={isMultiple ? 'multiple' : undefined}
          maxCount={maxCount}
          placeholder={placeholder}
        />
      </Form.Item>
    </FieldCell>
  );
}
