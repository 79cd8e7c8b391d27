import { type ScoringParameters, scoringParametersSchema } from '@dtmm/shared';
import { App, Button, Col, Form, InputNumber, Row, Select } from 'antd';
import { saveBankParameters } from '../api/bank-versions-api';
import { AREA_NAMES, indicatorOptions } from '../indicators';
import { boundsOf, schemaRule } from '../schema-rules';
import type { VersionTabProps } from './version-tab-props';

const SHAPE = scoringParametersSchema.shape;
const WEIGHT = SHAPE.areaWeights.shape;
/** 数字化经营 (A5) stands where 数字化生产 would for non-industrial companies; 成效 last, as in the report. */
const AREAS = ['A1', 'A2', 'A3', 'A5', 'A4'] as const;
const THRESHOLDS = [
  { name: 'passThreshold', label: '通过阈值', extra: '某级别纳入评估的门槛指标平均达成度达到该值，该级别通过' },
  { name: 'areaFloor', label: '领域底线', extra: '同时每个门槛领域在该级别的平均达成度须达到该值' },
  {
    name: 'indicatorFloor',
    label: '指标底线',
    extra:
      '同时纳入评估的每个门槛指标在该级别的达成度须达到该值：任一指标低于它，该级别不通过，某项空白不能靠其他指标的高分弥补；0 表示不设指标底线',
  },
  { name: 'upperTierThreshold', label: '上档阈值', extra: '达到第2级及以上时，该级别达成度达到该值记为上档' },
] as const;
const BUSINESS_OPTIONS = indicatorOptions(['A3', 'A5']);

/** 评分参数: the areas' weights, the level rules and the mandatory business-area indicators. */
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
      <p className="admin-muted">
        各领域在总分中的相对权重；评估只包含部分领域时，按所含领域重新分配。工业企业评估数字化生产，其他行业企业以数字化经营代替，二者不会同时出现。
      </p>
      <Row gutter={16}>
        {AREAS.map((area) => (
          <Col key={area} xs={24} sm={12} lg={8} xxl={4}>
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
          <Col key={name} xs={24} sm={12} xl={6}>
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
        extra="非集团企业不可裁剪的三级指标：工业企业的数字化生产指标，或非工业企业的数字化经营指标"
        rules={[schemaRule(SHAPE.mandatoryIndicatorIds)]}
      >
        <Select
          mode="multiple"
          allowClear
          options={BUSINESS_OPTIONS}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="选择数字化生产或数字化经营的指标"
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
