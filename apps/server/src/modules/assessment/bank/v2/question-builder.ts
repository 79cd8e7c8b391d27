/**
 * How the questions of bank version 2 are written (issue 29 §2): every option is one practice a
 * person can check, absence and plans earn 0, and the position of an option never tells its credit.
 * Authors write the options in any order; `ask` places them in a fixed order drawn from the question
 * id (so a published question never changes) that is neither ascending nor descending by credit, then
 * appends the exclusive 'none' option.
 */
import { ranksByCredit } from '@dtmm/shared/assessment/bank-check';
import type { AssessmentLevel, BankOption, BankQuestion } from '@dtmm/shared/assessment/indicator-system';

export type Choice = readonly [label: string, credit: number];

export interface QuestionSpec {
  indicatorId: string;
  level: AssessmentLevel;
  /** 1 single choice (one state), 2 multiple choice (practices that add up, capped at 1). */
  questionType: 1 | 2;
  title: string;
  questionDesc: string;
  options: readonly Choice[];
  /** The exclusive 'none' option, credit 0, always last ('以上均未做到', '暂无…'). */
  none: string;
  /** The question's number within its indicator and level; 1 unless an indicator asks twice at a level. */
  n?: number;
}

const letter = (i: number) => String.fromCharCode(65 + i);

/** FNV-1a of the id: a stable seed, so the order is the same on every start and in every test. */
function seedOf(id: string): number {
  let hash = 0x811c9dc5;
  for (const char of id) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const result = [...items];
  let state = seed || 1;
  for (let i = result.length - 1; i > 0; i--) {
    state = Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) >>> 0;
    state = (state ^ (state >>> 12)) >>> 0;
    const j = state % (i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/** The options in a fixed order that does not rank them: the first rotation of a seeded shuffle that does not. */
export function unrankedOrder(id: string, options: readonly Choice[]): Choice[] {
  const order = shuffled(options, seedOf(id));
  for (let turn = 0; turn < order.length; turn++) {
    const rotated = [...order.slice(turn), ...order.slice(0, turn)];
    if (!ranksByCredit(rotated.map(([, credit]) => credit))) return rotated;
  }
  return order; // two options of different credit: every order ranks them
}

export function ask(spec: QuestionSpec): BankQuestion {
  const id = `${spec.indicatorId}-L${spec.level}-${spec.n ?? 1}`;
  const options: BankOption[] = unrankedOrder(id, spec.options).map(([label, credit], i) => ({
    id: letter(i),
    label,
    credit,
  }));
  options.push({ id: letter(options.length), label: spec.none, credit: 0, exclusive: true });
  const { indicatorId, level, questionType, title, questionDesc } = spec;
  return { id, indicatorId, level, questionType, title, questionDesc, options };
}
