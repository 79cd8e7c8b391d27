import { Checkbox, Radio, Tag } from 'antd';
import { memo, useMemo } from 'react';
import { applyExclusive, parseOptions } from '../answer-rules';
import type { AnswerState } from '../hooks/use-answers';
import type { NumberedQuestion } from '../questionnaire-items';
import { questionAnchor } from '../questionnaire-items';

const MULTIPLE_CHOICE = 2;

interface QuestionCardProps {
  question: NumberedQuestion;
  answer: AnswerState;
  /** Stable across renders, so answering one question re-renders that card only. */
  onChange: (detailId: string, values: readonly string[]) => void;
}

/** One numbered question: indicator, type, text, its plain explanation, the options and who answered it. */
export const QuestionCard = memo(function QuestionCard({ question, answer, onChange }: QuestionCardProps) {
  const options = useMemo(() => parseOptions(question.options), [question.options]);
  const choices = useMemo(() => options.map(({ value, label }) => ({ value, label })), [options]);
  const isMultiple = question.questionType === MULTIPLE_CHOICE;
  const isAnswered = answer.values.length > 0;
  const titleId = `${questionAnchor(question.number)}-title`;
  return (
    <article
      id={questionAnchor(question.number)}
      className={`question-card${isAnswered ? ' question-card--answered' : ''}`}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="question-card"
    >
      <div className="question-card__meta">
        <span className="question-card__number">{question.number}</span>
        <Tag color={isMultiple ? 'purple' : 'blue'}>{isMultiple ? '多选' : '单选'}</Tag>
        <span className="question-card__indicator">{question.levelThree}</span>
      </div>
      <h4 className="question-card__title" id={titleId}>
        {question.name}
      </h4>
      {question.questionDesc ? <p className="question-card__desc">{question.questionDesc}</p> : null}
      {isMultiple ? (
        <Checkbox.Group
          className="question-card__options"
          aria-labelledby={titleId}
          value={[...answer.values]}
          options={choices}
          onChange={(next) => onChange(question.detailId, applyExclusive(options, answer.values, next))}
        />
      ) : (
        <Radio.Group
          className="question-card__options"
          aria-labelledby={titleId}
          value={answer.values[0] ?? null}
          options={choices}
          onChange={(event) => onChange(question.detailId, [String(event.target.value)])}
        />
      )}
      {isAnswered && answer.answeredByName ? (
        <p className="question-card__answered">
          {answer.answeredByName} 于 {answer.answerTime} 作答
        </p>
      ) : null}
    </article>
  );
});
