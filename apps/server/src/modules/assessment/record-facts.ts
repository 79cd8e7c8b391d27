import type { Database } from '../../db/database';
import { perDatabase } from '../../db/per-database';
import { findRecord } from './assessment.repository';
import type { AssessmentRecordRow } from './assessment.table';

/** What never changes about a record once it exists: whose it is, its bank version, variant and cropping. */
export type RecordFacts = Pick<
  AssessmentRecordRow,
  'id' | 'companyId' | 'serviceProviderId' | 'bankVersion' | 'croppedIndicatorIds' | 'industryGroup'
>;

/** Enough for every record being answered at once in a province; the oldest entry makes room. */
const MAX_CACHED = 20_000;
const factsOf = perDatabase(() => new Map<number, RecordFacts>());

/**
 * A record's immutable facts, read once per process and database: a click's save then needs no read
 * before its one statement, which itself checks what does change (status, level) as it writes.
 * Record ids are never reused, so an entry of a deleted record only leads to a save that stores
 * nothing, which the caller then explains.
 */
export async function recordFactsOf(db: Database, id: number): Promise<RecordFacts | null> {
  const facts = factsOf(db);
  const hit = facts.get(id);
  if (hit) return hit;
  const row = await findRecord(db, id);
  if (!row) return null;
  const { companyId, serviceProviderId, bankVersion, croppedIndicatorIds, industryGroup } = row;
  if (facts.size >= MAX_CACHED) facts.delete(facts.keys().next().value as number);
  const fresh = { id, companyId, serviceProviderId, bankVersion, croppedIndicatorIds, industryGroup };
  facts.set(id, fresh);
  return fresh;
}
