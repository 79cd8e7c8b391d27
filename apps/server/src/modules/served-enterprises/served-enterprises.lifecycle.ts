import { ANSWER_TYPES, SERVICE_MESSAGES } from '@dtmm/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { AppError } from '../../plugins/errors';
import { type AssessmentRecordRow, assessmentRecords } from '../assessment/assessment.table';
import { servedEnterprises } from './served-enterprises.table';

/**
 * The two moments the assessment's own flows touch a served enterprise: when a record starts and
 * when the enterprise deletes one. Everything else about the relation is this module's.
 */

type StartedRecord = Pick<AssessmentRecordRow, 'id' | 'answerType' | 'serviceProviderId' | 'createdAt'>;

/**
 * A 551 record started with a provider makes the enterprise one of that provider's served
 * enterprises, in the transaction that inserts the record (createExam, and the demo seed): the row
 * carries no status, only the evidence to come. Any other record has none; answers the row's id.
 */
export async function startServedEnterprise(db: Queryable, record: StartedRecord): Promise<number | null> {
  if (record.answerType !== ANSWER_TYPES.topic551 || record.serviceProviderId === null) return null;
  const [row] = await db
    .insert(servedEnterprises)
    .values({ recordId: record.id, createdAt: record.createdAt, updatedAt: record.createdAt })
    .returning({ id: servedEnterprises.id });
  if (!row) throw new Error('served enterprise not inserted');
  return row.id;
}

const hasEvidence = () =>
  sql<boolean>`(cardinality(${servedEnterprises.sitePhotoIds}) > 0 or ${servedEnterprises.reportFileId} is not null)`;

/**
 * Deleting a record also deletes its served row (cascade), which is harmless until the provider has
 * documented its work: a record whose served row holds site photos or a report stays. Checked in the
 * deleting transaction for the asker's own company only (anyone else's record is "not found" there),
 * with the served row locked: a provider's save in flight either lands first and is seen here, or
 * waits and then finds the row gone.
 */
export async function assertNoServiceEvidence(db: Queryable, recordId: number, companyId: number): Promise<void> {
  const [served] = await db
    .select({ hasEvidence: hasEvidence() })
    .from(servedEnterprises)
    .innerJoin(assessmentRecords, eq(assessmentRecords.id, servedEnterprises.recordId))
    .where(and(eq(servedEnterprises.recordId, recordId), eq(assessmentRecords.companyId, companyId)))
    .for('update', { of: servedEnterprises });
  if (served?.hasEvidence) throw AppError.conflict(SERVICE_MESSAGES.recordHasEvidence);
}
