import { type AnswerBook, isAnswered } from '../hooks/use-answers';
import type { NumberedQuestion } from '../questionnaire-items';

interface NumberGridProps {
  questions: readonly NumberedQuestion[];
  answers: AnswerBook;
  onJump: (number: number) => void;
}

/** The question numbers in 5 columns (assessment.md 9); an answered one is green, a click jumps to it. */
export function NumberGrid({ questions, answers, onJump }: NumberGridProps) {
  return (
    <ol className="number-grid" aria-label="题号">
      {questions.map((question) => {
        const answered = isAnswered(answers[question.detailId]);
        return (
          <li key={question.detailId}>
            <button
              type="button"
              className={`number-grid__item${answered ? ' number-grid__item--answered' : ''}`}
              aria-label={`第 ${question.number} 题，${answered ? '已答' : '未答'}`}
              onClick={() => onJump(question.number)}
            >
              {question.number}
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/** 共 N 题 · 已答 a · 未答 b. */
export function AnswerCounts({ total, answered }: { total: number; answered: number }) {
  return (
    <dl className="answer-counts">
      <div>
        <dt>共</dt>
        <dd data-testid="count-total">{total} 题</dd>
      </div>
      <div className="answer-counts__answered">
        <dt>已答</dt>
        <dd data-testid="count-answered">{answered}</dd>
      </div>
      <div className="answer-counts__open">
        <dt>未答</dt>
        <dd data-testid="count-open">{total - answered}</dd>
      </div>
    </dl>
  );
}
