import {
  type AuditEntryItem,
  type AuditListQuery,
  type AuditRowItem,
  formatDateTime,
  maskIfPersonal,
  revealOr,
} from '@dtmm/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../plugins/errors';
import { findAuditEntry, findAuditPage } from './audit.repository';

type Found = Awaited<ReturnType<typeof findAuditPage>>['rows'][number];

/**
 * A subject is what a person typed or named (a failed login's name may be a phone, an identity number
 * or an e-mail): shown masked when it is one (docs/compliance.md), the account itself being the actor.
 */
export const shownSubject = (subject: string | null) => revealOr(subject, false, maskIfPersonal);

const itemOf = ({ id, userId, createdAt, subject, ...row }: Found): AuditRowItem => ({
  ...row,
  subject: shownSubject(subject),
  id: String(id),
  actorId: userId === null ? null : String(userId),
  createTime: formatDateTime(createdAt),
});

/** GET /api/admin/audit: one page of the log, filtered. */
export async function listAudit(ctx: AppContext, query: AuditListQuery) {
  const { rows, total } = await findAuditPage(ctx.db, query);
  return { items: rows.map(itemOf), total };
}

/** GET /api/admin/audit/{id}: one row with its chain fields. */
export async function getAuditEntry(ctx: AppContext, id: number): Promise<AuditEntryItem> {
  const found = await findAuditEntry(ctx.db, id);
  if (!found) throw AppError.notFound();
  const { prevHash, hash, ...row } = found;
  return { ...itemOf(row), prevHash, hash };
}
