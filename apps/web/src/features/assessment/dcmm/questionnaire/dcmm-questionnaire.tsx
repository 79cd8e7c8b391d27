import {
  DCMM_MESSAGES,
  type DcmmPartyType,
  type DcmmQuestion,
  type DcmmRecord,
  isDcmmNoneOption,
  PLEDGE_VERSION,
  type DcmmQuestionnaire as Questionnaire,
} from '@dtmm/shared';
import { App, Grid } from 'antd';
import { memo, useEffect, useMemo, useState } from 'react';
import { AnswerSheet } from '../../questionnaire/components/answer-sheet';
import { PledgeModal } from '../../questionnaire/components/pledge-modal';
import { ChoiceCard } from '../../questionnaire/components/question-card';
import { questionAnchor, scrollToAnchor } from '../../questionnaire/questionnaire-items';
import { useSubmitDcmm } from '../api/dcmm-api';
import { CapabilityCheck, capabilityAnchor } from './capability-check';
import { checkSubmission, type DraftSubmission, isAnswered } from './dcmm-submission';
import { DcmmSuccessModal } from './dcmm-success-modal';
import { useDcmmDraft } from './use-dcmm-draft';

interface DcmmQuestionnaireProps {
  questionnaire: Questionnaire;
  partyType: DcmmPartyType;
  /** Whose draft this is (the signed-in user). */
  ownerId: string;
}

const NO_VALUES: readonly string[] = [];
const jumpToQuestion = (itemNumber: number) => scrollToAnchor(questionAnchor(itemNumber));

/**
 * The DCMM questionnaire (assessment.md 2): the numbered questions, the optional capability
 * self-check and the answer sheet with 提交. Nothing is saved to the server before 提交; the answers
 * wait in the tab's draft. Keyed by owner and party type, so each starts from its own draft.
 */
export function DcmmQuestionnaire({ questionnaire, partyType, ownerId }: DcmmQuestionnaireProps) {
  const { message } = App.useApp();
  // Below antd's lg (992 px) the answer sheet would squeeze the questions: it becomes a bottom bar.
  const isCompact = Grid.useBreakpoint().lg === false;
  const { draft, answer, checkArea, clearCapability, discard } = useDcmmDraft(questionnaire, ownerId, partyType);
  const [isCapabilityOpen, setCapabilityOpen] = useState(false);
  // The area to scroll to once the self-check has opened.
  const [areaJump, setAreaJump] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<DcmmRecord | null>(null);
  const submission = useSubmitDcmm();
  // The checked submission waiting for the 真实性承诺: the modal is open while there is one.
  const [pledging, setPledging] = useState<DraftSubmission | null>(null);

  useEffect(() => {
    if (!areaJump || !isCapabilityOpen) return;
    scrollToAnchor(capabilityAnchor(areaJump));
    setAreaJump(null);
  }, [areaJump, isCapabilityOpen]);

  const sheetItems = useMemo(
    () =>
      questionnaire.questions.map((question) => ({
        key: question.id,
        number: question.itemNumber,
        isAnswered: isAnswered(draft, question.id),
      })),
    [questionnaire.questions, draft],
  );

  const submit = () => {
    const check = checkSubmission(questionnaire, partyType, draft);
    if (check.kind === 'unanswered') {
      void message.warning(DCMM_MESSAGES.unanswered);
      jumpToQuestion(check.itemNumber);
      return;
    }
    if (check.kind === 'capabilityIncomplete') {
      void message.warning(DCMM_MESSAGES.capabilityIncomplete);
      setCapabilityOpen(true);
      setAreaJump(check.areaId);
      return;
    }
    // The level is the result: the server computes none without the pledge, so it is asked at every 提交.
    setPledging(check.body);
  };

  /** The pledge goes with the one submit. A refusal has been shown by the api client, in the server's words; the answers stay. */
  const submitWithPledge = async (body: DraftSubmission) => {
    try {
      const record = await submission.mutateAsync({ ...body, pledgeVersion: PLEDGE_VERSION });
      discard();
      setSubmitted(record);
    } finally {
      setPledging(null);
    }
  };

  return (
    <div className={`dcmm-questionnaire${isCompact ? ' questionnaire--compact' : ''}`}>
      <div className="dcmm-questionnaire__body">
        <div className="questionnaire__questions">
          {questionnaire.questions.map((question) => (
            <DcmmQuestionCard
              key={question.id}
              question={question}
              values={draft.answers[question.id] ?? NO_VALUES}
              onChange={answer}
            />
          ))}
          <CapabilityCheck
            areas={questionnaire.capabilityAreas}
            levels={draft.capability}
            isOpen={isCapabilityOpen}
            onOpenChange={setCapabilityOpen}
            onCheck={checkArea}
            onClear={clearCapability}
          />
        </div>
        <AnswerSheet
          items={sheetItems}
          isCompact={isCompact}
          isSubmitting={submission.isPending}
          onJump={jumpToQuestion}
          onSubmit={submit}
        />
      </div>
      <PledgeModal
        isOpen={pledging !== null}
        onCancel={() => setPledging(null)}
        onConfirm={() => (pledging ? submitWithPledge(pledging) : Promise.resolve())}
      />
      {submitted ? <DcmmSuccessModal record={submitted} /> : null}
    </div>
  );
}

interface DcmmQuestionCardProps {
  question: DcmmQuestion;
  values: readonly string[];
  /** Stable, so answering one question re-renders that card only. */
  onChange: (questionId: string, values: readonly string[]) => void;
}

/**
 * An item of the questionnaire: its options shown with their letters (the level rule speaks of D), and
 * its 'none' option ('以上均未实现', '暂无') chosen only alone.
 */
const DcmmQuestionCard = memo(function DcmmQuestionCard({ question, values, onChange }: DcmmQuestionCardProps) {
  const options = useMemo(
    () =>
      question.options.map((option) => ({
        value: option.value,
        label: `${option.value}. ${option.label}`,
        ...(isDcmmNoneOption(option) ? { exclusive: true as const } : {}),
      })),
    [question.options],
  );
  return (
    <ChoiceCard
      number={question.itemNumber}
      headingLevel={2}
      title={question.name}
      desc={question.questionDesc}
      isMultiple={question.questionType === '2'}
      options={options}
      values={values}
      onChange={(next) => onChange(question.id, next)}
    />
  );
});
