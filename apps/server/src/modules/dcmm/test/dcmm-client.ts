import type { DcmmPartyType, DcmmQuestion } from '@dtmm/shared';
import type { Queryable } from '../../../db/database';
import { insertDcmmRecord } from '../dcmm.repository';
import { type DcmmAnswers, dcmmLevelOf } from '../dcmm-level';
import { DCMM_QUESTIONNAIRE_V1 } from '../dcmm-questionnaire.data';

/** Every item of version 1 answered with `option` (A by default: no gate item answered D). */
export const answerAll = (option = 'A', questions: readonly DcmmQuestion[] = DCMM_QUESTIONNAIRE_V1.questions) =>
  Object.fromEntries(questions.map((question) => [question.id, [option]])) as DcmmAnswers;

/** A self-check with every area of version 1 at `level`. */
export const capabilityAt = (level: number) =>
  Object.fromEntries(DCMM_QUESTIONNAIRE_V1.capabilityAreas.map((area) => [area.id, level]));

/** A submitted record of the company (every item A: level 2), written straight to the table; answers its id. */
export async function plantDcmmRecord(
  db: Queryable,
  companyId: number,
  partyType: DcmmPartyType = 'A',
  submittedAt = new Date(),
): Promise<string> {
  const answers = answerAll();
  const row = await insertDcmmRecord(db, {
    companyId,
    partyType,
    questionnaireVersion: DCMM_QUESTIONNAIRE_V1.version,
    answers,
    level: dcmmLevelOf(DCMM_QUESTIONNAIRE_V1.questions, partyType, answers),
    capability: capabilityAt(3),
    submittedBy: null,
    submittedAt,
  });
  return String(row.id);
}
