import './questionnaire.css';
import { ASSESSMENT_TYPES } from '@dtmm/shared';
import { Result } from 'antd';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { RECORD_PATHS } from '@/features/assessment/assessment-links';
import { type WizardParams, wizardParamsOf } from '../wizard-params';
import { ExamStage } from './exam-stage';
import { GroupExamStart } from './group-exam-start';
import { IndicatorCropping } from './indicator-cropping';
import { LinkButton } from './link-button';
import { WizardFrame } from './wizard-frame';

/**
 * /severcenter/selfEvaDigitization (assessment.md 2, 4): with an id the record is continued (or its
 * result shown); without one a group enterprise starts at once and a non-group one chooses its
 * production indicators first. A created exam puts its id in the address, so a reload continues it.
 */
export function SelfAssessmentWizard() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = wizardParamsOf(searchParams);
  const openRecord = useCallback(
    (recordId: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('id', recordId);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  if (params.recordId) {
    return <ExamStage key={params.recordId} recordId={params.recordId} answerType={params.answerType} />;
  }
  return (
    <WizardFrame step={0} answerType={params.answerType}>
      <StartStep params={params} onOpen={openRecord} />
    </WizardFrame>
  );
}

/** Step 1: by enterprise type, or a way back to choose one when the address has none. */
function StartStep({ params, onOpen }: { params: WizardParams; onOpen: (recordId: string) => void }) {
  if (params.enterpriseType === ASSESSMENT_TYPES.group) return <GroupExamStart params={params} onOpen={onOpen} />;
  if (params.enterpriseType === ASSESSMENT_TYPES.nonGroup) return <IndicatorCropping params={params} onOpen={onOpen} />;
  return (
    <Result
      status="info"
      title="请先选择企业类型"
      subTitle="在评估介绍页选择集团或非集团企业后，再开始自评估。"
      extra={
        <LinkButton type="primary" to={RECORD_PATHS.start(params.answerType)}>
          去选择
        </LinkButton>
      }
    />
  );
}
