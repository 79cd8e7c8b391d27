import { AppstoreOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useRef, useState } from 'react';
import { type AnswerBook, isAnswered } from '../hooks/use-answers';
import type { NumberedQuestion } from '../questionnaire-items';
import { AnswerCounts, NumberGrid } from './number-grid';

interface AnswerSheetProps {
  questions: readonly NumberedQuestion[];
  answers: AnswerBook;
  /** A phone: a sticky bottom bar whose 答题卡 button opens the grid, so the questions keep the width. */
  isCompact: boolean;
  isSubmitting: boolean;
  onJump: (number: number) => void;
  onSubmit: () => void;
}

/** The right panel of the questionnaire (assessment.md 2): counts, the number grid and 提交. */
export function AnswerSheet({ questions, answers, isCompact, isSubmitting, onJump, onSubmit }: AnswerSheetProps) {
  const [isGridOpen, setGridOpen] = useState(false);
  const jumpAfterClose = useRef<number | null>(null);
  const answered = questions.filter((question) => isAnswered(answers[question.detailId])).length;
  const submit = (
    <Button type="primary" loading={isSubmitting} onClick={onSubmit} className="answer-sheet__submit">
      提交
    </Button>
  );
  if (!isCompact) {
    return (
      <aside className="answer-sheet" aria-label="答题卡">
        <h3 className="answer-sheet__title">答题卡</h3>
        <AnswerCounts total={questions.length} answered={answered} />
        <NumberGrid questions={questions} answers={answers} onJump={onJump} />
        {submit}
      </aside>
    );
  }
  // The drawer locks the page's scrolling and takes the focus back when it closes: jump once it has closed.
  const jumpFromDrawer = (number: number) => {
    jumpAfterClose.current = number;
    setGridOpen(false);
  };
  const afterOpenChange = (isOpen: boolean) => {
    if (isOpen || jumpAfterClose.current === null) return;
    onJump(jumpAfterClose.current);
    jumpAfterClose.current = null;
  };
  return (
    <section className="answer-bar" aria-label="答题卡">
      <span className="answer-bar__progress">
        已答 <strong>{answered}</strong> / {questions.length}
      </span>
      <Button icon={<AppstoreOutlined />} aria-expanded={isGridOpen} onClick={() => setGridOpen(true)}>
        答题卡
      </Button>
      {submit}
      <Drawer
        title="答题卡"
        placement="bottom"
        size="auto"
        open={isGridOpen}
        onClose={() => setGridOpen(false)}
        afterOpenChange={afterOpenChange}
      >
        <AnswerCounts total={questions.length} answered={answered} />
        <NumberGrid questions={questions} answers={answers} onJump={jumpFromDrawer} />
      </Drawer>
    </section>
  );
}
