import { bankReportSettingsEdit, weakThresholdsSchema } from '@dtmm/shared';
import { Button, Col, Form, Input, InputNumber, Row } from 'antd';
import { saveBankReportSettings } from '../api/bank-versions-api';
import { AREA_NAMES } from '../indicators';
import { type ReportSettingsFields, settingsEditOf, settingsFieldsOf } from '../report-settings-fields';
import { boundsOf, maxLengthOf, schemaRule } from '../schema-rules';
import type { VersionTabProps } from './version-tab-props';
import { WeakOverrideList } from './weak-override-list';

const WEAK = weakThresholdsSchema.shape;
const NOTE = bankReportSettingsEdit.shape.note;
const AREAS = ['A1', 'A2', 'A4'] as const;

/** 薄弱阈值 and the note under the suggestions, saved together through …/report-settings. */
export function ReportSettingsForm({ detail, isDraft, save, isSaving }: VersionTabProps) {
  const submit = (fields: ReportSettingsFields) =>
    void save(() => saveBankReportSettings(detail.version, settingsEditOf(fields)));
  return (
    <Form<ReportSettingsFields>
      layout="vertical"
      initialValues={settingsFieldsOf(detail.reportContent)}
      disabled={!isDraft}
      onFinish={submit}
      aria-label="薄弱阈值"
      className={isDraft ? 'bank-form' : 'bank-form bank-form--readonly'}
    >
      <p className="admin-muted">
        阈值是报告图表和企业看板中的参考线（“薄弱线”），数字化生产和数字化经营的指标另按业务指标比例计算；薄弱指标不再按阈值判定，而是阻碍企业达到下一等级的改进计划指标。
      </p>
      <Row gutter={16}>
        {AREAS.map((area) => (
          <Col key={area} xs={24} sm={12} xl={6}>
            <Form.Item
              name={['areas', area]}
              label={`${area} ${AREA_NAMES[area]}`}
              rules={[{ required: true, message: '请填写阈值' }, schemaRule(WEAK.areas.shape[area])]}
            >
              <InputNumber {...boundsOf(WEAK.areas.shape[area])} step={0.05} className="bank-form__number" />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} sm={12} xl={6}>
          <Form.Item
            name="productionRatio"
            label="业务指标比例"
            extra={`${AREA_NAMES.A3}或${AREA_NAMES.A5}指标的参考线为该领域（一级指标）得分乘以该比例`}
            rules={[{ required: true, message: '请填写业务指标比例' }, schemaRule(WEAK.productionRatio)]}
          >
            <InputNumber {...boundsOf(WEAK.productionRatio)} step={0.05} className="bank-form__number" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="单独阈值" extra="为个别指标设定代替领域阈值的阈值">
        <WeakOverrideList isEditable={isDraft} />
      </Form.Item>
      <Form.Item
        name="note"
        label="建议说明"
        extra="显示在报告改进建议下方"
        validateFirst
        rules={[{ required: true, whitespace: true, message: '请填写建议说明' }, schemaRule(NOTE)]}
      >
        <Input.TextArea maxLength={maxLengthOf(NOTE)} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      {isDraft ? (
        <Button type="primary" htmlType="submit" loading={isSaving}>
          保存薄弱阈值与说明
        </Button>
      ) : null}
    </Form>
  );
}
