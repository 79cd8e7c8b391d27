import { type BankTreeArea, bankTreeQuestions } from '@dtmm/shared';

/** The area whose third-level indicators a non-group enterprise may crop (assessment.md 2). */
export const PRODUCTION_AREA_NAME = '数字化生产';

type BankTreeGroup = BankTreeArea['children'][number];
type BankTreeIndicator = BankTreeGroup['children'][number];

/** Names of the cropped indicators: what createExam's levelThreeCroppedIds lists. */
export type CroppedNames = ReadonlySet<string>;

/** The croppable production area and the areas that are always assessed in full. */
export function splitBank(areas: readonly BankTreeArea[]) {
  return {
    production: areas.find((area) => area.name === PRODUCTION_AREA_NAME),
    fixedAreas: areas.filter((area) => area.name !== PRODUCTION_AREA_NAME),
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

/** The production indicators that stay in the assessment, in the tree's order. */
export const chosenIndicators = (production: BankTreeArea | undefined, cropped: CroppedNames) =>
  (production?.children ?? []).flatMap((group) => group.children.filter((indicator) => isChosen(indicator, cropped)));

export const indicatorCount = (area: BankTreeArea) =>
  area.children.reduce((count, group) => count + group.children.length, 0);

/** The bank's questions a record with these cropped indicators asks, every level (the answer time counts them). */
export const keptQuestions = (areas: readonly BankTreeArea[], cropped: CroppedNames) =>
  bankTreeQuestions(areas).filter((question) => !cropped.has(question.levelThree));
