import { examMessages as em, RECORD_STATUSES } from '@dtmm/shared';
import { AppError } from '../../../plugins/errors';
import type { Principal } from '../../auth/principal';
import { mayReadRecord } from '../assessment.policy';
import type { AssessmentRecordRow } from '../assessment.table';

export type CompletedRecord = AssessmentRecordRow & {
  result: NonNullable<AssessmentRecordRow['result']>;
  completedAt: Date;
};

/**
 * A report, its data and its PDF are read by the company's members, its 551 provider and operators
 * (issue 15); anyone else learns nothing of the record (404). Only a completed record has a report.
 */
export function assertReadableCompleted(record: AssessmentRecordRow | null, asker: Principal): CompletedRecord {
  if (!record || !mayReadRecord(record, asker)) throw AppError.notFound();
  if (record.status !== RECORD_STATUSES.completed || !record.result || !record.completedAt) {
    throw AppError.badRequest(em.notCompleted);
  }
  return record as CompletedRecord;
}
