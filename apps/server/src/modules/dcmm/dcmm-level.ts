import {
  DCMM_GATE_OPTION,
  DCMM_MESSAGES,
  type DcmmLevel,
  type DcmmPartyType,
  type DcmmQuestion,
  type DcmmQuestionnaire,
  isDcmmNoneOption,
} from '@dtmm/shared';

/** Question id → the chosen option values, in the options' order. */
export type DcmmAnswers = Record<string, string[]>;

/**
 * The gate items the party answered D (assessment.md 4): items 1–3 for both parties, item 4 for the
 * data service party as the version's `gateFor` says. Each one keeps the company at level 1.
 */
export const gateFindingsOf = (questions: readonly DcmmQuestion[], party: DcmmPartyType, answers: DcmmAnswers) =>
  questions.filter(
    (question) => question.gateFor.includes(party) && (answers[question.id] ?? []).includes(DCMM_GATE_OPTION),
  );

/** 1 初始级 when a gate item was answered D, otherwise 2 受管理级: the questionnaire tells no more. */
export const dcmmLevelOf = (
  questions: readonly DcmmQuestion[],
  party: DcmmPartyType,
  answers: DcmmAnswers,
): DcmmLevel => (gateFindingsOf(questions, party, answers).length > 0 ? 1 : 2);

export type DcmmAnswerCheck =
  | { ok: true; answers: DcmmAnswers; capability: Record<string, number> | null }
  | { ok: false; message: string };

const refuse = (message: string): DcmmAnswerCheck => ({ ok: false, message });

/** A question's answer in the options' order, or what is wrong with it. */
function choiceOf(question: DcmmQuestion, given: readonly string[]): string[] | string {
  if (given.length === 0) return DCMM_MESSAGES.unanswered;
  const chosen = question.options.filter((option) => given.includes(option.value));
  if (given.some((value) => !chosen.some((option) => option.value === value))) return DCMM_MESSAGES.badAnswer;
  if (question.questionType === '1' && chosen.length > 1) return DCMM_MESSAGES.singleChoice;
  if (chosen.length > 1 && chosen.some(isDcmmNoneOption)) return DCMM_MESSAGES.noneAlone;
  return chosen.map((option) => option.value);
}

/** The self-check: every area of the version or none; null when none was given. */
function capabilityOf(questionnaire: DcmmQuestionnaire, given: Record<string, number>) {
  const ids = new Set(questionnaire.capabilityAreas.map((area) => area.id));
  const entries = Object.entries(given);
  if (entries.some(([id]) => !ids.has(id))) return DCMM_MESSAGES.badAnswer;
  if (entries.length === 0) return null;
  if (entries.length < ids.size) return DCMM_MESSAGES.capabilityIncomplete;
  return Object.fromEntries(entries);
}

/**
 * The submitted answers against the version: no unknown item (a stale page), every item answered
 * ('请先完成所有题目！'), known options only, one option for a single choice, a 'none' option alone;
 * the self-check complete or absent.
 */
export function checkDcmmAnswers(
  questionnaire: DcmmQuestionnaire,
  given: { answers: DcmmAnswers; capability?: Record<string, number> | undefined },
): DcmmAnswerCheck {
  const byId = new Map(questionnaire.questions.map((question) => [question.id, question]));
  if (Object.keys(given.answers).some((id) => !byId.has(id))) return refuse(DCMM_MESSAGES.badAnswer);
  const answers: DcmmAnswers = {};
  for (const question of questionnaire.questions) {
    const values = Object.hasOwn(given.answers, question.id) ? (given.answers[question.id] ?? []) : [];
    const choice = choiceOf(question, values);
    if (typeof choice === 'string') return refuse(choice);
    answers[question.id] = choice;
  }
  const capability = capabilityOf(questionnaire, given.capability ?? {});
  if (typeof capability === 'string') return refuse(capability);
  return { ok: true, answers, capability };
}
