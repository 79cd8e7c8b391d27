import {
  ANSWER_TYPE_LABELS,
  type AnswerType,
  ASSESSMENT_TYPES,
  assessmentExportQuery,
  formatDateTime,
  RECORD_STATUS_LABELS,
  type RecordStatus,
} from '@dtmm/shared';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { inChinaYear } from '../../../lib/sql';
import { assessmentRecords as records } from '../../assessment/assessment.table';
import { companies } from '../../companies/companies.table';
import { industryName } from '../../industries/industries.data';
import { areaText } from '../../regions/regions.data';
import { after, cursorOf, orderOf, type SortKey } from '../keyset';
import { assessmentLevelText } from '../level-text';
import { defineExport, orDash } from '../table-export';

type Query = z.output<typeof assessmentExportQuery>;

/** The records an operator's filter finds: the year they started (China time), the company's city and industry. */
function recordFilter(q: Query) {
  return and(
    q.year === undefined ? undefined : inChinaYear(records.createdAt, q.year),
    q.cityCode ? eq(companies.city, q.cityCode) : undefined,
    q.industryCode ? eq(companies.industryCategory, q.industryCode) : undefined,
    q.status ? eq(records.status, q.status) : undefined,
  );
}

const keys: SortKey[] = [
  { by: records.createdAt, dir: 'desc' },
  { by: records.id, dir: 'desc' },
];
const time = (at: Date | null) => (at ? formatDateTime(at) : null);
const statusLabel = (status: string) => RECORD_STATUS_LABELS[status as RecordStatus] ?? status;

/**
 * Every self-assessment record, in progress, completed or withdrawn, with its company, once complete its
 * scores, and a withdrawal's time and reason (operators keep what the verification page does not say).
 */
export const assessmentsExport = defineExport({
  table: 'assessments',
  area: 'dashboard',
  query: assessmentExportQuery,
  async count(ctx, query) {
    const [counted] = await ctx.db
      .select({ total: count() })
      .from(records)
      .innerJoin(companies, eq(companies.id, records.companyId))
      .where(recordFilter(query));
    return counted?.total ?? 0;
  },
  read(ctx, query, from, size) {
    return ctx.db
      .select({
        companyName: companies.companyName,
        socialCreditCode: companies.socialCreditCode,
        city: companies.city,
        industryCategory: companies.industryCategory,
        answerType: records.answerType,
        assessmentType: records.assessmentType,
        status: records.status,
        assessmentLevel: records.assessmentLevel,
        digitalTransformationLevel: records.digitalTransformationLevel,
        totalScore: records.totalScore,
        createdAt: records.createdAt,
        completedAt: records.completedAt,
        withdrawnAt: records.withdrawnAt,
        withdrawReason: records.withdrawReason,
        cursor: cursorOf(keys),
      })
      .from(records)
      .innerJoin(companies, eq(companies.id, records.companyId))
      .where(and(recordFilter(query), from ? after(keys, from) : undefined))
      .orderBy(...orderOf(keys))
      .limit(size);
  },
  columns: [
    { header: '企业名称', width: 36, value: (row) => row.companyName },
    { header: '统一社会信用代码', width: 22, value: (row) => row.socialCreditCode },
    { header: '所在城市', value: (row) => orDash(areaText(row.city)) },
    { header: '行业门类', width: 24, value: (row) => orDash(industryName(row.industryCategory)) },
    {
      header: '评估类型',
      width: 22,
      value: (row) => ANSWER_TYPE_LABELS[row.answerType as AnswerType] ?? row.answerType,
    },
    { header: '企业类型', value: (row) => (row.assessmentType === ASSESSMENT_TYPES.group ? '集团' : '非集团') },
    { header: '评估状态', value: (row) => statusLabel(row.status) },
    {
      header: '评估等级',
      width: 16,
      value: (row) => (row.completedAt ? assessmentLevelText(row.assessmentLevel) : '-'),
    },
    { header: '转型等级', value: (row) => row.digitalTransformationLevel },
    { header: '总分', value: (row) => row.totalScore },
    { header: '开始时间', width: 20, value: (row) => formatDateTime(row.createdAt) },
    { header: '完成时间', width: 20, value: (row) => time(row.completedAt) },
    { header: '撤回时间', width: 20, value: (row) => time(row.withdrawnAt) },
    { header: '撤回原因', width: 36, value: (row) => row.withdrawReason },
  ],
});
