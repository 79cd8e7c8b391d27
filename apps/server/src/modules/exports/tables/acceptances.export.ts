import {
  acceptanceQueueQuery,
  FORMAL_ASSESSMENT_TYPE_LABELS,
  FORMAL_STATUS_LABELS,
  type FormalAssessmentType,
  type FormalStatus,
  formatDateTime,
} from '@dtmm/shared';
import { and, count, eq } from 'drizzle-orm';
import { companies } from '../../companies/companies.table';
import { formalLevelTitle } from '../../formal-assessment/formal-application.view';
import { formalApplications as fa } from '../../formal-assessment/formal-applications.table';
import { APPLICATION_SORT, assessors, filtersOf } from '../../formal-assessment/formal-assessment.repository';
import { after, cursorOf, orderOf, type SortKey } from '../keyset';
import { defineExport } from '../table-export';

type Query = { sidx: keyof typeof APPLICATION_SORT; sord: 'asc' | 'desc' };
const keys = (q: Query): SortKey[] => [
  { by: APPLICATION_SORT[q.sidx], dir: q.sord },
  { by: fa.id, dir: 'desc' },
];
const time = (at: Date | null) => (at ? formatDateTime(at) : null);

/** The formal applications queue (GET /api/admin/acceptances). */
export const acceptancesExport = defineExport({
  table: 'acceptances',
  area: 'acceptances',
  query: acceptanceQueueQuery,
  async count(ctx, { status, assessmentType, keyword }) {
    const [counted] = await ctx.db
      .select({ total: count() })
      .from(fa)
      .innerJoin(companies, eq(companies.id, fa.companyId))
      .where(filtersOf({ status, assessmentType, keyword }));
    return counted?.total ?? 0;
  },
  async read(ctx, query, from, size) {
    const { status, assessmentType, keyword } = query;
    const order = keys(query);
    const rows = await ctx.db
      .select({
        companyName: companies.companyName,
        socialCreditCode: companies.socialCreditCode,
        assessmentType: fa.assessmentType,
        applicationLevel: fa.applicationLevel,
        status: fa.status,
        createdAt: fa.createdAt,
        scheduledDate: fa.scheduledDate,
        assessorName: assessors.companyName,
        resultLevel: fa.resultLevel,
        completedAt: fa.completedAt,
        cursor: cursorOf(order),
      })
      .from(fa)
      .innerJoin(companies, eq(companies.id, fa.companyId))
      .leftJoin(assessors, eq(assessors.id, fa.assessorCompanyId))
      .where(and(filtersOf({ status, assessmentType, keyword }), from ? after(order, from) : undefined))
      .orderBy(...orderOf(order))
      .limit(size);
    return rows.map((row) => ({ ...row, type: row.assessmentType as FormalAssessmentType }));
  },
  columns: [
    { header: '企业', width: 36, value: (row) => row.companyName },
    { header: '统一社会信用代码', width: 22, value: (row) => row.socialCreditCode },
    { header: '类型', width: 24, value: (row) => FORMAL_ASSESSMENT_TYPE_LABELS[row.type] },
    { header: '申请等级', width: 16, value: (row) => formalLevelTitle(row.type, row.applicationLevel) },
    { header: '状态', value: (row) => FORMAL_STATUS_LABELS[row.status as FormalStatus] ?? row.status },
    { header: '提交时间', width: 20, value: (row) => formatDateTime(row.createdAt) },
    { header: '评估日期', width: 14, value: (row) => row.scheduledDate },
    { header: '评估机构', width: 30, value: (row) => row.assessorName },
    {
      header: '评估结果',
      width: 16,
      value: (row) => (row.resultLevel === null ? null : formalLevelTitle(row.type, row.resultLevel)),
    },
    { header: '完成时间', width: 20, value: (row) => time(row.completedAt) },
  ],
});
