import { type BankQuestion, type BankVersion, examMessages as em } from '@dtmm/shared';
import type { Database } from '../../db/database';
import { perDatabase } from '../../db/per-database';
import { AppError } from '../../plugins/errors';
import { findPublishedVersion } from './assessment.repository';

/** A published bank with its questions by id; versions never change, so each is loaded once per database. */
export interface LoadedBank {
  bank: BankVersion;
  byId: Map<string, BankQuestion>;
}
const banksOf = perDatabase(() => new Map<number, Promise<LoadedBank | null>>());

export async function loadBank(db: Database, version: number): Promise<LoadedBank> {
  const cache = banksOf(db);
  let loaded = cache.get(version);
  if (!loaded) {
    loaded = findPublishedVersion(db, version).then((bank) =>
      bank ? { bank, byId: new Map(bank.questions.map((question) => [question.id, question])) } : null,
    );
    cache.set(version, loaded);
    loaded.catch(() => cache.delete(version));
  }
  const bank = await loaded;
  if (!bank) {
    cache.delete(version);
    throw AppError.conflict(em.noBank);
  }
  return bank;
}
