import type { BankQuestionEdit } from '@dtmm/shared';
import type { BankVersionQuestion } from './api/bank-versions-api';

/** One option as the dialog edits it; its id follows from its place. */
export interface OptionFields {
  label: string;
  credit: number | null;
  exclusive: boolean;
}
export interface QuestionFields {
  questionType: 1 | 2;
  title: string;
  questionDesc: string;
  options: OptionFields[];
}

/** 'A', 'B', … for the options in their order. */
export const optionIdAt = (index: number) => String.fromCharCode(65 + index);
export const MAX_OPTIONS = 26;

export const fieldsOf = (question: BankVersionQuestion): QuestionFields => ({
  questionType: question.questionType === 2 ? 2 : 1,
  title: question.title,
  questionDesc: question.questionDesc,
  options: question.options.map(({ label, credit, exclusive }) => ({ label, credit, exclusive: exclusive === true })),
});

/** The PUT body: ids A, B, … in order; `exclusive` only on the option that is. */
export const editOf = (fields: QuestionFields): BankQuestionEdit => ({
  questionType: fields.questionType,
  title: fields.title.trim(),
  questionDesc: fields.questionDesc.trim(),
  options: fields.options.map((option, index) => ({
    id: optionIdAt(index),
    label: option.label.trim(),
    credit: option.credit ?? 0,
    ...(option.exclusive ? { exclusive: true } : {}),
  })),
});
