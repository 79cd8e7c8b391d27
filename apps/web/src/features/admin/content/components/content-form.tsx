import { Col, Form, type FormInstance, Row } from 'antd';
import type { ContentForm as ContentFormSpec, FormValues } from '../content-fields';
import { ContentField, isWide } from './content-field';

interface ContentFormProps {
  spec: ContentFormSpec;
  form: FormInstance;
  initialValues: FormValues;
}

/** A kind's fields in its declared order: short ones two to a row on a wide screen, long ones across. */
export function ContentForm({ spec, form, initialValues }: ContentFormProps) {
  return (
    <Form form={form} layout="vertical" initialValues={initialValues} className="content-form" aria-label="内容表单">
      <Row gutter={24}>
        {spec.fields.map((field) => (
          <Col key={field.name} xs={24} lg={isWide(field) || field.name === spec.title ? 24 : 12}>
            <ContentField field={field} />
          </Col>
        ))}
      </Row>
    </Form>
  );
}
