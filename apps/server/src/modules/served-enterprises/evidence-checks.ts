import { type FilePurpose, isFileId, SERVICE_MESSAGES as m } from '@dtmm/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { AppError } from '../../plugins/errors';
import { files } from '../files/files.table';
import type { Evidence } from './served-enterprises.repository';

/**
 * Evidence is the provider's own uploads of the right purpose: site photos (`sitePhoto`: jpg/png
 * ≤ 5 MB, location metadata stripped) and one assessment report (`report`: a PDF ≤ 20 MB). The
 * upload route enforced those rules when each file arrived; here only whose and which kind it is.
 * The counts (5 photos, 1 report) are the input schema's.
 */
export async function checkedEvidence(
  db: Queryable,
  providerId: number,
  input: { sitePhotos: string[]; assessmentReport: string[] },
): Promise<Evidence> {
  const ids = [...input.sitePhotos, ...input.assessmentReport];
  if (new Set(ids).size !== ids.length) throw AppError.badRequest(m.duplicateFile);
  await assertOwnUploads(db, providerId, input.sitePhotos, 'sitePhoto', m.sitePhotoFile);
  await assertOwnUploads(db, providerId, input.assessmentReport, 'report', m.reportFile);
  return { sitePhotoIds: input.sitePhotos, reportFileId: input.assessmentReport[0] ?? null };
}

/** Every id names a file the provider's members uploaded for `purpose`; another company's file is refused alike. */
async function assertOwnUploads(db: Queryable, providerId: number, ids: string[], purpose: FilePurpose, msg: string) {
  if (ids.length === 0) return;
  if (!ids.every(isFileId)) throw AppError.badRequest(msg);
  const own = await db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.ownerCompanyId, providerId), eq(files.purpose, purpose)));
  if (own.length !== ids.length) throw AppError.badRequest(msg);
}
