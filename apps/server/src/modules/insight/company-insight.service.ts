import {
  type AssessmentPoint,
  type CompanyInsight,
  FORMAL_STATUS_LABELS,
  formatDateTime,
  SERVICE_STATUS_LABELS,
  SOLUTION_STATUS_LABELS,
} from '@dtmm/shared';
import type { AppContext } from '../../context';
import type { Principal } from '../auth/principal';
import { countByStatus } from '../served-enterprises/served-enterprises.repository';
import { findAssessmentHistory, findLatestWeakIndicators, type HistoryRow } from './company-insight.repository';
import { countCompanyRows } from './insight.repository';
import { statusCounts } from './insight.service';

const pointOf = (row: HistoryRow): AssessmentPoint => ({
  recordId: String(row.id),
  answerType: row.answerType,
  completedAt: formatDateTime(new Date(row.completedAt)),
  level: Number(row.level),
  tier: row.tier ?? '',
  totalScore: Number(row.totalScore),
});

/** A provider's served enterprises by service status (the served-enterprises statistics, all years). */
async function servedByStatus(ctx: AppContext, providerId: number) {
  const counts = await countByStatus(ctx.db, { providerId });
  const byStatus = { '0': counts.planned, '1': counts.inService, '2': counts.completed };
  return statusCounts(
    SERVICE_STATUS_LABELS,
    Object.entries(byStatus).map(([status, n]) => ({ status, n })),
  );
}

/** The dashboard of the asker's company (docs/insight.md): nothing of any other company is read. */
export async function companyInsight(ctx: AppContext, asker: Principal, companyId: number): Promise<CompanyInsight> {
  const { db } = ctx;
  const [history, weak, formal, solutions, served] = await Promise.all([
    findAssessmentHistory(db, companyId),
    findLatestWeakIndicators(db, companyId),
    countCompanyRows(db, 'formal_applications', companyId),
    asker.isProvider ? countCompanyRows(db, 'solutions', companyId) : null,
    asker.isProvider ? servedByStatus(ctx, companyId) : null,
  ]);
  const points = history.map(pointOf);
  return {
    companyName: asker.companyName ?? '',
    isProvider: asker.isProvider,
    history: points,
    latest: points.at(-1) ?? null,
    weakIndicators: weak.map((row) => ({ ...row, score: Number(row.score), threshold: Number(row.threshold) })),
    formalApplications: statusCounts(FORMAL_STATUS_LABELS, formal),
    solutions: solutions && statusCounts(SOLUTION_STATUS_LABELS, solutions),
    servedEnterprises: served,
  };
}
