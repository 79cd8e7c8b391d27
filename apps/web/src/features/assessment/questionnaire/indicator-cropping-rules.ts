import { type BankTreeArea, BUSINESS_AREA_OF, bankTreeQuestions, type EvaluationType } from '@dtmm/shared';

type BankTreeGroup = BankTreeArea['children'][number];
type BankTreeIndicator = BankTreeGroup['children'][number];

/** Names of the cropped indicators: what createExam's levelThreeCroppedIds lists. */
export type CroppedNames = ReadonlySet<string>;

/**
 * Of the variant's tree, the area whose indicators a non-group enterprise may crop — its business
 * area, 数字化生产 for industry and 数字化经营 for the others (assessment.md 2; issue 29 §1) — and the
 * areas that are always assessed in full.
 */
export function splitBank(areas: readonly BankTreeArea[], evaluationType: EvaluationType) {
  const businessAreaId = BUSINESS_AREA_OF[evaluationType];
  return {
    business: areas.find((area) => area.id === businessAreaId),
    fixedAreas: areas.filter((area) => area.id !== businessAreaId),
  };
}

export const isChosen = (indicator: BankTreeIndicator, cropped: CroppedNames) =>
  indicator.isMandatory || !cropped.has(indicator.value);

/** Checks or unchecks indicators; a mandatory one can never be cropped. */
export function setChosen(cropped: CroppedNames, indicators: readonly BankTreeIndicator[], chosen: boolean) {
  const next = new Set(cropped);
  for (const indicator of indicators) {
    if (chosen || indicator.isMandatory) next.delete(indicator.value);
    else next.add(indicator.value);
  }
  return next;
}

/** The business area's indicators that stay in the assessment, in the tree's order. */
export const chosenIndicators = (business: BankTreeArea | undefined, cropped: CroppedNames) =>
  (business?.children ?? []).flatMap((group) => group.children.filter((indicator) => isChosen(indicator, cropped)));

export const indicatorCount = (area: BankTreeArea) =>
  area.children.reduce((count, group) => count + group.children.length, 0);

/** The questions of the variant's tree a record with these cropped indicators asks, every level (the answer time counts them). */
export const keptQuestions = (areas: readonly BankTreeArea[], cropped: CroppedNames) =>
  bankTreeQuestions(areas).filter((question) => !cropped.has(question.levelThree));
