import {
  ANSWER_TYPES,
  BANK_VERSION_STATUSES,
  dcmmLevelName,
  evaluationTypeOf,
  FORMAL_ASSESSMENT_TYPES,
  type FormalAssessmentType,
  type FormalSelfAssessment,
  formatDateTime,
  INDICATOR_SYSTEM,
  type IndustryGroup,
  levelDescOf,
  RECORD_STATUSES,
  weakIndicatorsInOrder,
} from '@dtmm/shared';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { assessmentRecords } from '../assessment/assessment.table';
import { findReport } from '../assessment/report/report.repository';
import { dcmmQuestionnaireVersions, dcmmRecords } from '../dcmm/dcmm.table';

/**
 * The company's latest completed self-assessment of each formal type, as an application copies it
 * and as the operators' review shows it now: the diagnosis (or 551) record's frozen result with the
 * report's weak indicators, or the latest DCMM record with its capability self-check.
 */

export interface EvidenceIndicator {
  id: string;
  name: string;
  areaName: string;
}

/** The self-assessment with its first-level scores (the diagnosis' areas; DCMM's self-checked capability levels). */
export interface SelfAssessmentNow extends FormalSelfAssessment {
  areas: { id: string; name: string; score: number }[];
}

/** What the DCMM capability areas are called as a group, beside the diagnosis' first-level areas. */
export const DCMM_AREA_GROUP = '数据管理能力域';
/** A capability self-checked at this level or below is weak: it lacks even the managed level's practice. */
const DCMM_WEAK_LEVEL = 2;

/** The diagnosis' indicators, each with the variants assessed on it. */
const DIAGNOSIS_INDICATORS = INDICATOR_SYSTEM.flatMap((area) =>
  area.groups.flatMap((group) =>
    group.indicators.map((indicator) => ({
      evidence: { id: indicator.id, name: indicator.name, areaName: area.name } satisfies EvidenceIndicator,
      evaluationTypes: indicator.evaluationTypes,
    })),
  ),
);

async function latestDiagnosis(db: Queryable, companyId: number): Promise<SelfAssessmentNow | null> {
  const [row] = await db
    .select({
      id: assessmentRecords.id,
      bankVersion: assessmentRecords.bankVersion,
      result: assessmentRecords.result,
      completedAt: assessmentRecords.completedAt,
    })
    .from(assessmentRecords)
    .where(
      and(
        eq(assessmentRecords.companyId, companyId),
        eq(assessmentRecords.status, RECORD_STATUSES.completed),
        inArray(assessmentRecords.answerType, [ANSWER_TYPES.diagnosis, ANSWER_TYPES.topic551]),
        isNotNull(assessmentRecords.result),
        isNotNull(assessmentRecords.completedAt),
      ),
    )
    .orderBy(desc(assessmentRecords.completedAt), desc(assessmentRecords.id))
    .limit(1);
  if (!row?.result || !row.completedAt) return null;
  return {
    recordId: String(row.id),
    level: row.result.level,
    levelName: levelDescOf(row.result.level),
    totalScore: row.result.totalScore,
    completedAt: formatDateTime(row.completedAt),
    weakIndicators: await weakIndicatorsOf(db, row.id),
    areas: row.result.level1.map((area) => ({ id: area.id, name: area.name, score: area.score })),
  };
}

/**
 * The frozen report's weak indicators, in its priority order (issue 29 §3), so an application names what
 * the company's report named; none before the report is frozen (only records older than reports).
 */
async function weakIndicatorsOf(db: Queryable, recordId: number): Promise<EvidenceIndicator[]> {
  const report = await findReport(db, recordId);
  if (!report) return [];
  const areaNameOf = new Map(
    report.content.areas.flatMap((area) => area.indicators.map((indicator) => [indicator.id, area.name])),
  );
  return weakIndicatorsInOrder(report.content.areas).map((indicator) => ({
    id: indicator.id,
    name: indicator.name,
    areaName: areaNameOf.get(indicator.id) ?? '',
  }));
}

async function latestDcmm(db: Queryable, companyId: number): Promise<SelfAssessmentNow | null> {
  const [row] = await db
    .select({ record: dcmmRecords, capabilityAreas: dcmmQuestionnaireVersions.capabilityAreas })
    .from(dcmmRecords)
    .innerJoin(dcmmQuestionnaireVersions, eq(dcmmQuestionnaireVersions.version, dcmmRecords.questionnaireVersion))
    .where(eq(dcmmRecords.companyId, companyId))
    .orderBy(desc(dcmmRecords.submittedAt), desc(dcmmRecords.id))
    .limit(1);
  if (!row) return null;
  const { record } = row;
  const checked = row.capabilityAreas.flatMap((area) => {
    const level = record.capability?.[area.id];
    return level === undefined ? [] : [{ id: area.id, name: area.name, level }];
  });
  return {
    recordId: String(record.id),
    level: record.level,
    levelName: dcmmLevelName(record.level),
    totalScore: null,
    completedAt: formatDateTime(record.submittedAt),
    weakIndicators: checked
      .filter((area) => area.level <= DCMM_WEAK_LEVEL)
      .map((area) => ({ id: area.id, name: area.name, areaName: DCMM_AREA_GROUP })),
    areas: checked.map((area) => ({ id: area.id, name: area.name, score: area.level })),
  };
}

/** The latest completed self-assessment of the type, as it is now; null when the company has none. */
export function latestSelfAssessment(
  db: Queryable,
  companyId: number,
  type: FormalAssessmentType,
): Promise<SelfAssessmentNow | null> {
  return type === FORMAL_ASSESSMENT_TYPES.dcmm ? latestDcmm(db, companyId) : latestDiagnosis(db, companyId);
}

/** What an application keeps of it: everything but the area scores. */
export function snapshotOf(self: SelfAssessmentNow | null): FormalSelfAssessment | null {
  if (!self) return null;
  const { areas: _areas, ...snapshot } = self;
  return snapshot;
}

/** The capability areas of the latest published DCMM questionnaire ([] before one is published). */
async function dcmmIndicators(db: Queryable): Promise<EvidenceIndicator[]> {
  const [row] = await db
    .select({ areas: dcmmQuestionnaireVersions.capabilityAreas })
    .from(dcmmQuestionnaireVersions)
    .where(eq(dcmmQuestionnaireVersions.status, BANK_VERSION_STATUSES.published))
    .orderBy(desc(dcmmQuestionnaireVersions.version))
    .limit(1);
  return (row?.areas ?? []).map((area) => ({ id: area.id, name: area.name, areaName: DCMM_AREA_GROUP }));
}

/**
 * The indicators evidence may be attached to: the diagnosis' third-level indicators — of the company's
 * variant when `industryGroup` is given (the form offers those), all of them to read what was attached —
 * or DCMM's capability areas.
 */
export function evidenceIndicators(
  db: Queryable,
  type: FormalAssessmentType,
  industryGroup?: IndustryGroup,
): Promise<EvidenceIndicator[]> {
  if (type === FORMAL_ASSESSMENT_TYPES.dcmm) return dcmmIndicators(db);
  const variant = industryGroup && evaluationTypeOf(industryGroup);
  const offered = DIAGNOSIS_INDICATORS.filter((entry) => !variant || entry.evaluationTypes.includes(variant));
  return Promise.resolve(offered.map((entry) => entry.evidence));
}
