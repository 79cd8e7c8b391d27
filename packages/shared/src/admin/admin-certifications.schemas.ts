import { z } from 'zod';
import { CERTIFICATION_ACTIONS } from '../certifications/certification.workflow';
import { CERTIFY_TYPES } from '../common/constants';
import { envelopeOf, pagedEnvelopeOf } from '../common/envelope.schemas';

const status = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** One row of the operators' review queue (GET /api/admin/certifications). */
export const certificationQueueItem = z.object({
  id: z.string(),
  certifyType: z.enum(CERTIFY_TYPES),
  status,
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  creditCode: z.string().nullable(),
  applicantUserId: z.string(),
  applicantName: z.string(),
  rejectReason: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type CertificationQueueItem = z.infer<typeof certificationQueueItem>;
export const certificationQueueAnswer = pagedEnvelopeOf(certificationQueueItem);

export const certificationHistoryEntry = z.object({
  action: z.enum(CERTIFICATION_ACTIONS),
  reason: z.string().nullable(),
  /** The acting user's name; null when that account is gone. */
  actor: z.string().nullable(),
  at: z.string(),
});
export type CertificationHistoryEntry = z.infer<typeof certificationHistoryEntry>;

/** A request as the reviewer sees it (GET /api/admin/certifications/{id}). */
export const certificationReview = z.object({
  id: z.string(),
  certifyType: z.enum(CERTIFY_TYPES),
  status,
  companyId: z.string().nullable(),
  applicant: z.object({ id: z.string(), username: z.string(), phone: z.string() }),
  /** The submitted fields of portal.md 3, as the applicant sent them (codes, not labels). */
  payload: z.record(z.string(), z.unknown()),
  /** Names of the payload's industry and area codes, which no dictionary holds. */
  industryName: z.string(),
  areaText: z.string(),
  licenseFileId: z.string().nullable(),
  creditCode: z.string().nullable(),
  rejectReason: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  history: z.array(certificationHistoryEntry),
  /** Other enterprise requests under review for the same credit code: the reviewer approves one. */
  competing: z.array(
    z.object({ id: z.string(), companyName: z.string(), applicant: z.string(), submittedAt: z.string() }),
  ),
});
export type CertificationReview = z.infer<typeof certificationReview>;
export const certificationReviewAnswer = envelopeOf(certificationReview);
