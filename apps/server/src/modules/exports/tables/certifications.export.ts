import { CERTIFICATION_STATUS_LABELS, certificationListQuery } from '@dtmm/shared';
import { and, count, eq } from 'drizzle-orm';
import { toQueueItem } from '../../certifications/certification-review';
import {
  CERTIFICATION_SORT,
  queueRowColumns,
  requestFilter,
  underReviewFirst,
} from '../../certifications/certifications.repository';
import { certificationRequests as r } from '../../certifications/certifications.table';
import { users } from '../../users/users.table';
import { after, cursorOf, orderOf, type SortKey } from '../keyset';
import { defineExport, orDash } from '../table-export';

type Query = { sidx: keyof typeof CERTIFICATION_SORT; sord: 'asc' | 'desc' };
// The queue's order: requests under review first, then the chosen column, then the newest id.
const keys = (q: Query): SortKey[] => [
  { by: underReviewFirst, dir: 'desc', type: 'boolean' },
  { by: CERTIFICATION_SORT[q.sidx], dir: q.sord },
  { by: r.id, dir: 'desc' },
];

/** The certification review queue (GET /api/admin/certifications). */
export const certificationsExport = defineExport({
  table: 'certifications',
  area: 'certifications',
  query: certificationListQuery,
  async count(ctx, query) {
    const [counted] = await ctx.db
      .select({ total: count() })
      .from(r)
      .innerJoin(users, eq(users.id, r.applicantUserId))
      .where(requestFilter(query));
    return counted?.total ?? 0;
  },
  async read(ctx, query, from, size) {
    const order = keys(query);
    const rows = await ctx.db
      .select({ ...queueRowColumns, cursor: cursorOf(order) })
      .from(r)
      .innerJoin(users, eq(users.id, r.applicantUserId))
      .where(and(requestFilter(query), from ? after(order, from) : undefined))
      .orderBy(...orderOf(order))
      .limit(size);
    return rows.map(({ cursor, ...row }) => ({ ...toQueueItem(row), cursor }));
  },
  columns: [
    { header: '企业名称', width: 36, value: (row) => row.companyName ?? '（未填写）' },
    { header: '认证类型', value: (row) => row.certifyType },
    { header: '统一社会信用代码', width: 22, value: (row) => orDash(row.creditCode) },
    { header: '申请人', width: 16, value: (row) => row.applicantName },
    { header: '提交时间', width: 20, value: (row) => row.submittedAt },
    { header: '状态', value: (row) => CERTIFICATION_STATUS_LABELS[row.status] },
    { header: '审核时间', width: 20, value: (row) => row.decidedAt },
    { header: '驳回原因', width: 40, value: (row) => row.rejectReason },
  ],
});
