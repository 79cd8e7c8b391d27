import {
  adminCompanyListQuery,
  CERTIFICATION_STATUS_LABELS,
  type CertificationStatus,
  formatDateTime,
} from '@dtmm/shared';
import { and, count } from 'drizzle-orm';
import { COMPANY_SORT, companyFilter, companySummary } from '../../admin-users/admin-users.repository';
import { companies } from '../../companies/companies.table';
import { after, cursorOf, orderOf, type SortKey } from '../keyset';
import { defineExport } from '../table-export';

type Query = { sidx: keyof typeof COMPANY_SORT; sord: 'asc' | 'desc' };
const keys = (q: Query): SortKey[] => [
  { by: COMPANY_SORT[q.sidx], dir: q.sord },
  { by: companies.id, dir: q.sord },
];

/** A company's 0 is "none or rejected": the list says 未认证 (portal.md 4.2). */
const certified = (status: number) =>
  status === 0 ? '未认证' : (CERTIFICATION_STATUS_LABELS[status as CertificationStatus] ?? String(status));

/** The companies register (GET /api/admin/companies). */
export const companiesExport = defineExport({
  table: 'companies',
  area: 'companies',
  query: adminCompanyListQuery,
  async count(ctx, query) {
    const [counted] = await ctx.db.select({ total: count() }).from(companies).where(companyFilter(query));
    return counted?.total ?? 0;
  },
  read(ctx, query, from, size) {
    const order = keys(query);
    return ctx.db
      .select({ ...companySummary, cursor: cursorOf(order) })
      .from(companies)
      .where(and(companyFilter(query), from ? after(order, from) : undefined))
      .orderBy(...orderOf(order))
      .limit(size);
  },
  columns: [
    { header: '企业名称', width: 36, value: (row) => row.companyName },
    { header: '统一社会信用代码', width: 22, value: (row) => row.socialCreditCode },
    { header: '企业认证', value: (row) => certified(row.certificationStatus) },
    { header: '服务商认证', value: (row) => certified(row.providerStatus) },
    { header: '成员数', value: (row) => row.memberCount },
    { header: '创建时间', width: 20, value: (row) => formatDateTime(row.createdAt) },
  ],
});
