import {
  type AdminAssessmentItem,
  type AdminAssessmentListQuery,
  type AnswerType,
  formatDateTime,
  type RecordStatus,
} from '@dtmm/shared';
import type { AppContext } from '../../context';
import { assessmentLevelText } from '../exports/level-text';
import { industryName } from '../industries/industries.data';
import { assertProvinceCity } from '../insight/insight.service';
import { areaText } from '../regions/regions.data';
import { findRecordPage } from './admin-assessments.repository';

type Row = Awaited<ReturnType<typeof findRecordPage>>['rows'][number];

const time = (at: Date | null) => (at ? formatDateTime(at) : null);

/** A row as the list (and its export) shows it: names for the codes, China times, the level in words. */
export function toAssessmentItem(row: Row): AdminAssessmentItem {
  return {
    id: String(row.id),
    companyId: String(row.companyId),
    companyName: row.companyName,
    socialCreditCode: row.socialCreditCode,
    cityCode: row.city,
    cityName: areaText(row.city) || '-',
    industryCode: row.industryCategory,
    industryName: industryName(row.industryCategory) ?? '-',
    answerType: row.answerType as AnswerType,
    assessmentType: row.assessmentType,
    status: row.status as RecordStatus,
    levelText: row.completedAt ? assessmentLevelText(row.assessmentLevel) : '-',
    digitalTransformationLevel: row.digitalTransformationLevel,
    totalScore: row.totalScore,
    createTime: formatDateTime(row.createdAt),
    completedTime: time(row.completedAt),
    withdrawnTime: time(row.withdrawnAt),
    withdrawReason: row.withdrawReason,
  };
}

/** One page of the province's assessment records for an operator (评估记录). */
export async function listAssessmentRecords(ctx: AppContext, query: AdminAssessmentListQuery) {
  assertProvinceCity(ctx, query.cityCode);
  const { rows, total } = await findRecordPage(ctx.db, query);
  return { items: rows.map(toAssessmentItem), total };
}
