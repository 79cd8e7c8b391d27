import type { FilePurpose } from '@dtmm/shared';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { assessmentRecords } from '../assessment/assessment.table';
import { companies } from '../companies/companies.table';
import type { FileReader } from '../files/files.policy';
import { servedEnterprises } from './served-enterprises.table';

/**
 * Who may read a private file because of a 551 service, beyond the file policy's own rules (owner
 * company, uploader, operators), which need no lookup:
 * - the provider serving an enterprise reads that enterprise's business licence (the detail shows it);
 * - the served enterprise's members read the site photos and the report on their served row.
 * The files module asks only when its own rules refused, and only for these purposes.
 */
const GRANTS: Partial<Record<FilePurpose, (db: Queryable, fileId: string, companyId: number) => Promise<boolean>>> = {
  license: servesLicenceOwner,
  sitePhoto: documentsReader,
  report: documentsReader,
};

export async function mayReadAsServed(
  db: Queryable,
  file: { id: string; purpose: string },
  reader: FileReader | null,
): Promise<boolean> {
  const grant = GRANTS[file.purpose as FilePurpose];
  if (!grant || !reader || reader.companyId === null) return false;
  return grant(db, file.id, reader.companyId);
}

/** The file is the licence of an enterprise the reader's company serves. */
async function servesLicenceOwner(db: Queryable, fileId: string, providerId: number) {
  const [row] = await db
    .select({ id: servedEnterprises.id })
    .from(servedEnterprises)
    .innerJoin(assessmentRecords, eq(assessmentRecords.id, servedEnterprises.recordId))
    .innerJoin(companies, eq(companies.id, assessmentRecords.companyId))
    .where(and(eq(assessmentRecords.serviceProviderId, providerId), eq(companies.licenseFileId, fileId)))
    .limit(1);
  return row !== undefined;
}

/** The file is a site photo or the report on a served row of the reader's company. */
async function documentsReader(db: Queryable, fileId: string, enterpriseId: number) {
  const [row] = await db
    .select({ id: servedEnterprises.id })
    .from(servedEnterprises)
    .innerJoin(assessmentRecords, eq(assessmentRecords.id, servedEnterprises.recordId))
    .where(
      and(
        eq(assessmentRecords.companyId, enterpriseId),
        or(eq(servedEnterprises.reportFileId, fileId), sql`${fileId}::uuid = any(${servedEnterprises.sitePhotoIds})`),
      ),
    )
    .limit(1);
  return row !== undefined;
}
