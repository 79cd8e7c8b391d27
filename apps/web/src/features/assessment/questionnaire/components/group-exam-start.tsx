import { ASSESSMENT_TYPES } from '@dtmm/shared';
import { Button, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { RECORD_PATHS } from '@/features/assessment/assessment-links';
import { useCreateExam } from '../../api/assessment-api';
import { examStartOf, type WizardParams } from '../wizard-params';
import { LinkButton } from './link-button';

interface GroupExamStartProps {
  params: WizardParams;
  /** Opens the created record's questionnaire. */
  onOpen: (recordId: string) => void;
}

/** A group enterprise takes every indicator, so its exam is created at once (assessment.md 4). */
export function GroupExamStart({ params, onOpen }: GroupExamStartProps) {
  const createExam = useCreateExam();
  const start = () =>
    createExam.mutate(examStartOf(params, ASSESSMENT_TYPES.group, []), { onSuccess: (exam) => onOpen(exam.record.id) });
  const hasStarted = useRef(false);
  useEffect(() => {
    // Once per visit: React's development double effects must not send two creates.
    if (hasStarted.current) return;
    hasStarted.current = true;
    start();
  });
  if (createExam.isError) {
    const introPath = RECORD_PATHS.start(params.answerType);
    return <ExamStartFailed reason={createExam.error.message} introPath={introPath} onRetry={start} />;
  }
  return <Spin className="self-assessment__loading" description="正在生成问卷…" />;
}

interface ExamStartFailedProps {
  reason: string;
  introPath: string;
  onRetry: () => void;
}

/** createExam was refused (e.g. '请先先完成企业认证！', '请选择服务商'): say why and offer the way back. */
function ExamStartFailed({ reason, introPath, onRetry }: ExamStartFailedProps) {
  return (
    <Result
      status="warning"
      title="暂时无法开始自评估"
      subTitle={reason}
      extra={[
        <LinkButton key="back" type="primary" to={introPath}>
          返回
        </LinkButton>,
        <Button key="retry" onClick={onRetry}>
          重试
        </Button>,
      ]}
    />
  );
}
