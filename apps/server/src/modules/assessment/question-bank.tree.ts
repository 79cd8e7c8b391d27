import {
  type BankQuestion,
  type BankTreeArea,
  type BankTreeOption,
  type BankTreeQuestion,
  type BankVersion,
  EVALUATION_TYPES,
  INDICATOR_SYSTEM,
} from '@dtmm/shared';

/** A question's number within its indicator and level ('T05-L3-2' → 2). */
export const questionNumber = (id: string) => Number(/-(\d+)$/.exec(id)?.[1] ?? 0);
/** Order inside an indicator: by level, then by the question's number ('T05-L3-2' after 'T05-L3-1'). */
const byLevelThenNumber = (a: BankQuestion, b: BankQuestion) =>
  a.level - b.level || questionNumber(a.id) - questionNumber(b.id) || a.id.localeCompare(b.id);

/** A question's options as the spec delivers them: JSON text of value and label ('none' marked exclusive). */
export function optionsText(question: BankQuestion): string {
  const options: BankTreeOption[] = question.options.map((option) =>
    option.exclusive
      ? { value: option.id, label: option.label, exclusive: true }
      : { value: option.id, label: option.label },
  );
  return JSON.stringify(options);
}

/** The variants assessed on any indicator of an area, in the system's order. */
const evaluationTypesOf = (area: (typeof INDICATOR_SYSTEM)[number]) =>
  EVALUATION_TYPES.filter((type) =>
    area.groups.some((group) => group.indicators.some((indicator) => indicator.evaluationTypes.includes(type))),
  );

interface Place {
  area: { name: string };
  group: { name: string };
  indicator: { id: string; name: string };
}

/** A question as both trees show it (the bank's and a questionnaire's): its text, options and place. */
export function questionNode(question: BankQuestion, { area, group, indicator }: Place, itemNumber: number) {
  return {
    id: question.id,
    name: question.title,
    itemNumber,
    questionType: question.questionType,
    questionDesc: question.questionDesc,
    options: optionsText(question),
    level: question.level,
    levelOne: area.name,
    levelTwo: group.name,
    levelThree: indicator.name,
    indicatorId: indicator.id,
    isQuestion: true as const,
    ...(question.industryGroups ? { industryGroups: [...question.industryGroups] } : {}),
  } satisfies BankTreeQuestion;
}

/**
 * The question bank tree of one version (GET /api/dtmm/questionBank/tree): the indicator system with
 * every question of the version under its third-level indicator, numbered in tree order. It serves
 * both variants: areas and indicators say which variants are assessed on them, and questions of one
 * industry group say so, for a client to show a company what it will be asked. Credits are not in it:
 * they belong to the scoring, which is done on the server.
 */
export function buildBankTree(bank: BankVersion): BankTreeArea[] {
  const byIndicator = new Map<string, BankQuestion[]>();
  for (const question of bank.questions)
    byIndicator.set(question.indicatorId, [...(byIndicator.get(question.indicatorId) ?? []), question]);
  const mandatory = new Set(bank.parameters.mandatoryIndicatorIds);
  let itemNumber = 0;
  return INDICATOR_SYSTEM.map((area) => ({
    id: area.id,
    value: area.name,
    name: area.name,
    isGating: area.isGating,
    evaluationTypes: evaluationTypesOf(area),
    children: area.groups.map((group) => ({
      id: group.id,
      value: group.name,
      name: group.name,
      children: group.indicators.map((indicator) => ({
        id: indicator.id,
        value: indicator.name,
        name: indicator.name,
        indicatorLevel: 3 as const,
        isMandatory: mandatory.has(indicator.id),
        evaluationTypes: [...indicator.evaluationTypes],
        children: [...(byIndicator.get(indicator.id) ?? [])]
          .sort(byLevelThenNumber)
          .map((question): BankTreeQuestion => questionNode(question, { area, group, indicator }, ++itemNumber)),
      })),
    })),
  }));
}
