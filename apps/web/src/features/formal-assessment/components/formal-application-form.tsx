import {
  FORMAL_ASSESSMENT_TYPE_LABELS,
  FORMAL_ASSESSMENT_TYPE_NAMES,
  FORMAL_REMARK_MAX,
  type FormalAssessmentType,
  type FormalPrefill,
  FORMAL_MESSAGES as M,
} from '@dtmm/shared';
import { Alert, Button, Col, Form, Input, InputNumber, Row, Select, Skeleton } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { LinkButton } from '@/features/assessment/questionnaire/components/link-button';
import { useFormalPrefill } from '../api/formal-assessment-api';
import { type FormalFormValues, prefilledValues } from '../formal-form-values';
import { appliedLevelOptions, formalLevelLabel } from '../formal-levels';
import { FORMAL_PATHS } from '../formal-links';
import { FORMAL_TEXTS as T } from '../formal-texts';
import { useFormalSubmit } from '../hooks/use-formal-submit';
import { EvidenceField } from './evidence-field';
import { SelfAssessmentSummary } from './self-assessment-summary';

const TYPE_OPTIONS = FORMAL_ASSESSMENT_TYPE_NAMES.map((value) => ({
  value,
  label: FORMAL_ASSESSMENT_TYPE_LABELS[value],
}));
const INITIAL: FormalFormValues = { evidence: [] };

/** A first application is assessment 1 and nothing else; a later one is at least 1. */
function countRules(prefill: FormalPrefill | undefined): Rule[] {
  const required: Rule = { required: true, message: M.assessmentCount };
  if (!prefill?.isFirst) return [required];
  return [
    required,
    { validator: async (_, value) => (value === 1 ? undefined : Promise.reject(new Error(M.firstCount))) },
  ];
}

/** Required, and not below the self-assessed level (the options below are disabled too). */
function levelRules(type: FormalAssessmentType | null, prefill: FormalPrefill | undefined): Rule[] {
  const required: Rule = { required: true, message: M.applicationLevel };
  const lowest = prefill?.lowestLevel ?? 1;
  if (!type || lowest <= 1) return [required];
  const message = M.levelBelowSelf(formalLevelLabel(type, lowest));
  return [
    required,
    { validator: async (_, value) => (value < lowest ? Promise.reject(new Error(message)) : undefined) },
  ];
}

interface EvidenceSectionProps {
  prefill: FormalPrefill;
  onPendingChange: (delta: number) => void;
}

/** 佐证材料: a block per weak indicator of the prefilled self-assessment, and any indicator added. */
function EvidenceSection({ prefill, onPendingChange }: EvidenceSectionProps) {
  const weakIds = useMemo(
    () => new Set((prefill.selfAssessment?.weakIndicators ?? []).map((indicator) => indicator.id)),
    [prefill],
  );
  return (
    <Form.Item label={T.evidenceTitle} extra={T.evidenceHint}>
      <Form.Item name="evidence" noStyle>
        <EvidenceField indicators={prefill.indicators} weakIds={weakIds} onPendingChange={onPendingChange} />
      </Form.Item>
    </Form.Item>
  );
}

interface FormalApplicationFormProps {
  /** The address's type; null until one is chosen. */
  type: FormalAssessmentType | null;
  onTypeChange: (type: FormalAssessmentType) => void;
}

/**
 * The formal application (assessment.md 3, 5): type, count, level and remark, started from the
 * prefill of the chosen type, with the evidence per indicator. An application of the type still
 * being handled is said and blocks the submit.
 */
export function FormalApplicationForm({ type, onTypeChange }: FormalApplicationFormProps) {
  const [form] = Form.useForm<FormalFormValues>();
  const { data: prefill, isFetching } = useFormalPrefill(type);
  const [pendingUploads, setPendingUploads] = useState(0);
  const { submit, isSubmitting } = useFormalSubmit(form);
  useEffect(() => {
    if (prefill) form.setFieldsValue(prefilledValues(prefill));
  }, [form, prefill]);
  const isOpen = Boolean(prefill?.openApplicationId);
  const lowestLevel = prefill?.lowestLevel ?? 1;
  const onPendingChange = (delta: number) => setPendingUploads((count) => count + delta);

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ ...INITIAL, assessmentType: type ?? undefined }}
      disabled={isSubmitting}
      className="formal-form"
      aria-label={T.formTitle}
    >
      {isOpen ? (
        <Alert
          className="formal-form__open"
          type="warning"
          showIcon
          title={T.openApplication}
          action={<Link to={FORMAL_PATHS.list}>{T.viewOpen}</Link>}
        />
      ) : null}
      {type && prefill ? <SelfAssessmentSummary type={type} self={prefill.selfAssessment} /> : null}
      {type && isFetching && !prefill ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
      <Row gutter={16}>
        <Col xs={24} md={10}>
          <Form.Item name="assessmentType" label="评估类型" rules={[{ required: true, message: M.assessmentType }]}>
            <Select placeholder="请选择评估类型" options={TYPE_OPTIONS} onChange={onTypeChange} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6}>
          <Form.Item
            name="assessmentCount"
            label="评估次数"
            rules={countRules(prefill)}
            extra={prefill && (prefill.isFirst ? T.firstCountHint : T.repeatCountHint)}
          >
            <InputNumber min={1} max={99} precision={0} disabled={prefill?.isFirst} className="formal-form__count" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item
            name="applicationLevel"
            label="申请等级"
            rules={levelRules(type, prefill)}
            extra={type && lowestLevel > 1 ? T.lowestLevelHint(formalLevelLabel(type, lowestLevel)) : undefined}
          >
            <Select
              placeholder="请选择申请等级"
              allowClear
              options={appliedLevelOptions(type ?? undefined, lowestLevel)}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="applicationRemark"
        label="申请备注"
        rules={[
          { required: true, whitespace: true, message: M.applicationRemark },
          { max: FORMAL_REMARK_MAX, message: M.remarkTooLong },
        ]}
      >
        <Input.TextArea rows={4} showCount maxLength={FORMAL_REMARK_MAX} placeholder={T.remarkPlaceholder} />
      </Form.Item>
      {prefill ? <EvidenceSection prefill={prefill} onPendingChange={onPendingChange} /> : null}
      <div className="formal-form__actions">
        {pendingUploads > 0 ? <span className="formal-form__waiting">{T.uploading}</span> : null}
        <LinkButton to={FORMAL_PATHS.list} disabled={false}>
          返回
        </LinkButton>
        {/* Not disabled with the form: it shows the wait and keeps answering a second click. */}
        <Button
          type="primary"
          loading={isSubmitting}
          disabled={isOpen || pendingUploads > 0}
          onClick={() => void submit()}
        >
          {T.submit}
        </Button>
      </div>
    </Form>
  );
}
