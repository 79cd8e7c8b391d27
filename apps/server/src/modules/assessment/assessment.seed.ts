import {
  type BankQuestion,
  checkBank,
  DEFAULT_SCORING_PARAMETERS,
  type ScoringParameters,
  scoringParametersSchema,
} from '@dtmm/shared';
import type { Database } from '../../db/database';
import { countBankVersions, insertPublishedVersion } from './assessment.repository';
import { BANK_QUESTIONS } from './bank/bank.data';

/** Why the server refuses to start: the bank it would publish fails checkBank or its parameters are invalid. */
export class BankSeedError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The question bank cannot be published as version 1 (fix apps/server/src/modules/assessment/bank, see npm run bank:check):\n- ${problems.join('\n- ')}`,
    );
    this.name = 'BankSeedError';
  }
}

/**
 * Reference data every deployment needs, production included: when no bank version exists, the
 * original bank is published as version 1 with the default parameters. An existing bank (seeded
 * before, or published by operators) is left as it is, so restarts change nothing.
 */
export async function seedAssessmentBank(
  db: Database,
  questions: BankQuestion[] = BANK_QUESTIONS,
  parameters: ScoringParameters = DEFAULT_SCORING_PARAMETERS,
): Promise<boolean> {
  if ((await countBankVersions(db)) > 0) return false;
  const problems = checkBank(questions);
  const checked = scoringParametersSchema.safeParse(parameters);
  if (!checked.success) problems.push(...checked.error.issues.map((issue) => `parameters: ${issue.message}`));
  if (problems.length > 0) throw new BankSeedError(problems);
  // Two instances starting at once: the second insert does nothing.
  return insertPublishedVersion(db, { version: 1, questions, parameters: checked.data ?? parameters });
}
