import { Button, Col, Form, Row, Space } from 'antd';
import { Children, type ReactNode, useEffect } from 'react';
import type { Filters } from './list-query';

interface QueryFilterProps<F extends Filters> {
  /** The filters in force (from the address); the form follows them on back and forward. */
  values: F;
  onSearch: (values: F) => void;
  onReset: () => void;
  /** Form.Items, one per filter; each gets a grid cell. */
  children: ReactNode;
}

/** The query form above a list, in the manner of ProComponents' QueryFilter: fields, then 查询 and 重置. */
export function QueryFilter<F extends Filters>({ values, onSearch, onReset, children }: QueryFilterProps<F>) {
  const [form] = Form.useForm<F>();
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
  }, [form, values]);

  const submit = (raw: F) => {
    // Cleared inputs and selects answer undefined; the address keeps '' for "not set".
    const cleaned = Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, value ?? ''])) as F;
    onSearch(cleaned);
  };

  return (
    <Form form={form} className="admin-query" layout="horizontal" onFinish={submit} aria-label="查询条件">
      <Row gutter={[16, 0]}>
        {Children.map(children, (field) => (
          <Col xs={24} sm={12} xl={6}>
            {field}
          </Col>
        ))}
        <Col xs={24} sm={12} xl={6} className="admin-query__actions">
          <Space>
            <Button onClick={onReset}>重置</Button>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
