import type { IndustryGroup } from '@dtmm/shared';
import { memo } from 'react';
import { levelName, levelNumeral } from '../../level-labels';
import { type BankAreaView, type BankQuestionView, bankAnchorId } from './bank-view';

const QUESTION_TYPE_LABELS: Record<BankQuestionView['questionType'], string> = { 1: '单选', 2: '多选' };
/** Whom a question of one industry group is asked (a 成效 band that differs by industry). */
const INDUSTRY_GROUP_LABELS: Record<IndustryGroup, string> = {
  energyIntensive: '高耗能行业作答',
  otherIndustry: '其他工业企业作答',
  services: '非工业企业作答',
};

/**
 * The shown questions under their area, group and indicator headings. Plain markup on purpose: the
 * bank has some 135 questions, each with several options, and it is only read.
 */
export const BankQuestions = memo(function BankQuestions({ areas }: { areas: readonly BankAreaView[] }) {
  return (
    <div className="bank-questions">
      {areas.map((area) => (
        <section key={area.id} className="bank-area" aria-labelledby={bankAnchorId(area.id)}>
          <h2 className="bank-area__title" id={bankAnchorId(area.id)}>
            {area.name}
          </h2>
          {area.groups.map((group) => (
            <section key={group.id} className="bank-group">
              <h3 className="bank-group__title" id={bankAnchorId(group.id)}>
                {group.name}
              </h3>
              {group.indicators.map((indicator) => (
                <section key={indicator.id} className="bank-indicator" aria-labelledby={bankAnchorId(indicator.id)}>
                  <h4 className="bank-indicator__title" id={bankAnchorId(indicator.id)}>
                    {indicator.name}
                  </h4>
                  <ol className="bank-indicator__questions">
                    {indicator.questions.map((question) => (
                      <BankQuestion key={question.id} question={question} />
                    ))}
                  </ol>
                </section>
              ))}
            </section>
          ))}
        </section>
      ))}
    </div>
  );
});

function BankQuestion({ question }: { question: BankQuestionView }) {
  return (
    <li className="bank-question" aria-label={`第${question.itemNumber}题`}>
      <div className="bank-question__meta">
        <span className="bank-question__number">第 {question.itemNumber} 题</span>
        <span
          className={`bank-question__level bank-question__level--${question.level}`}
          title={levelName(question.level)}
        >
          {levelNumeral(question.level)}
        </span>
        <span className="bank-question__type">{QUESTION_TYPE_LABELS[question.questionType]}</span>
        {question.industryGroups?.map((group) => (
          <span key={group} className="bank-question__group">
            {INDUSTRY_GROUP_LABELS[group]}
          </span>
        ))}
      </div>
      <p className="bank-question__name">{question.name}</p>
      {question.questionDesc ? <p className="bank-question__desc">{question.questionDesc}</p> : null}
      <ul className="bank-question__options">
        {question.optionList.map((option) => (
          <li key={option.value} className="bank-option">
            <span className="bank-option__value">{option.value}</span>
            <span className="bank-option__label">{option.label}</span>
            {/* Only a multiple choice needs saying so: a single choice is one option anyway. */}
            {option.exclusive && question.questionType === 2 ? (
              <span className="bank-option__exclusive" title="选择此项时不能同时选择其他选项">
                互斥
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </li>
  );
}
