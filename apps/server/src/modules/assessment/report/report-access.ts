import { AppError } from '../../../plugins/errors';
import type { Principal } from '../../auth/principal';
import { assertCompleted, mayReadRecord } from '../assessment.policy';
import type { AssessmentRecordRow } from '../assessment.table';

export type CompletedRecord = AssessmentRecordRow & {
  result: NonNullable<AssessmentRecordRow['result']>;
  completedAt: Date;
};

/**
 * A report, its data and its PDF are read by the company's members, its 551 provider and operators
 * (issue 15); anyone else learns nothing of the record (404). Only a completed record has a report
 * (a withdrawn one no longer has).
 */
export function assertReadableCompleted(record: AssessmentRecordRow | null, asker: Principal): CompletedRecord {
  if (!record || !mayReadRecord(record, asker)) throw AppError.notFound();
  assertCompleted(record);
  return record;
}
