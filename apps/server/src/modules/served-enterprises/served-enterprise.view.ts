import {
  formatDateTime,
  maskPhone,
  RECORD_STATUSES,
  type ServedEnterpriseDetail,
  type ServedEnterpriseRow,
} from '@dtmm/shared';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { toFileInfo } from '../files/files.service';
import { files } from '../files/files.table';
import { industryName } from '../industries/industries.data';
import { areaText } from '../regions/regions.data';
import type { ServedRead, ServedRowRead } from './served-enterprises.repository';

const time = (at: Date | null) => (at ? formatDateTime(at) : '');
// Region names come one code at a time from areaText ('' for an unknown or missing code).

type IndustryCodes = { industryCategory: string | null; secondaryIndustry: string | null; industry: string | null };
/** The most specific industry the enterprise gave, by name ('' when none is known). */
const industryText = (c: IndustryCodes) =>
  industryName(c.industry) ?? industryName(c.secondaryIndustry) ?? industryName(c.industryCategory) ?? '';

/** The record's result, as the provider sees it: level and time only once the record is complete. */
function resultOf(record: { status: string; assessmentLevel: number; completedAt: Date | null }) {
  const complete = record.status === RECORD_STATUSES.completed;
  return {
    answer_assessmentLevel: complete ? record.assessmentLevel : 0,
    answer_completionTime: complete ? time(record.completedAt) : '',
  };
}

/** A row of the provider's list (assessment.md 3, service list row). */
export function servedRowOf(row: ServedRowRead): ServedEnterpriseRow {
  return {
    id: String(row.id),
    companyName: row.companyName,
    company_province: areaText(row.province),
    company_city: areaText(row.city),
    company_district: areaText(row.district),
    company_industry: industryText(row),
    company_companyType: row.companyType ?? '',
    ...resultOf({ status: row.recordStatus, assessmentLevel: row.assessmentLevel, completedAt: row.completedAt }),
    serviceStatus: row.serviceStatus,
    createTime: formatDateTime(row.startedAt),
  };
}

/** A row of the operators' list: the provider's row and the provider. */
export const adminServedRowOf = (row: ServedRowRead) => ({
  ...servedRowOf(row),
  serviceProviderId: row.providerId === null ? '' : String(row.providerId),
  serviceProviderName: row.providerName ?? '',
});

/** The evidence files in the order the provider chose (a file gone since is left out). */
async function evidenceFiles(db: Queryable, photoIds: string[], reportId: string | null) {
  const ids = [...photoIds, ...(reportId ? [reportId] : [])];
  const rows = ids.length === 0 ? [] : await db.select().from(files).where(inArray(files.id, ids));
  const byId = new Map(rows.map((row) => [row.id, toFileInfo(row)]));
  return {
    sitePhotoFiles: photoIds.flatMap((id) => byId.get(id) ?? []),
    assessmentReportFile: (reportId && byId.get(reportId)) || null,
  };
}

/**
 * The served enterprise of assessment.md 3 with its evidence files, for its provider and operators;
 * the enterprise's contact phone masked (neither's job needs the number: docs/compliance.md).
 */
export async function servedDetailOf(db: Queryable, read: ServedRead): Promise<ServedEnterpriseDetail> {
  const { served, record, company: c } = read;
  const complete = record.status === RECORD_STATUSES.completed;
  return {
    id: String(served.id),
    recordId: String(served.recordId),
    companyName: c.companyName,
    company_employee: c.employee ?? '',
    company_socialCreditCode: c.socialCreditCode,
    company_industry: industryText(c),
    company_companyType: c.companyType ?? '',
    company_annualRevenue: c.annualRevenue ?? '',
    company_legalRepresentative: c.legalRepresentative ?? '',
    company_contactPhone: c.contactPhone ? maskPhone(c.contactPhone) : '',
    company_province: areaText(c.province),
    company_city: areaText(c.city),
    company_district: areaText(c.district),
    company_licenseFilePath: c.licenseFileId ?? '',
    answer_totalScore: complete ? record.totalScore : null,
    ...resultOf(record),
    serviceStatus: read.serviceStatus,
    sitePhotos: served.sitePhotoIds.join(','),
    assessmentReport: served.reportFileId ?? '',
    ...(await evidenceFiles(db, served.sitePhotoIds, served.reportFileId)),
    serviceProviderId: record.serviceProviderId === null ? '' : String(record.serviceProviderId),
    serviceProviderName: read.providerName ?? '',
    updateTime: formatDateTime(served.updatedAt),
  };
}
