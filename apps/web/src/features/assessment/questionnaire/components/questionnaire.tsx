import { examMessages } from '@dtmm/shared';
import { App, Grid } from 'antd';
import { useMemo, useState } from 'react';
import { type Exam, useAcceptPledge } from '../../api/assessment-api';
import { type AnswerBook, isAnswered, UNANSWERED, useAnswers } from '../hooks/use-answers';
import {
  areaAnchor,
  groupAnchor,
  type QuestionArea,
  questionAnchor,
  questionnaireItems,
  scrollToAnchor,
} from '../questionnaire-items';
import { AnswerSheet } from './answer-sheet';
import { LevelIntro } from './level-intro';
import { PledgeModal } from './pledge-modal';
import { QuestionCard } from './question-card';
import { QuestionMenu } from './question-menu';

interface QuestionnaireProps {
  exam: Exam;
  isSubmitting: boolean;
  /** Called once every question is answered, every save has arrived and the 真实性承诺 is accepted. */
  onSubmit: () => void;
}

const jumpToQuestion = (number: number) => scrollToAnchor(questionAnchor(number));

/**
 * Step 2 (assessment.md 2, Questionnaire screen): the record's current level, the area menu, the
 * numbered questions saved on every change, and the answer sheet with 提交. Keyed by record and level
 * by its parent, so the next level starts with its own answers.
 */
export function Questionnaire({ exam, isSubmitting, onSubmit }: QuestionnaireProps) {
  const { message } = App.useApp();
  // Below antd's lg (992 px) the menu and the answer sheet would squeeze the questions.
  const isCompact = Grid.useBreakpoint().lg === false;
  const items = useMemo(() => questionnaireItems(exam.questionTree), [exam.questionTree]);
  const { answers, change, settled } = useAnswers(items.questions);
  const [isPledging, setPledging] = useState(false);
  const acceptPledge = useAcceptPledge(exam.record.id);
  const sheetItems = useMemo(
    () =>
      items.questions.map((question) => ({
        key: question.detailId,
        number: question.number,
        isAnswered: isAnswered(answers[question.detailId]),
      })),
    [items.questions, answers],
  );

  const submit = async () => {
    const book = await settled(); // a failed last save puts its question back: look for gaps after the saves
    const gap = items.questions.find((question) => !isAnswered(book[question.detailId]));
    if (gap) {
      void message.warning(examMessages.unanswered);
      jumpToQuestion(gap.number);
      return;
    }
    // The server scores no level before the record's pledge; a member continuing an accepted record is not asked again.
    if (exam.record.pledge === null) {
      setPledging(true);
      return;
    }
    onSubmit();
  };

  return (
    <div className={`questionnaire${isCompact ? ' questionnaire--compact' : ''}`}>
      <LevelIntro level={exam.record.currentLevel} passedLevel={exam.record.assessmentLevel} />
      <div className="questionnaire__body">
        <QuestionMenu areas={items.areas} isCompact={isCompact} />
        <div className="questionnaire__questions">
          {items.areas.map((area) => (
            <AreaSection key={area.id} area={area} answers={answers} onChange={change} />
          ))}
        </div>
        <AnswerSheet
          items={sheetItems}
          isCompact={isCompact}
          isSubmitting={isSubmitting}
          onJump={jumpToQuestion}
          onSubmit={() => void submit()}
        />
      </div>
      <PledgeModal
        isOpen={isPledging}
        onCancel={() => setPledging(false)}
        onConfirm={async () => {
          // The server stores the acceptance first: only then may the submit go on.
          await acceptPledge.mutateAsync();
          setPledging(false);
          onSubmit();
        }}
      />
    </div>
  );
}

interface AreaSectionProps {
  area: QuestionArea;
  answers: AnswerBook;
  onChange: (detailId: string, values: readonly string[]) => void;
}

function AreaSection({ area, answers, onChange }: AreaSectionProps) {
  return (
    <section className="question-area" id={areaAnchor(area.id)} tabIndex={-1} aria-label={area.name}>
      <h3 className="question-area__title">{area.name}</h3>
      {area.groups.map((group) => (
        <section key={group.id} className="question-group" id={groupAnchor(group.id)} tabIndex={-1}>
          <h4 className="question-group__title">{group.name}</h4>
          {group.questions.map((question) => (
            <QuestionCard
              key={question.detailId}
              question={question}
              answer={answers[question.detailId] ?? UNANSWERED}
              onChange={onChange}
            />
          ))}
        </section>
      ))}
    </section>
  );
}
