import { type FilePurpose, FORMAL_EVIDENCE_PER_INDICATOR, isFileId, FORMAL_MESSAGES as m } from '@dtmm/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { AppError } from '../../plugins/errors';
import { files } from '../files/files.table';
import type { EvidenceIndicator } from './self-assessment';

/**
 * Evidence is a company's own site photos (jpg/png ≤ 5 MB) and report PDFs (≤ 20 MB): the upload
 * purposes whose rules are assessment.md 5's, checked when the file was uploaded.
 */
const EVIDENCE_PURPOSES: FilePurpose[] = ['sitePhoto', 'report'];

export interface EvidenceItem {
  indicatorId: string;
  fileId: string;
}

/** The files per indicator (entries naming one indicator twice are merged), at most 5 each. */
function perIndicator(evidence: { indicatorId: string; fileIds: string[] }[], indicators: EvidenceIndicator[]) {
  const known = new Set(indicators.map((indicator) => indicator.id));
  const grouped = new Map<string, string[]>();
  for (const item of evidence) {
    if (!known.has(item.indicatorId)) throw AppError.badRequest(m.evidenceIndicator);
    const fileIds = [...(grouped.get(item.indicatorId) ?? []), ...item.fileIds.map((id) => id.toLowerCase())];
    if (fileIds.length > FORMAL_EVIDENCE_PER_INDICATOR) throw AppError.badRequest(m.evidenceCount);
    grouped.set(item.indicatorId, fileIds);
  }
  return [...grouped].flatMap(([indicatorId, fileIds]) => fileIds.map((fileId) => ({ indicatorId, fileId })));
}

/**
 * The evidence as it may be stored: each indicator one the form offers, each file an evidence
 * upload of the company itself (a member's upload is the company's), none attached twice.
 */
export async function checkedEvidence(
  db: Queryable,
  companyId: number,
  evidence: { indicatorId: string; fileIds: string[] }[],
  indicators: EvidenceIndicator[],
): Promise<EvidenceItem[]> {
  const items = perIndicator(evidence, indicators);
  const ids = items.map((item) => item.fileId);
  if (ids.length === 0) return [];
  if (new Set(ids).size !== ids.length) throw AppError.badRequest(m.evidenceDuplicate);
  if (!ids.every(isFileId)) throw AppError.badRequest(m.evidenceFile);
  const own = await db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.ownerCompanyId, companyId), inArray(files.purpose, EVIDENCE_PURPOSES)));
  if (own.length !== ids.length) throw AppError.badRequest(m.evidenceFile);
  return items;
}
