import { ANSWER_TYPE_LABELS, type EvaluationType } from '@dtmm/shared';
import { Steps, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useIsPhone } from '@/lib/use-is-phone';
import type { AnswerType } from '../../api/assessment-api';
import { VARIANT_NAMES } from '../../bank-variant';

const STEPS = [{ title: '发起自评估' }, { title: '填写问卷' }, { title: '输出评估结果' }];

export type WizardStep = 0 | 1 | 2;

/**
 * The wizard's title and its three steps (assessment.md 2), above whichever step is shown; once a
 * record exists, the title names the variant it is assessed on.
 */
export function WizardFrame({
  step,
  answerType,
  evaluationType,
  children,
}: {
  step: WizardStep;
  answerType: AnswerType;
  evaluationType?: EvaluationType;
  children: ReactNode;
}) {
  const isPhone = useIsPhone();
  return (
    <section className="self-assessment">
      <header className="self-assessment__head">
        <h1 className="self-assessment__title">
          {ANSWER_TYPE_LABELS[answerType]} · 自评估
          {evaluationType ? (
            <Tag className="self-assessment__variant" color="blue" data-testid="exam-variant">
              {VARIANT_NAMES[evaluationType]}
            </Tag>
          ) : null}
        </h1>
        <Steps
          className="self-assessment__steps"
          current={step}
          items={STEPS}
          size={isPhone ? 'small' : 'medium'}
          titlePlacement={isPhone ? 'vertical' : 'horizontal'}
        />
      </header>
      {children}
    </section>
  );
}
