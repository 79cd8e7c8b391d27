import type { DcmmPartyType, DcmmQuestionnaire } from '@dtmm/shared';

/**
 * The answers of a DCMM questionnaire not yet submitted, kept in the tab's sessionStorage per user and
 * party type, so a reload loses nothing; cleared once the submit has succeeded.
 */
export interface DcmmDraft {
  /** Question id → the chosen option values, in the options' order. */
  answers: Readonly<Record<string, readonly string[]>>;
  /** Capability area id → the level (1–5) whose statement fits. */
  capability: Readonly<Record<string, number>>;
}

export const EMPTY_DRAFT: DcmmDraft = { answers: {}, capability: {} };

export const draftKey = (ownerId: string, partyType: DcmmPartyType) => `dtmm_dcmm_draft_${ownerId}_${partyType}`;

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage blocked (privacy mode, sandboxed frame): the answers live only in the page
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Keeps only what the current questionnaire can show: known questions with their known options (one
 * for a single choice), known areas with one of their levels. A draft of an older version or a hand-
 * edited one thus never reaches the submit.
 */
export function fitDraft(raw: unknown, questionnaire: DcmmQuestionnaire): DcmmDraft {
  if (!isRecord(raw)) return EMPTY_DRAFT;
  const answers = isRecord(raw.answers) ? raw.answers : {};
  const capability = isRecord(raw.capability) ? raw.capability : {};
  const fitted: { answers: Record<string, string[]>; capability: Record<string, number> } = {
    answers: {},
    capability: {},
  };
  for (const question of questionnaire.questions) {
    const given = answers[question.id];
    const chosen = Array.isArray(given) ? given : [];
    const values = question.options.map((option) => option.value).filter((value) => chosen.includes(value));
    const kept = question.questionType === '1' ? values.slice(0, 1) : values;
    if (kept.length > 0) fitted.answers[question.id] = kept;
  }
  for (const area of questionnaire.capabilityAreas) {
    const level = capability[area.id];
    if (area.statements.some((statement) => statement.level === level)) fitted.capability[area.id] = level as number;
  }
  return fitted;
}

export function readDraft(key: string, questionnaire: DcmmQuestionnaire): DcmmDraft {
  try {
    return fitDraft(JSON.parse(storage()?.getItem(key) ?? 'null'), questionnaire);
  } catch {
    return EMPTY_DRAFT;
  }
}

/** An empty draft is removed rather than stored. */
export function writeDraft(key: string, draft: DcmmDraft): void {
  const answered = Object.values(draft.answers).some((values) => values.length > 0);
  try {
    if (answered || Object.keys(draft.capability).length > 0) storage()?.setItem(key, JSON.stringify(draft));
    else storage()?.removeItem(key);
  } catch {
    // A full or blocked storage only costs the reload safety.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing stored to clear.
  }
}
