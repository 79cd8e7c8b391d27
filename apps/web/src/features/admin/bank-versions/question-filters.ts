import { type AreaId, indicatorEntry } from '@dtmm/shared';
import type { BankVersionQuestion } from './api/bank-versions-api';
import { indicatorOrder } from './indicators';

/** The questions tab's filters; undefined or '' lets everything through. */
export interface QuestionFilters {
  area?: AreaId;
  indicator?: string;
  level?: number;
  text: string;
}

export const NO_FILTERS: QuestionFilters = { text: '' };

const matchesText = (question: BankVersionQuestion, text: string) =>
  [question.id, question.title, question.questionDesc, ...question.options.map((option) => option.label)].some(
    (field) => field.toLowerCase().includes(text),
  );

/** The questions that pass the filters, in the indicator system's order, then by level and id. */
export function filterQuestions(questions: readonly BankVersionQuestion[], filters: QuestionFilters) {
  const text = filters.text.trim().toLowerCase();
  return questions
    .filter(
      (question) =>
        (!filters.area || indicatorEntry(question.indicatorId)?.area.id === filters.area) &&
        (!filters.indicator || question.indicatorId === filters.indicator) &&
        (!filters.level || question.level === filters.level) &&
        (!text || matchesText(question, text)),
    )
    .sort(
      (a, b) =>
        indicatorOrder(a.indicatorId) - indicatorOrder(b.indicatorId) ||
        a.level - b.level ||
        a.id.localeCompare(b.id, 'en', { numeric: true }),
    );
}
