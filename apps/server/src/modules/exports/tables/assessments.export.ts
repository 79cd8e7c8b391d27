import { ANSWER_TYPE_LABELS, ASSESSMENT_TYPES, adminAssessmentListQuery, RECORD_STATUS_LABELS } from '@dtmm/shared';
import { and, count, eq } from 'drizzle-orm';
import { recordFilter, recordOrder, recordRowColumns } from '../../admin-assessments/admin-assessments.repository';
import { toAssessmentItem } from '../../admin-assessments/admin-assessments.service';
import { assessmentRecords as records } from '../../assessment/assessment.table';
import { companies } from '../../companies/companies.table';
import { after, cursorOf, orderOf } from '../keyset';
import { defineExport } from '../table-export';

/**
 * The list of assessment records (GET /api/admin/assessments) with its filters and order: every record,
 * in progress, completed or withdrawn, with its company, once complete its scores, and a withdrawal's
 * time and reason (operators keep what the verification page does not say).
 */
export const assessmentsExport = defineExport({
  table: 'assessments',
  area: 'dashboard',
  query: adminAssessmentListQuery,
  async count(ctx, query) {
    const [counted] = await ctx.db.select({ total: count() }).from(records).where(recordFilter(query));
    return counted?.total ?? 0;
  },
  async read(ctx, query, from, size) {
    const order = recordOrder(query);
    const rows = await ctx.db
      .select({ ...recordRowColumns, cursor: cursorOf(order) })
      .from(records)
      .innerJoin(companies, eq(companies.id, records.companyId))
      .where(and(recordFilter(query), from ? after(order, from) : undefined))
      .orderBy(...orderOf(order))
      .limit(size);
    return rows.map(({ cursor, ...row }) => ({ ...toAssessmentItem(row), cursor }));
  },
  columns: [
    { header: '企业名称', width: 36, value: (row) => row.companyName },
    { header: '统一社会信用代码', width: 22, value: (row) => row.socialCreditCode },
    { header: '所在城市', value: (row) => row.cityName },
    { header: '行业门类', width: 24, value: (row) => row.industryName },
    { header: '评估类型', width: 22, value: (row) => ANSWER_TYPE_LABELS[row.answerType] },
    { header: '企业类型', value: (row) => (row.assessmentType === ASSESSMENT_TYPES.group ? '集团' : '非集团') },
    { header: '评估状态', value: (row) => RECORD_STATUS_LABELS[row.status] },
    { header: '评估等级', width: 16, value: (row) => row.levelText },
    { header: '转型等级', value: (row) => row.digitalTransformationLevel },
    { header: '总分', value: (row) => row.totalScore },
    { header: '开始时间', width: 20, value: (row) => row.createTime },
    { header: '完成时间', width: 20, value: (row) => row.completedTime },
    { header: '撤回时间', width: 20, value: (row) => row.withdrawnTime },
    { header: '撤回原因', width: 36, value: (row) => row.withdrawReason },
  ],
});
