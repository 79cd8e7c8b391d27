import { ANSWER_TYPE_LABELS } from '@dtmm/shared';
import { Steps } from 'antd';
import type { ReactNode } from 'react';
import { useIsPhone } from '@/lib/use-is-phone';
import type { AnswerType } from '../../api/assessment-api';

const STEPS = [{ title: '发起自评估' }, { title: '填写问卷' }, { title: '输出评估结果' }];

export type WizardStep = 0 | 1 | 2;

/** The wizard's title and its three steps (assessment.md 2), above whichever step is shown. */
export function WizardFrame({
  step,
  answerType,
  children,
}: {
  step: WizardStep;
  answerType: AnswerType;
  children: ReactNode;
}) {
  const isPhone = useIsPhone();
  return (
    <section className="self-assessment">
      <header className="self-assessment__head">
        <h1 className="self-assessment__title">{ANSWER_TYPE_LABELS[answerType]} · 自评估</h1>
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
