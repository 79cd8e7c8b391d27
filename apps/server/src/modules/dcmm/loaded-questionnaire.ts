import { type DcmmQuestionnaire, examMessages } from '@dtmm/shared';
import type { Database } from '../../db/database';
import { perDatabase } from '../../db/per-database';
import { AppError } from '../../plugins/errors';
import { findCurrentQuestionnaireVersion, findPublishedQuestionnaire } from './dcmm.repository';

/** Published versions never change, so each is loaded once per database (like the diagnosis bank). */
const questionnairesOf = perDatabase(() => new Map<number, Promise<DcmmQuestionnaire | null>>());

export async function loadQuestionnaire(db: Database, version: number): Promise<DcmmQuestionnaire> {
  const cache = questionnairesOf(db);
  let loaded = cache.get(version);
  if (!loaded) {
    loaded = findPublishedQuestionnaire(db, version);
    cache.set(version, loaded);
    loaded.catch(() => cache.delete(version));
  }
  const questionnaire = await loaded;
  if (!questionnaire) {
    cache.delete(version);
    throw AppError.conflict(examMessages.noBank);
  }
  return questionnaire;
}

/** The newest published version; each call asks which one is current (one indexed row). */
export async function currentQuestionnaire(db: Database): Promise<DcmmQuestionnaire> {
  const version = await findCurrentQuestionnaireVersion(db);
  if (version === null) throw AppError.conflict(examMessages.noBank);
  return loadQuestionnaire(db, version);
}
