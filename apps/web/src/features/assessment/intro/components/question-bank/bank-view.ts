import type { BankTreeArea, BankTreeOption, BankTreeQuestion } from '@dtmm/shared';

/** A question as the bank page shows it: its options read once from their JSON text. */
export interface BankQuestionView extends BankTreeQuestion {
  optionList: BankTreeOption[];
  /** Name, explanation and indicator in one string, so a search is one `includes`. */
  searchText: string;
}
export interface BankIndicatorView {
  id: string;
  name: string;
  questions: BankQuestionView[];
}
export interface BankGroupView {
  id: string;
  name: string;
  indicators: BankIndicatorView[];
}
export interface BankAreaView {
  id: string;
  name: string;
  groups: BankGroupView[];
}

export interface BankFilter {
  /** 1–5, or null for every level. */
  level: number | null;
  /** Words to find in a question, its explanation or its indicator; '' finds all. */
  text: string;
}

/** The options' JSON text; a broken text shows no options rather than breaking the page. */
export function parseOptions(text: string): BankTreeOption[] {
  try {
    const options: unknown = JSON.parse(text);
    return Array.isArray(options) ? (options as BankTreeOption[]) : [];
  } catch {
    return [];
  }
}

const toQuestionView = (question: BankTreeQuestion, itemNumber: number): BankQuestionView => ({
  ...question,
  itemNumber,
  optionList: parseOptions(question.options),
  searchText: `${question.name}\n${question.questionDesc}\n${question.levelThree}`.toLowerCase(),
});

/**
 * The bank tree in the page's words, parsed once per answer of the server (or change of variant). The
 * questions are numbered again in the shown tree's order: one variant's numbers run without gaps.
 */
export function toBankView(tree: readonly BankTreeArea[]): BankAreaView[] {
  let itemNumber = 0;
  return tree.map((area) => ({
    id: area.id,
    name: area.name,
    groups: area.children.map((group) => ({
      id: group.id,
      name: group.name,
      indicators: group.children.map((indicator) => ({
        id: indicator.id,
        name: indicator.name,
        questions: indicator.children.map((question) => toQuestionView(question, ++itemNumber)),
      })),
    })),
  }));
}

/** Keeps each node with what is left of its children, and drops it when nothing is, so no empty heading shows. */
function prune<T, C>(nodes: readonly T[], children: (node: T) => C[], rebuild: (node: T, kept: C[]) => T): T[] {
  return nodes.flatMap((node) => {
    const kept = children(node);
    return kept.length > 0 ? [rebuild(node, kept)] : [];
  });
}

/** The questions of the chosen level that contain the search words, in the tree's order. */
export function filterBank(areas: readonly BankAreaView[], { level, text }: BankFilter): BankAreaView[] {
  const words = text.trim().toLowerCase();
  const isShown = (question: BankQuestionView) =>
    (level === null || question.level === level) && (words === '' || question.searchText.includes(words));
  const keptIndicators = (group: BankGroupView) =>
    prune(
      group.indicators,
      (indicator) => indicator.questions.filter(isShown),
      (indicator, questions) => ({ ...indicator, questions }),
    );
  const keptGroups = (area: BankAreaView) =>
    prune(area.groups, keptIndicators, (group, indicators) => ({ ...group, indicators }));
  return prune(areas, keptGroups, (area, groups) => ({ ...area, groups }));
}

/** Every indicator of the shown areas, in order. */
export const indicatorsOf = (areas: readonly BankAreaView[]): BankIndicatorView[] =>
  areas.flatMap((area) => area.groups.flatMap((group) => group.indicators));

export const countQuestions = (areas: readonly BankAreaView[]): number =>
  indicatorsOf(areas).reduce((sum, indicator) => sum + indicator.questions.length, 0);

/** The element id of a node of the bank, which the outline links to. */
export const bankAnchorId = (nodeId: string) => `bank-${nodeId}`;
