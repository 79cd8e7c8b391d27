import type { BankTreeOption } from '@dtmm/shared';

/**
 * The rules of one answer (assessment.md 4, Question status): its options, the exclusive 'none'
 * option, and the sequence number that orders its saves.
 */

const isOption = (value: unknown): value is BankTreeOption =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as BankTreeOption).value === 'string' &&
  typeof (value as BankTreeOption).label === 'string';

/** A question's options from its JSON text; broken text gives none rather than breaking the page. */
export function parseOptions(json: string): BankTreeOption[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter(isOption) : [];
  } catch {
    return [];
  }
}

/** The chosen values of a stored answer ('A,C' → ['A', 'C']; '' → none). */
export const splitAnswer = (userAnswer: string): string[] =>
  userAnswer
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

/**
 * A multiple choice after a click: picking the exclusive option keeps it alone, picking another
 * option drops the exclusive one, and a removal keeps what is left. Values come back in the options'
 * order, so the saved text is the same whatever order they were clicked in.
 */
export function applyExclusive(
  options: readonly BankTreeOption[],
  previous: readonly string[],
  next: readonly string[],
): string[] {
  const exclusive = new Set(options.filter((option) => option.exclusive).map((option) => option.value));
  const added = next.filter((value) => !previous.includes(value));
  const none = added.find((value) => exclusive.has(value));
  if (none !== undefined) return [none];
  const kept = added.length > 0 ? next.filter((value) => !exclusive.has(value)) : next;
  return options.map((option) => option.value).filter((value) => kept.includes(value));
}

/**
 * Sequence numbers for submitAnswer, per question: the click's time, bumped past the last one sent
 * for that question, so two clicks in one millisecond still arrive in order for the server.
 */
export function createSeqClock(now: () => number = Date.now) {
  const last = new Map<string, number>();
  return {
    next(questionKey: string): number {
      const seq = Math.max(now(), (last.get(questionKey) ?? 0) + 1);
      last.set(questionKey, seq);
      return seq;
    },
  };
}
