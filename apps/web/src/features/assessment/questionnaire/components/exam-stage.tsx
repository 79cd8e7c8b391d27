import { RECORD_STATUSES } from '@dtmm/shared';
import { Button, Result, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { RECORD_PATHS } from '@/features/assessment/assessment-links';
import type { AnswerType } from '../../api/assessment-api';
import { useLevelSubmission } from '../hooks/use-level-submission';
import { answerTypeOfRecord } from '../wizard-params';
import { AssessmentFinished } from './assessment-finished';
import { LevelOutcomeModal } from './level-outcome-modal';
import { LinkButton } from './link-button';
import { Questionnaire } from './questionnaire';
import { WizardFrame } from './wizard-frame';

interface ExamStageProps {
  recordId: string;
  /** The address's flow, until the record names its own. */
  answerType: AnswerType;
}

/** Steps 2 and 3 for a record (getExamTree): its current level's questionnaire, the level modal, the finished screen. */
export function ExamStage({ recordId, answerType: addressAnswerType }: ExamStageProps) {
  const stage = useLevelSubmission(recordId);
  const navigate = useNavigate();
  const { exam, notice } = stage;
  if (!exam) {
    return (
      <WizardFrame step={1} answerType={addressAnswerType}>
        {stage.query.isError ? (
          <ExamUnavailable answerType={addressAnswerType} onRetry={() => void stage.query.refetch()} />
        ) : (
          <Spin className="self-assessment__loading" description="正在加载问卷…" />
        )}
      </WizardFrame>
    );
  }
  const { record } = exam;
  const isCompleted = record.status === RECORD_STATUSES.completed;
  const finishedLevel = stage.endedLevel ?? (isCompleted ? record.assessmentLevel : null);
  const openNextLevel = () => void stage.openNextLevel();
  return (
    <WizardFrame
      step={finishedLevel === null ? 1 : 2}
      answerType={answerTypeOfRecord(record.answerType)}
      evaluationType={record.evaluationType}
    >
      {finishedLevel === null ? (
        <Questionnaire
          key={`${record.id}:${record.currentLevel}:${stage.reloads}`}
          exam={exam}
          isSubmitting={stage.isSubmitting}
          onSubmit={() => void stage.submit(exam)}
        />
      ) : (
        <AssessmentFinished record={record} level={finishedLevel} />
      )}
      {notice ? (
        <LevelOutcomeModal
          outcome={notice}
          onTimeUp={notice.tag === 2 ? openNextLevel : () => void navigate(RECORD_PATHS.list)}
          // 查看结果 after the last level goes straight to the result, not to the finished step first.
          onSkip={notice.tag === 2 ? openNextLevel : () => void navigate(RECORD_PATHS.result(record))}
        />
      ) : null}
    </WizardFrame>
  );
}

/** The record could not be loaded (the api client said why): try again, or go back. */
function ExamUnavailable({ answerType, onRetry }: { answerType: AnswerType; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title="问卷暂时无法打开"
      subTitle="请稍后重试，或回到评估列表查看您的评估记录。"
      extra={[
        <Button key="retry" type="primary" onClick={onRetry}>
          重试
        </Button>,
        <LinkButton key="list" to={RECORD_PATHS.list}>
          我的评估
        </LinkButton>,
        <LinkButton key="intro" to={RECORD_PATHS.start(answerType)}>
          返回
        </LinkButton>,
      ]}
    />
  );
}
