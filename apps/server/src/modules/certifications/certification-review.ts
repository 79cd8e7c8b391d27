import type { CertificationQueueItem, CertificationReview, CertificationStatus } from '@dtmm/shared';
import { CERTIFICATION_STATUS, formatDateTime, maskPhone, PII_MESSAGES, revealOr } from '@dtmm/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../plugins/errors';
import { recordPiiRead, type UnmaskingReader, userSubject } from '../audit/pii-reads';
import { industryPath } from '../industries/industries.data';
import { areaText } from '../regions/regions.data';
import {
  findApplicant,
  findCompetingRequests,
  findEvents,
  findRequest,
  type findRequestPage,
} from './certifications.repository';

const time = (d: Date | null) => (d ? formatDateTime(d) : null);
const idText = (id: number | null) => (id === null ? null : String(id));
/** A payload field as text (the payload is the applicant's JSON). */
const field = (payload: Record<string, unknown>, key: string) =>
  typeof payload[key] === 'string' ? (payload[key] as string) : null;

type QueueRow = Awaited<ReturnType<typeof findRequestPage>>['rows'][number];

/** One row of the operators' queue as the contract spells it. */
export const toQueueItem = (row: QueueRow): CertificationQueueItem => ({
  ...row,
  id: String(row.id),
  status: row.status as CertificationStatus,
  companyId: idText(row.companyId),
  applicantUserId: String(row.applicantUserId),
  submittedAt: formatDateTime(row.submittedAt),
  decidedAt: time(row.decidedAt),
});

/**
 * A request with its applicant, the names of its coded area and industry, and its history. The
 * applicant's and the contact's phones are masked unless a reviewer asks for them in full
 * (`unmasking`), which only a request under review allows and which is audited.
 */
export async function getReview(
  db: Database,
  id: number,
  unmasking: UnmaskingReader | null,
): Promise<CertificationReview> {
  const row = await findRequest(db, id);
  if (!row) throw AppError.notFound();
  if (unmasking) {
    if (row.status !== CERTIFICATION_STATUS.underReview) throw AppError.badRequest(PII_MESSAGES.notUnderReview);
    await recordPiiRead(db, unmasking.request, {
      readerId: unmasking.readerId,
      objectType: 'certification',
      objectId: row.id,
      fields: ['phone'],
      subjects: [userSubject(row.applicantUserId), 'contact'],
    });
  }
  const reveal = unmasking !== null;
  const applicant = await findApplicant(db, row.applicantUserId);
  const events = await findEvents(db, row.id);
  const competing = row.status === 2 && row.creditCode ? await findCompetingRequests(db, row.creditCode, row.id) : [];
  const p = row.payload;
  return {
    id: String(row.id),
    certifyType: row.certifyType,
    status: row.status as CertificationStatus,
    companyId: idText(row.companyId),
    applicant: {
      id: String(row.applicantUserId),
      username: applicant?.username ?? '',
      phone: revealOr(applicant?.phone ?? '', reveal, maskPhone),
    },
    payload: {
      ...p,
      ...(typeof p.contactPhone === 'string' ? { contactPhone: revealOr(p.contactPhone, reveal, maskPhone) } : {}),
    },
    industryName: industryPath(field(p, 'industryCategory'), field(p, 'secondaryIndustry'), field(p, 'industry')),
    areaText: areaText(field(p, 'province'), field(p, 'city'), field(p, 'district')),
    licenseFileId: field(p, 'certificationDocuments'),
    creditCode: row.creditCode,
    rejectReason: row.rejectReason,
    submittedAt: formatDateTime(row.submittedAt),
    decidedAt: time(row.decidedAt),
    history: events.map((e) => ({ action: e.action, reason: e.reason, actor: e.actorName, at: formatDateTime(e.at) })),
    competing: competing.map((c) => ({
      id: String(c.id),
      companyName: field(c.payload, 'companyName') ?? '',
      applicant: c.applicant,
      submittedAt: formatDateTime(c.submittedAt),
    })),
  };
}
