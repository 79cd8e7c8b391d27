import type { DcmmQuestionnaire } from '@dtmm/shared';
import type { Database } from '../../db/database';
import { countQuestionnaireVersions, insertPublishedQuestionnaire } from './dcmm.repository';
import { checkDcmmQuestionnaire } from './dcmm-questionnaire.check';
import { DCMM_QUESTIONNAIRE_V1 } from './dcmm-questionnaire.data';

/** Why the server refuses to start: the DCMM questionnaire it would publish fails its check. */
export class DcmmQuestionnaireSeedError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The DCMM questionnaire cannot be published as version 1 (fix apps/server/src/modules/dcmm/dcmm-questionnaire.data.ts):\n- ${problems.join('\n- ')}`,
    );
    this.name = 'DcmmQuestionnaireSeedError';
  }
}

/**
 * Reference data every deployment needs, like the diagnosis bank: when no DCMM questionnaire
 * version exists, version 1 is published. An existing one is left as it is, so restarts change nothing.
 */
export async function seedDcmmQuestionnaire(
  db: Database,
  questionnaire: DcmmQuestionnaire = DCMM_QUESTIONNAIRE_V1,
): Promise<boolean> {
  if ((await countQuestionnaireVersions(db)) > 0) return false;
  const problems = checkDcmmQuestionnaire(questionnaire);
  if (problems.length > 0) throw new DcmmQuestionnaireSeedError(problems);
  // Two instances starting at once: the second insert does nothing.
  return insertPublishedQuestionnaire(db, questionnaire);
}
