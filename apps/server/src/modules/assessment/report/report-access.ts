import { examMessages as em, RECORD_STATUSES } from '@dtmm/shared';
import type { Queryable } from '../../../db/database';
import { AppError } from '../../../plugins/errors';
import type { Principal } from '../../auth/principal';
import { mayReadRecord } from '../assessment.policy';
import { findRecord } from '../assessment.repository';
import type { AssessmentRecordRow } from '../assessment.table';

/**
 * A report, its data and its PDF are read by the company's members, its 551 provider and operators
 * (issue 15); anyone else learns nothing of the record (404). Only a completed record has a report.
 */
export async function findReadableCompletedRecord(db: Queryable, asker: Principal, id: number) {
  return assertReadableCompleted(await findRecord(db, id), asker);
}

export type CompletedRecord = AssessmentRecordRow & {
  result: NonNullable<AssessmentRecordRow['result']>;
  completedAt: Date;
};

/** The same rule on a record already read. */
export function assertReadableCompleted(record: AssessmentRecordRow | null, asker: Principal): CompletedRecord {
  if (!record || !mayReadRecord(record, asker)) throw AppError.notFound();
  if (record.status !== RECORD_STATUSES.completed || !record.result || !record.completedAt) {
    throw AppError.badRequest(em.notCompleted);
  }
  return record as CompletedRecord;
}
