import type { ExamArea, ExamQuestion } from '@dtmm/shared';

/** A question with its number in the level's questionnaire (1 … n, continuous across areas). */
export interface NumberedQuestion extends ExamQuestion {
  number: number;
}

export interface QuestionGroup {
  id: string;
  name: string;
  questions: NumberedQuestion[];
}

export interface QuestionArea {
  id: string;
  name: string;
  groups: QuestionGroup[];
}

export interface QuestionnaireItems {
  areas: QuestionArea[];
  /** Every question in order: the answer sheet's grid and the submit check walk this. */
  questions: NumberedQuestion[];
}

/** The exam tree as the page shows it: areas → groups → numbered questions (the indicator is on each question). */
export function questionnaireItems(tree: readonly ExamArea[]): QuestionnaireItems {
  const questions: NumberedQuestion[] = [];
  const areas = tree.map((area) => ({
    id: area.id,
    name: area.name,
    groups: area.children.map((group) => ({
      id: group.id,
      name: group.name,
      questions: group.children.flatMap((indicator) =>
        indicator.children.map((question) => {
          const numbered = { ...question, number: questions.length + 1 };
          questions.push(numbered);
          return numbered;
        }),
      ),
    })),
  }));
  return { areas, questions };
}

/** Anchors the menu and the grid scroll to. */
export const areaAnchor = (areaId: string) => `question-area-${areaId}`;
export const groupAnchor = (groupId: string) => `question-group-${groupId}`;
export const questionAnchor = (number: number) => `question-${number}`;

/**
 * Brings an anchor to the top of the view (its CSS scroll-margin keeps it clear of the sticky header)
 * and moves the keyboard focus there, so the next Tab reaches that question's options.
 */
export function scrollToAnchor(anchor: string): void {
  const target = document.getElementById(anchor);
  if (!target) return;
  target.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}
