import { AUDIT_RESULT_LABELS, auditListQuery, formatDateTime } from '@dtmm/shared';
import { and, count, eq } from 'drizzle-orm';
import { auditFilter, auditRowColumns } from '../../audit/audit.repository';
import { auditLog } from '../../audit/audit.table';
import { shownSubject } from '../../audit/audit-viewer';
import { users } from '../../users/users.table';
import { after, cursorOf, orderOf, type SortKey } from '../keyset';
import { defineExport } from '../table-export';

type Query = { sord: 'asc' | 'desc' };
// chain_seq is unique: it alone orders the rows; the id only breaks ties of rows written with the triggers off.
const keys = (q: Query): SortKey[] => [
  { by: auditLog.chainSeq, dir: q.sord },
  { by: auditLog.id, dir: q.sord },
];

/** The audit trail (GET /api/admin/audit), with the hash of each row so a copy can be checked later. */
export const auditExport = defineExport({
  table: 'audit',
  area: 'audit',
  query: auditListQuery,
  async count(ctx, query) {
    const [counted] = await ctx.db.select({ total: count() }).from(auditLog).where(auditFilter(ctx.db, query));
    return counted?.total ?? 0;
  },
  read(ctx, query, from, size) {
    const order = keys(query);
    return ctx.db
      .select({ ...auditRowColumns, hash: auditLog.hash, cursor: cursorOf(order) })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(and(auditFilter(ctx.db, query), from ? after(order, from) : undefined))
      .orderBy(...orderOf(order))
      .limit(size);
  },
  columns: [
    { header: '序号', value: (row) => row.chainSeq },
    { header: '时间', width: 20, value: (row) => formatDateTime(row.createdAt) },
    { header: '操作人', width: 16, value: (row) => row.actor ?? '' },
    { header: '操作类型', width: 26, value: (row) => row.action },
    { header: '对象类型', width: 18, value: (row) => row.objectType ?? '' },
    { header: '对象ID', value: (row) => row.objectId ?? '' },
    { header: '结果', value: (row) => AUDIT_RESULT_LABELS[row.result] },
    { header: '涉及账号', width: 16, value: (row) => shownSubject(row.subject) ?? '' },
    { header: 'IP', width: 16, value: (row) => row.ip ?? '' },
    { header: '详情', width: 50, value: (row) => (row.detail ? JSON.stringify(row.detail) : '') },
    { header: '本行哈希', width: 66, value: (row) => row.hash ?? '' },
  ],
});
