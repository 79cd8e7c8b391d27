import { ASSESSMENT_TYPES, answerTimeOf, type BankTreeArea, examMessages } from '@dtmm/shared';
import { Alert, Button, Result, Spin } from 'antd';
import { useState } from 'react';
import { RECORD_PATHS } from '@/features/assessment/assessment-links';
import { useCreateExam, useInProgressRecord, useQuestionBankTree } from '../../api/assessment-api';
import { type CroppedNames, chosenIndicators, keptQuestions, splitBank } from '../indicator-cropping-rules';
import { examStartOf, type WizardParams } from '../wizard-params';
import { CroppingConfirmModal } from './cropping-confirm-modal';
import { FixedAreas } from './fixed-areas';
import { LinkButton } from './link-button';
import { NextStepsIllustration } from './next-steps-illustration';
import { ProductionIndicatorTree } from './production-indicator-tree';

interface IndicatorCroppingProps {
  params: WizardParams;
  /** Opens a record's questionnaire: the created one, or the one already in progress. */
  onOpen: (recordId: string) => void;
}

/**
 * Step 1 for a non-group enterprise (assessment.md 2, 4). A record already in progress is continued
 * instead: createExam would answer it with its own indicators, whatever is chosen here.
 */
export function IndicatorCropping({ params, onOpen }: IndicatorCroppingProps) {
  const bank = useQuestionBankTree();
  const running = useInProgressRecord(params.answerType);
  if (running.data) {
    const recordId = running.data.id;
    return (
      <Result
        status="info"
        title="您有一份进行中的自评估"
        subTitle="评估指标已在开始时选定，继续作答即可。"
        extra={
          <Button type="primary" onClick={() => onOpen(recordId)}>
            继续答题
          </Button>
        }
      />
    );
  }
  if (bank.isError) {
    const retry = <Button onClick={() => void bank.refetch()}>重试</Button>;
    return <Result status="warning" title="评估指标暂时无法加载" extra={retry} />;
  }
  if (!bank.data || running.isPending) {
    return <Spin className="self-assessment__loading" description="正在加载评估指标…" />;
  }
  return <IndicatorChoice bank={bank.data} params={params} onOpen={onOpen} />;
}

/** The indicators to choose, 返回 and 开始答题; the confirmation creates the exam with the unchecked names. */
function IndicatorChoice({ bank, params, onOpen }: IndicatorCroppingProps & { bank: readonly BankTreeArea[] }) {
  const createExam = useCreateExam();
  const [cropped, setCropped] = useState<CroppedNames>(new Set());
  const [isConfirming, setConfirming] = useState(false);
  const { production, fixedAreas } = splitBank(bank);
  const confirm = () =>
    createExam.mutate(examStartOf(params, ASSESSMENT_TYPES.nonGroup, [...cropped]), {
      onSuccess: (exam) => onOpen(exam.record.id),
      // The api client shows the refusal; the page's 返回 is the way back.
      onError: () => setConfirming(false),
    });
  return (
    <div className="indicator-cropping">
      <NextStepsIllustration answerTime={answerTimeOf(keptQuestions(bank, cropped))} />
      {production ? (
        <section className="indicator-cropping__section" aria-labelledby="production-title">
          <h3 className="indicator-cropping__title" id="production-title">
            {production.name} · 选择评估指标
          </h3>
          <p className="indicator-cropping__text">
            请按企业实际开展的业务勾选；没有开展的环节可以取消勾选，不参与评估。
          </p>
          <Alert className="indicator-cropping__hint" type="info" showIcon title={examMessages.notCroppable} />
          <ProductionIndicatorTree area={production} cropped={cropped} onChange={setCropped} />
        </section>
      ) : null}
      <section className="indicator-cropping__section">
        <h3 className="indicator-cropping__title">以下维度全部参与评估</h3>
        <FixedAreas areas={fixedAreas} />
      </section>
      <div className="indicator-cropping__actions">
        <LinkButton to={RECORD_PATHS.start(params.answerType)}>返回</LinkButton>
        <Button type="primary" onClick={() => setConfirming(true)}>
          开始答题
        </Button>
      </div>
      <CroppingConfirmModal
        isOpen={isConfirming}
        isCreating={createExam.isPending}
        chosen={chosenIndicators(production, cropped).map((indicator) => indicator.name)}
        fixedAreas={fixedAreas}
        onReselect={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </div>
  );
}
