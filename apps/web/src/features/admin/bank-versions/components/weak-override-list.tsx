import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { weakThresholdsSchema } from '@dtmm/shared';
import { Button, Form, type FormRule, InputNumber, Select } from 'antd';
import { indicatorOptions } from '../indicators';
import { boundsOf, schemaRule } from '../schema-rules';

/** Overrides apply to the areas with an area threshold; 生产 and 经营 indicators use the business ratio. */
const OVERRIDE_OPTIONS = indicatorOptions(['A1', 'A2', 'A4']);
const SHARE = weakThresholdsSchema.shape.areas.shape.A1;

/** 单独阈值: indicators whose own threshold replaces their area's, one row each. */
export function WeakOverrideList({ isEditable }: { isEditable: boolean }) {
  return (
    <Form.List name="overrides">
      {(fields, { add, remove }) => (
        <div className="bank-overrides">
          {fields.map((field, index) => (
            <div key={field.key} className="bank-override">
              <Form.Item
                name={[field.name, 'indicatorId']}
                className="bank-override__indicator"
                dependencies={fields
                  .filter((other) => other.key !== field.key)
                  .map((other) => ['overrides', other.name, 'indicatorId'])}
                rules={[{ required: true, message: '请选择指标' }, uniqueIndicatorRule(index)]}
              >
                <Select
                  aria-label={`单独阈值${index + 1}的指标`}
                  options={OVERRIDE_OPTIONS}
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder="选择指标"
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'threshold']}
                className="bank-override__threshold"
                rules={[{ required: true, message: '请填写阈值' }, schemaRule(SHARE)]}
              >
                <InputNumber aria-label={`单独阈值${index + 1}`} {...boundsOf(SHARE)} step={0.05} />
              </Form.Item>
              {isEditable ? (
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label="删除该单独阈值"
                  onClick={() => remove(field.name)}
                />
              ) : null}
            </div>
          ))}
          {isEditable ? (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ threshold: 0.5 })}>
              添加单独阈值
            </Button>
          ) : null}
          {!isEditable && fields.length === 0 ? <span className="admin-muted">无</span> : null}
        </div>
      )}
    </Form.List>
  );
}

/** An indicator has at most one own threshold. */
const uniqueIndicatorRule =
  (index: number): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_, value: unknown) => {
      const overrides = (getFieldValue('overrides') ?? []) as { indicatorId?: string }[];
      if (value && overrides.some((other, at) => at !== index && other?.indicatorId === value))
        throw new Error('该指标已设置单独阈值');
    },
  });
