import {
  ANSWER_TYPES,
  type DcmmPartyType,
  type DcmmQuestionnaire,
  type DcmmSubmitBody,
  RECORD_STATUSES,
} from '@dtmm/shared';
import type { DcmmDraft } from './dcmm-draft';

/** The submission as the draft gives it; the 真实性承诺 is added once accepted. */
export type DraftSubmission = Omit<DcmmSubmitBody, 'pledgeVersion'>;

/** What 提交 may do with a draft: ask for the pledge and send it, or point at what is missing first. */
export type SubmitCheck =
  | { kind: 'ready'; body: DraftSubmission }
  /** The first question without an answer, by its number. */
  | { kind: 'unanswered'; itemNumber: number }
  /** The self-check is partly filled: the first area left open. */
  | { kind: 'capabilityIncomplete'; areaId: string };

export const isAnswered = (draft: DcmmDraft, questionId: string) => (draft.answers[questionId]?.length ?? 0) > 0;

export const checkedAreaCount = (draft: DcmmDraft, questionnaire: DcmmQuestionnaire) =>
  questionnaire.capabilityAreas.filter((area) => draft.capability[area.id] !== undefined).length;

/**
 * Every question must be answered (assessment.md 5); the capability self-check is all areas or none.
 * The level is the server's to compute, so none is sent.
 */
export function checkSubmission(
  questionnaire: DcmmQuestionnaire,
  partyType: DcmmPartyType,
  draft: DcmmDraft,
): SubmitCheck {
  const open = questionnaire.questions.find((question) => !isAnswered(draft, question.id));
  if (open) return { kind: 'unanswered', itemNumber: open.itemNumber };
  const openArea = questionnaire.capabilityAreas.find((area) => draft.capability[area.id] === undefined);
  const checked = checkedAreaCount(draft, questionnaire);
  if (openArea && checked > 0) return { kind: 'capabilityIncomplete', areaId: openArea.id };
  const answers = Object.fromEntries(
    questionnaire.questions.map((question) => [question.id, (draft.answers[question.id] ?? []).join(',')]),
  );
  return {
    kind: 'ready',
    body: {
      dcmmPartyType: partyType,
      answerType: ANSWER_TYPES.dcmm,
      status: RECORD_STATUSES.completed,
      answers,
      ...(checked > 0 ? { capability: { ...draft.capability } } : {}),
    },
  };
}
