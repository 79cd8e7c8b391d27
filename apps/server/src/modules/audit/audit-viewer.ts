import { type AuditEntryItem, type AuditListQuery, type AuditRowItem, formatDateTime } from '@dtmm/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../plugins/errors';
import { findAuditEntry, findAuditPage } from './audit.repository';

type Found = Awaited<ReturnType<typeof findAuditPage>>['rows'][number];

const itemOf = ({ id, userId, createdAt, ...row }: Found): AuditRowItem => ({
  ...row,
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
