import {
  type BankQuestion,
  checkBankVersion,
  type EvaluationType,
  checkBank,
  type ReportContent,
  type ScoringParameters,
  scoringParametersSchema,
} from '@dtmm/shared';
import type { Database } from '../../db/database';
import { findDraftNumber, nextVersionNumber } from '../bank-versions/bank-versions.repository';
import { hasSeededBank, insertPublishedVersion } from './assessment.repository';
import { PLATFORM_BANKS } from './bank/bank.data';

/** One of the platform's own banks, published once into every deployment (bank.data.ts). */
export interface PlatformBank {
  seedKey: string;
  questions: BankQuestion[];
  parameters: ScoringParameters;
  /** Null for version 1, whose report content start-up fills separately (seedReportContent). */
  reportContent: ReportContent | null;
  /** The variants it serves completely (version 1 predates 数字化经营). */
  variants: readonly EvaluationType[];
}

/** Why the server refuses to start: a bank it would publish fails checkBank or its parameters are invalid. */
export class BankSeedError extends Error {
  constructor(
    readonly seedKey: string,
    readonly problems: string[],
  ) {
    super(
      `The question bank ${seedKey} cannot be published (fix apps/server/src/modules/assessment/bank, see npm run bank:check):\n- ${problems.join('\n- ')}`,
    );
    this.name = 'BankSeedError';
  }
}

export interface BankSeedOutcome {
  published: string[];
  /** Banks not published because operators have a draft open: publishing would renumber theirs. */
  waiting: string[];
}

/** What stops a platform bank: version 1 the bank check of industry; later ones the full publication check. */
export function platformBankProblems(bank: PlatformBank): string[] {
  if (bank.reportContent) return checkBankVersion({ ...bank, reportContent: bank.reportContent });
  const problems = checkBank(bank.questions, bank.variants);
  const checked = scoringParametersSchema.safeParse(bank.parameters);
  if (!checked.success) problems.push(...checked.error.issues.map((issue) => `parameters: ${issue.message}`));
  return problems;
}

/**
 * Reference data every deployment needs, production included: each platform bank not yet in the
 * database is published as the next version, so a new deployment starts on the newest and an existing
 * one gets it beside what its operators published. Restarts change nothing. While an operators' draft
 * is open the new bank waits (the draft holds the next number), and start-up says so.
 */
export async function seedAssessmentBank(db: Database, banks: readonly PlatformBank[] = PLATFORM_BANKS) {
  const outcome: BankSeedOutcome = { published: [], waiting: [] };
  for (const bank of banks) {
    if (await hasSeededBank(db, bank.seedKey)) continue;
    const problems = platformBankProblems(bank);
    if (problems.length > 0) throw new BankSeedError(bank.seedKey, problems);
    if ((await findDraftNumber(db)) !== null) {
      outcome.waiting.push(bank.seedKey);
      break;
    }
    const { seedKey, questions, parameters, reportContent } = bank;
    const version = await nextVersionNumber(db);
    // Two instances starting at once: the second insert does nothing (version and seed key are unique).
    const parsed = scoringParametersSchema.parse(parameters);
    if (await insertPublishedVersion(db, { version, seedKey, questions, parameters: parsed, reportContent })) {
      outcome.published.push(seedKey);
    }
  }
  return outcome;
}
