import { ASSESSMENT_TYPES, answerTimeOf, type BankTreeArea, examMessages } from '@dtmm/shared';
import { Alert, Button, Result, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { RECORD_PATHS } from '@/features/assessment/assessment-links';
import { useCreateExam, useInProgressRecord, useQuestionBankTree } from '../../api/assessment-api';
import { treeOfGroup } from '../../bank-variant';
import { type CompanyVariant, useCompanyVariant } from '../../use-company-variant';
import { type CroppedNames, chosenIndicators, keptQuestions, splitBank } from '../indicator-cropping-rules';
import { examStartOf, type WizardParams } from '../wizard-params';
import { BusinessIndicatorTree } from './business-indicator-tree';
import { CroppingConfirmModal } from './cropping-confirm-modal';
import { FixedAreas } from './fixed-areas';
import { LinkButton } from './link-button';
import { NextStepsIllustration } from './next-steps-illustration';

interface IndicatorCroppingProps {
  params: WizardParams;
  /** Opens a record's questionnaire: the created one, or the one already in progress. */
  onOpen: (recordId: string) => void;
}

/**
 * Step 1 for a non-group enterprise (assessment.md 2, 4). A record already in progress is continued
 * instead: createExam would answer it with its own indicators, whatever is chosen here. What may be
 * cropped follows the company's variant, so its certified industry is read first.
 */
export function IndicatorCropping({ params, onOpen }: IndicatorCroppingProps) {
  const bank = useQuestionBankTree();
  const company = useCompanyVariant();
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
  if (bank.isError || company.isError) {
    const retry = <Button onClick={company.refetch}>重试</Button>;
    return <Result status="warning" title="评估指标暂时无法加载" extra={retry} />;
  }
  if (!bank.data || running.isPending || company.isLoading) {
    return <Spin className="self-assessment__loading" description="正在加载评估指标…" />;
  }
  if (!company.variant) {
    const back = <LinkButton to={RECORD_PATHS.start(params.answerType)}>返回</LinkButton>;
    return (
      <Result
        status="info"
        title="暂时无法确定评估类型"
        subTitle="评估类型由企业认证的所属行业确定，请先完成企业认证。"
        extra={back}
      />
    );
  }
  return <IndicatorChoice bank={bank.data} variant={company.variant} params={params} onOpen={onOpen} />;
}

interface IndicatorChoiceProps extends IndicatorCroppingProps {
  bank: readonly BankTreeArea[];
  variant: CompanyVariant;
}

/** The indicators to choose, 返回 and 开始答题; the confirmation creates the exam with the unchecked names. */
function IndicatorChoice({ bank, variant, params, onOpen }: IndicatorChoiceProps) {
  const createExam = useCreateExam();
  const [cropped, setCropped] = useState<CroppedNames>(new Set());
  const [isConfirming, setConfirming] = useState(false);
  // Only what the company will be asked: its variant's areas and its industry group's questions.
  const areas = useMemo(() => treeOfGroup(bank, variant.industryGroup), [bank, variant.industryGroup]);
  const { business, fixedAreas } = splitBank(areas, variant.evaluationType);
  const confirm = () =>
    createExam.mutate(examStartOf(params, ASSESSMENT_TYPES.nonGroup, [...cropped]), {
      onSuccess: (exam) => onOpen(exam.record.id),
      // The api client shows the refusal; the page's 返回 is the way back.
      onError: () => setConfirming(false),
    });
  return (
    <div className="indicator-cropping">
      <p className="indicator-cropping__variant" data-testid="variant-reason">
        {variant.reason}
      </p>
      <NextStepsIllustration
        businessAreaName={business?.name ?? ''}
        answerTime={answerTimeOf(keptQuestions(areas, cropped))}
      />
      {business ? (
        <section className="indicator-cropping__section" aria-labelledby="business-title">
          <h2 className="indicator-cropping__title" id="business-title">
            {business.name} · 选择评估指标
          </h2>
          <p className="indicator-cropping__text">
            请按企业实际开展的业务勾选；没有开展的环节可以取消勾选，不参与评估。
          </p>
          <Alert className="indicator-cropping__hint" type="info" showIcon title={examMessages.notCroppable} />
          <BusinessIndicatorTree area={business} cropped={cropped} onChange={setCropped} />
        </section>
      ) : null}
      <section className="indicator-cropping__section">
        <h2 className="indicator-cropping__title">以下维度全部参与评估</h2>
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
        businessAreaName={business?.name ?? ''}
        chosen={chosenIndicators(business, cropped).map((indicator) => indicator.name)}
        fixedAreas={fixedAreas}
        onReselect={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </div>
  );
}
