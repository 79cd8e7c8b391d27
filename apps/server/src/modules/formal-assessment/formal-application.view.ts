import {
  chineseNumeral,
  dcmmLevelName,
  FORMAL_ASSESSMENT_TYPE_LABELS,
  FORMAL_ASSESSMENT_TYPES,
  FORMAL_STATUS_LABELS,
  type FormalApplication,
  type FormalAssessmentType,
  type FormalStatus,
  formatDateTime,
  levelDescOf,
} from '@dtmm/shared';
import type { Queryable } from '../../db/database';
import { toFileInfo } from '../files/files.service';
import { type ApplicationRead, findEvidence } from './formal-assessment.repository';
import { evidenceIndicators } from './self-assessment';

/** '三级 系统集成' or '三级 稳健级': a level as an application and its result name it. */
export function formalLevelTitle(type: FormalAssessmentType, level: number): string {
  const name = type === FORMAL_ASSESSMENT_TYPES.dcmm ? dcmmLevelName(level) : levelDescOf(level);
  return `${chineseNumeral(level)}级 ${name}`;
}

const time = (at: Date | null) => (at ? formatDateTime(at) : '');
type Evidence = FormalApplication['evidence'];

/** One application as its company and the operators see it. */
function formalApplicationOf(read: ApplicationRead, evidence: Evidence): FormalApplication {
  const a = read.application;
  const type = a.assessmentType as FormalAssessmentType;
  const status = a.status as FormalStatus;
  return {
    id: String(a.id),
    assessmentType: type,
    assessmentTypeName: FORMAL_ASSESSMENT_TYPE_LABELS[type],
    assessmentCount: a.assessmentCount,
    applicationLevel: a.applicationLevel,
    applicationLevelName: formalLevelTitle(type, a.applicationLevel),
    applicationRemark: a.applicationRemark,
    status,
    statusLabel: FORMAL_STATUS_LABELS[status],
    submissionTime: formatDateTime(a.createdAt),
    company: { id: String(a.companyId), companyName: read.companyName, socialCreditCode: read.socialCreditCode },
    selfAssessment: a.selfAssessment ?? null,
    evidence,
    scheduledDate: a.scheduledDate ?? '',
    assessorName: read.assessorName ?? '',
    acceptedAt: time(a.acceptedAt),
    rejectReason: a.rejectReason ?? '',
    rejectedAt: time(a.rejectedAt),
    resultLevel: a.resultLevel,
    resultLevelName: a.resultLevel === null ? '' : formalLevelTitle(type, a.resultLevel),
    reportFile: read.reportFile ? toFileInfo(read.reportFile) : null,
    completedAt: time(a.completedAt),
  };
}

/** Indicator id → name for each type among the applications. */
async function indicatorNames(db: Queryable, types: Set<FormalAssessmentType>) {
  const names = new Map<FormalAssessmentType, Map<string, string>>();
  for (const type of types) {
    const indicators = await evidenceIndicators(db, type);
    names.set(type, new Map(indicators.map((indicator) => [indicator.id, indicator.name])));
  }
  return names;
}

/** The applications with their evidence grouped per indicator in the order it was attached. */
export async function toFormalApplications(db: Queryable, reads: ApplicationRead[]): Promise<FormalApplication[]> {
  const rows = await findEvidence(
    db,
    reads.map((read) => read.application.id),
  );
  const typeOf = new Map(reads.map((read) => [read.application.id, read.application.assessmentType]));
  const names = await indicatorNames(
    db,
    new Set(reads.map((read) => read.application.assessmentType as FormalAssessmentType)),
  );
  const evidence = new Map<number, Evidence>();
  for (const row of rows) {
    const list = evidence.get(row.applicationId) ?? [];
    let entry = list.find((item) => item.indicatorId === row.indicatorId);
    if (!entry) {
      const type = typeOf.get(row.applicationId) as FormalAssessmentType;
      const indicatorName = names.get(type)?.get(row.indicatorId) ?? row.indicatorId;
      entry = { indicatorId: row.indicatorId, indicatorName, files: [] };
      list.push(entry);
    }
    entry.files.push(toFileInfo(row.file));
    evidence.set(row.applicationId, list);
  }
  return reads.map((read) => formalApplicationOf(read, evidence.get(read.application.id) ?? []));
}
