import { type ScoringParameters, scoringParametersSchema } from '@dtmm/shared';
import { App, Button, Col, Form, InputNumber, Row, Select } from 'antd';
import { saveBankParameters } from '../api/bank-versions-api';
import { AREA_NAMES, indicatorOptions } from '../indicators';
import { boundsOf, schemaRule } from '../schema-rules';
import type { VersionTabProps } from './version-tab-props';

const SHAPE = scoringParametersSchema.shape;
const WEIGHT = SHAPE.areaWeights.shape;
const AREAS = ['A1', 'A2', 'A3', 'A4'] as const;
const THRESHOLDS = [
  { name: 'passThreshold', label: '通过阈值', extra: '某级别纳入评估的门槛指标平均达成度达到该值，该级别通过' },
  { name: 'areaFloor', label: '领域底线', extra: '同时每个门槛领域在该级别的平均达成度须达到该值' },
  { name: 'upperTierThreshold', label: '上档阈值', extra: '达到第2级及以上时，该级别达成度达到该值记为上档' },
] as const;
const PRODUCTION_OPTIONS = indicatorOptions(['A3']);

/** 评分参数: the areas' weights, the pass thresholds and the mandatory production indicators. */
export function ParametersTab({ detail, isDraft, save, isSaving }: VersionTabProps) {
  const { message } = App.useApp();
  const submit = (values: ScoringParameters) => {
    const parsed = scoringParametersSchema.safeParse(values);
    if (!parsed.success) return void message.error(parsed.error.issues[0]?.message);
    void save(() => saveBankParameters(detail.version, parsed.data));
  };
  return (
    <Form<ScoringParameters>
      layout="vertical"
      initialValues={detail.parameters}
      disabled={!isDraft}
      onFinish={submit}
      aria-label="评分参数"
      className={isDraft ? 'bank-form' : 'bank-form bank-form--readonly'}
    >
      <h2 className="bank-form__heading">领域权重</h2>
      <p className="admin-muted">各领域在总分中的相对权重；评估只包含部分领域时，按所含领域重新分配。</p>
      <Row gutter={16}>
        {AREAS.map((area) => (
          <Col key={area} xs={24} sm={12} xl={6}>
            <Form.Item
              name={['areaWeights', area]}
              label={`${area} ${AREA_NAMES[area]}`}
              rules={[{ required: true, message: '请填写权重' }, schemaRule(WEIGHT[area])]}
            >
              <InputNumber {...boundsOf(WEIGHT[area])} step={0.05} className="bank-form__number" />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <h2 className="bank-form__heading">等级判定</h2>
      <Row gutter={16}>
        {THRESHOLDS.map(({ name, label, extra }) => (
          <Col key={name} xs={24} sm={12} xl={8}>
            <Form.Item
              name={name}
              label={label}
              extra={extra}
              rules={[{ required: true, message: `请填写${label}` }, schemaRule(SHAPE[name])]}
            >
              <InputNumber {...boundsOf(SHAPE[name])} step={0.05} className="bank-form__number" />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.Item
        name="mandatoryIndicatorIds"
        label="必答指标"
        extra="数字化生产中非集团企业不可裁剪的三级指标"
        rules={[schemaRule(SHAPE.mandatoryIndicatorIds)]}
      >
        <Select
          mode="multiple"
          allowClear
          options={PRODUCTION_OPTIONS}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="选择数字化生产的指标"
        />
      </Form.Item>
      {isDraft ? (
        <Button type="primary" htmlType="submit" loading={isSaving}>
          保存评分参数
        </Button>
      ) : null}
    </Form>
  );
}
