import type { BankTreeOption } from '@dtmm/shared';
import { Checkbox, Radio, Tag } from 'antd';
import { memo, type ReactNode, useMemo } from 'react';
import { applyExclusive, parseOptions } from '../answer-rules';
import type { AnswerState } from '../hooks/use-answers';
import type { NumberedQuestion } from '../questionnaire-items';
import { questionAnchor } from '../questionnaire-items';

const MULTIPLE_CHOICE = 2;

interface ChoiceCardProps {
  number: number;
  title: string;
  /** The plain explanation under the title ('' for none). */
  desc: string;
  /** What the question belongs to, beside its type (the diagnosis names its indicator). */
  context?: string;
  isMultiple: boolean;
  options: readonly BankTreeOption[];
  values: readonly string[];
  /** The values after a change, the exclusive 'none' rule applied. */
  onChange: (values: string[]) => void;
  /** Shown under the options. */
  children?: ReactNode;
  /**
   * The title's heading level, one below the heading the card sits under: 4 in the diagnosis (under its
   * areas' h2 and groups' h3), 2 in DCMM (straight under the page's h1).
   */
  headingLevel?: 2 | 4;
}

/**
 * One numbered single or multiple choice question, the card every questionnaire shows (the diagnosis
 * and DCMM): the number, 单选/多选, the text, its explanation and the options. The number is its
 * anchor, so the number grid can jump to it.
 */
export function ChoiceCard({
  number,
  title,
  desc,
  context,
  isMultiple,
  options,
  values,
  onChange,
  children,
  headingLevel = 4,
}: ChoiceCardProps) {
  const Title = headingLevel === 2 ? 'h2' : 'h4';
  // antd would pass an option's extra keys (exclusive) on to the input.
  const choices = useMemo(() => options.map(({ value, label }) => ({ value, label })), [options]);
  const isAnswered = values.length > 0;
  const titleId = `${questionAnchor(number)}-title`;
  return (
    <article
      id={questionAnchor(number)}
      className={`question-card${isAnswered ? ' question-card--answered' : ''}`}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="question-card"
    >
      <div className="question-card__meta">
        <span className="question-card__number">{number}</span>
        <Tag color={isMultiple ? 'purple' : 'blue'}>{isMultiple ? '多选' : '单选'}</Tag>
        {context ? <span className="question-card__indicator">{context}</span> : null}
      </div>
      <Title className="question-card__title" id={titleId}>
        {title}
      </Title>
      {desc ? <p className="question-card__desc">{desc}</p> : null}
      {isMultiple ? (
        <Checkbox.Group
          className="question-card__options"
          aria-labelledby={titleId}
          value={[...values]}
          options={choices}
          onChange={(next) => onChange(applyExclusive(options, values, next))}
        />
      ) : (
        <Radio.Group
          className="question-card__options"
          aria-labelledby={titleId}
          value={values[0] ?? null}
          options={choices}
          onChange={(event) => onChange([String(event.target.value)])}
        />
      )}
      {children}
    </article>
  );
}

interface QuestionCardProps {
  question: NumberedQuestion;
  answer: AnswerState;
  /** Stable across renders, so answering one question re-renders that card only. */
  onChange: (detailId: string, values: readonly string[]) => void;
}

/** A question of the diagnosis questionnaire: its indicator beside the type, and who answered it. */
export const QuestionCard = memo(function QuestionCard({ question, answer, onChange }: QuestionCardProps) {
  const options = useMemo(() => parseOptions(question.options), [question.options]);
  return (
    <ChoiceCard
      number={question.number}
      title={question.name}
      desc={question.questionDesc}
      context={question.levelThree}
      isMultiple={question.questionType === MULTIPLE_CHOICE}
      options={options}
      values={answer.values}
      onChange={(values) => onChange(question.detailId, values)}
    >
      {answer.values.length > 0 && answer.answeredByName ? (
        <p className="question-card__answered">
          {answer.answeredByName} 于 {answer.answerTime} 作答
        </p>
      ) : null}
    </ChoiceCard>
  );
});
