import { adminServedEnterpriseQuery, SERVICE_STATUS_LABELS } from '@dtmm/shared';
import { and, count } from 'drizzle-orm';
import { adminServedRowOf } from '../../served-enterprises/served-enterprise.view';
import {
  rowColumns,
  SERVED_SORT,
  servedWhere,
  withJoins,
} from '../../served-enterprises/served-enterprises.repository';
import { adminServedFilters } from '../../served-enterprises/served-enterprises.service';
import { servedEnterprises as served } from '../../served-enterprises/served-enterprises.table';
import { after, cursorOf, orderOf, type SortKey } from '../keyset';
import { assessmentLevelText } from '../level-text';
import { defineExport, orDash } from '../table-export';

type Query = { sidx: keyof typeof SERVED_SORT; sord: 'asc' | 'desc' };
// The list puts records without a time last in either direction.
const keys = (q: Query): SortKey[] => [
  { by: SERVED_SORT[q.sidx], dir: q.sord, nulls: 'last' },
  { by: served.id, dir: 'desc' },
];

/** Every provider's served enterprises in the 551 topic (GET /api/admin/served-enterprises). */
export const servedEnterprisesExport = defineExport({
  table: 'served-enterprises',
  area: 'topic551',
  query: adminServedEnterpriseQuery,
  async count(ctx, query) {
    const where = servedWhere(adminServedFilters(query));
    const [counted] = await withJoins(ctx.db.select({ total: count() }).from(served).$dynamic()).where(where);
    return counted?.total ?? 0;
  },
  async read(ctx, query, from, size) {
    const order = keys(query);
    const rows = await withJoins(
      ctx.db
        .select({ ...rowColumns, cursor: cursorOf(order) })
        .from(served)
        .$dynamic(),
    )
      .where(and(servedWhere(adminServedFilters(query)), from ? after(order, from) : undefined))
      .orderBy(...orderOf(order))
      .limit(size);
    return rows.map(({ cursor, ...row }) => ({ ...adminServedRowOf(row), cursor }));
  },
  columns: [
    { header: '服务商', width: 30, value: (row) => row.serviceProviderName },
    { header: '企业名称', width: 36, value: (row) => row.companyName },
    {
      header: '所在地区',
      width: 24,
      value: (row) => orDash([row.company_province, row.company_city, row.company_district].filter(Boolean).join(' ')),
    },
    { header: '所属行业', width: 30, value: (row) => row.company_industry },
    { header: '评估等级', width: 16, value: (row) => assessmentLevelText(row.answer_assessmentLevel) },
    { header: '完成时间', width: 20, value: (row) => orDash(row.answer_completionTime) },
    { header: '服务状态', value: (row) => SERVICE_STATUS_LABELS[row.serviceStatus] },
    { header: '开始时间', width: 20, value: (row) => row.createTime },
  ],
});
