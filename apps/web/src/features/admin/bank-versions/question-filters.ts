import { type AreaId, assessesIndicator, evaluationTypeOf, type IndustryGroup, indicatorEntry } from '@dtmm/shared';
import type { BankVersionQuestion } from './api/bank-versions-api';
import { indicatorOrder } from './indicators';

/** The questions tab's filters; undefined or '' lets everything through. */
export interface QuestionFilters {
  area?: AreaId;
  indicator?: string;
  level?: number;
  /** The questions a company of this group is asked: its variant's indicators, its own 成效 bands. */
  industryGroup?: IndustryGroup;
  text: string;
}

export const NO_FILTERS: QuestionFilters = { text: '' };

const matchesText = (question: BankVersionQuestion, text: string) =>
  [question.id, question.title, question.questionDesc, ...question.options.map((option) => option.label)].some(
    (field) => field.toLowerCase().includes(text),
  );

/** Whether a company of `group` is asked the question (the model's isAskedOf, on the stored row). */
function isAskedOfGroup(question: BankVersionQuestion, group: IndustryGroup): boolean {
  const indicator = indicatorEntry(question.indicatorId);
  if (!indicator || !assessesIndicator(indicator, evaluationTypeOf(group))) return false;
  return !question.industryGroups || question.industryGroups.includes(group);
}

/** The questions that pass the filters, in the indicator system's order, then by level and id. */
export function filterQuestions(questions: readonly BankVersionQuestion[], filters: QuestionFilters) {
  const text = filters.text.trim().toLowerCase();
  return questions
    .filter(
      (question) =>
        (!filters.area || indicatorEntry(question.indicatorId)?.area.id === filters.area) &&
        (!filters.indicator || question.indicatorId === filters.indicator) &&
        (!filters.level || question.level === filters.level) &&
        (!filters.industryGroup || isAskedOfGroup(question, filters.industryGroup)) &&
        (!text || matchesText(question, text)),
    )
    .sort(
      (a, b) =>
        indicatorOrder(a.indicatorId) - indicatorOrder(b.indicatorId) ||
        a.level - b.level ||
        a.id.localeCompare(b.id, 'en', { numeric: true }),
    );
}
