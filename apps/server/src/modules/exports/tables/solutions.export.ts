import {
  adminSolutionListQuery,
  formatDateTime,
  maskPhone,
  SOLUTION_STATUS_LABELS,
  type SolutionStatus,
} from '@dtmm/shared';
import { and, eq } from 'drizzle-orm';
import { companies } from '../../companies/companies.table';
import { adminSolutionFilters } from '../../solutions/solutions.admin.routes';
import { filtersOf, SOLUTION_SORT } from '../../solutions/solutions.repository';
import { solutions as s } from '../../solutions/solutions.table';
import { after, cursorOf, orderOf, type SortKey } from '../keyset';
import { defineExport } from '../table-export';

type Query = { sidx: keyof typeof SOLUTION_SORT; sord: 'asc' | 'desc' };
const keys = (q: Query): SortKey[] => [
  { by: SOLUTION_SORT[q.sidx], dir: q.sord },
  { by: s.id, dir: 'desc' },
];
const SCENARIOS = 'company.service.category';

/** The solution review queue (GET /api/admin/solutions), scenarios in the dictionary's words. */
export const solutionsExport = defineExport({
  table: 'solutions',
  area: 'solutions',
  query: adminSolutionListQuery,
  count: (ctx, query) => ctx.db.$count(s, filtersOf(adminSolutionFilters(query))),
  async read(ctx, query, from, size) {
    const order = keys(query);
    const labels = new Map((await ctx.dictionaries.items(SCENARIOS)).map((item) => [item.value, item.label]));
    const rows = await ctx.db
      .select({
        solutionName: s.solutionName,
        companyName: companies.companyName,
        serviceCategory: s.serviceCategory,
        tableFlag: s.tableFlag,
        contactPerson: s.contactPerson,
        contactPhone: s.contactPhone,
        createdAt: s.createdAt,
        updatedAt: s.updatedAt,
        cursor: cursorOf(order),
      })
      .from(s)
      .innerJoin(companies, eq(companies.id, s.companyId))
      .where(and(filtersOf(adminSolutionFilters(query)), from ? after(order, from) : undefined))
      .orderBy(...orderOf(order))
      .limit(size);
    return rows.map(({ serviceCategory, ...row }) => ({
      ...row,
      scenarios: serviceCategory.map((code) => labels.get(code) ?? code).join('、'),
    }));
  },
  columns: [
    { header: '方案名称', width: 40, value: (row) => row.solutionName },
    { header: '服务商', width: 36, value: (row) => row.companyName },
    { header: '应用场景', width: 30, value: (row) => row.scenarios },
    { header: '状态', value: (row) => SOLUTION_STATUS_LABELS[row.tableFlag as SolutionStatus] ?? row.tableFlag },
    { header: '联系人', value: (row) => row.contactPerson },
    { header: '联系电话', width: 16, value: (row) => maskPhone(row.contactPhone) },
    { header: '创建时间', width: 20, value: (row) => formatDateTime(row.createdAt) },
    { header: '更新时间', width: 20, value: (row) => formatDateTime(row.updatedAt) },
  ],
});
