import { FORMAL_MESSAGES as M } from '@dtmm/shared';
import { Form, Select } from 'antd';
import { FileUploadField } from '@/components/file-upload/file-upload-field';
import { levelOptions } from '@/features/formal-assessment/formal-levels';
import type { DecisionModalProps } from '../../components/decision-bar';
import { FormModal } from '../../components/form-modal';
import { completeApplication } from '../api/acceptances-api';

interface CompleteValues {
  resultLevel: number;
  reportFileId: string;
}

interface CompleteModalProps extends DecisionModalProps {
  applicationId: string;
  assessmentType: string;
}

/** 录入评估结果: the formal level the assessors reached and their report (one PDF). */
export function CompleteModal({
  applicationId,
  assessmentType,
  isOpen,
  isBusy,
  onCancel,
  onSubmit,
}: CompleteModalProps) {
  return (
    <FormModal<CompleteValues>
      title="录入评估结果"
      okText="确认录入"
      isOpen={isOpen}
      isBusy={isBusy}
      onCancel={onCancel}
      onFinish={(values) => onSubmit(() => completeApplication(applicationId, values))}
    >
      <Form.Item name="resultLevel" label="评估结果等级" rules={[{ required: true, message: M.resultLevel }]}>
        <Select placeholder="请选择评估结果等级" options={levelOptions(assessmentType)} />
      </Form.Item>
      <Form.Item name="reportFileId" label="评估报告" rules={[{ required: true, message: M.reportFile }]}>
        <FileUploadField purpose="report" maxCount={1} />
      </Form.Item>
    </FormModal>
  );
}
