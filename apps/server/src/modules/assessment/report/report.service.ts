import {
  type AreaScore,
  type FrozenPeerFigures,
  formatDateTime,
  type ReportData,
  type ReportVerification,
  reportMessages,
  SIZE_CLASS_NAMES,
  type SizeClass,
  type TrendPoint,
} from '@dtmm/shared';
import type { AppContext } from '../../../context';
import { AppError } from '../../../plugins/errors';
import type { Principal } from '../../auth/principal';
import { readableProviderOf } from '../assessment.policy';
import { findAnswers } from '../assessment.repository';
import { loadBank } from '../loaded-bank';
import { populationAt } from './benchmark-populations';
import { findPeerFigures, groupsOf, peerFiguresOf } from './peer-figures';
import { findReportByCode, findReportSources, findTrend, storePeerFigures } from './report.repository';
import type { AssessmentReportRow } from './report.table';
import { assertReadableCompleted, type CompletedRecord } from './report-access';
import { freezeReport, inFreezingTransaction, prepareFreeze } from './report-freeze';

/** A record completed before reports existed (or written by a fixture) gets its report on first read. */
async function freezeLate(ctx: AppContext, record: CompletedRecord): Promise<void> {
  const { bank } = await loadBank(ctx.db, record.bankVersion);
  const kit = await prepareFreeze(ctx, record.bankVersion);
  const answers = Object.fromEntries(
    (await findAnswers(ctx.db, record.id))
      .filter((answer) => answer.optionIds.length > 0)
      .map((answer) => [answer.questionId, answer.optionIds]),
  );
  await inFreezingTransaction(ctx.db, (tx, entries) => freezeReport(tx, kit, record, bank, answers, entries));
}

function trendPointOf(row: Awaited<ReturnType<typeof findTrend>>[number]): TrendPoint {
  const areas = Object.fromEntries((row.areas ?? []).map((area: AreaScore) => [area.id, area.score]));
  return {
    recordId: String(row.id),
    date: row.completedAt ? formatDateTime(row.completedAt).slice(0, 10) : '',
    totalScore: row.totalScore ?? 0,
    level: row.level,
    tier: row.tier ?? '',
    areas: { A1: null, A2: null, A3: null, A4: null, ...areas },
  };
}

/**
 * The peer figures the report was frozen with; a report frozen before they were kept gets them now,
 * as of its completion, and keeps them.
 */
async function frozenPeerFigures(ctx: AppContext, record: CompletedRecord, report: AssessmentReportRow) {
  if (report.peerFigures) return report.peerFigures;
  const of = {
    bankVersion: record.bankVersion,
    recordId: record.id,
    companyId: record.companyId,
    asOf: record.completedAt,
  };
  const sizeNote = lateSizeNote(report.sizeBand);
  const figures: FrozenPeerFigures = await findPeerFigures(
    ctx.db,
    of,
    { ...report, sizeNote },
    report.content.totalScore,
  );
  await storePeerFigures(ctx.db, record.id, figures);
  return figures;
}

/** The size sentence of a report frozen before the sentence was kept: its class at completion, if any. */
function lateSizeNote(sizeBand: string): string {
  const name = SIZE_CLASS_NAMES[sizeBand as SizeClass];
  return name
    ? `报告完成时按《统计上大中小微型企业划分办法（2017）》划为${name}。`
    : '本报告生成时未记录企业规模类型，不按企业规模分组。';
}

/** The record (checked for the asker), its report — frozen now if it was not yet — and the benchmark stamp. */
async function reportSourcesFor(ctx: AppContext, asker: Principal, id: number) {
  const sources = await findReportSources(ctx.db, id);
  const record = assertReadableCompleted(sources.record, asker);
  if (sources.report) return { ...sources, record, report: sources.report };
  await freezeLate(ctx, record);
  const frozen = await findReportSources(ctx.db, id);
  if (!frozen.report) throw AppError.conflict(reportMessages.loadFailed);
  return { ...frozen, record, report: frozen.report };
}

/**
 * previewReport: the frozen report of a completed record with the peer figures it was frozen with, the
 * same comparison made today (each apart and dated), and the company's trend up to it, for the
 * company's members, its 551 provider and operators; the trend lists only records the asker may read.
 */
export async function readReport(ctx: AppContext, asker: Principal, id: number): Promise<ReportData> {
  const { record, report, stamp, own } = await reportSourcesFor(ctx, asker, id);
  const frozen = report.content;
  const peers = await frozenPeerFigures(ctx, record, report);
  const today = new Date(ctx.now());
  const [population, trend] = await Promise.all([
    populationAt(ctx.db, record.bankVersion, stamp),
    findTrend(ctx.db, record.companyId, record.completedAt, readableProviderOf(record, asker)),
  ]);
  const populations = population.populationsFor(groupsOf(report), record.companyId, own);
  const current = peerFiguresOf(populations, frozen.totalScore, peers.benchmark.sizeNote);
  return {
    ...frozen,
    ...peers,
    benchmarkToday: { date: formatDateTime(today).slice(0, 10), benchmark: current.benchmark },
    trend: trend.map(trendPointOf),
  };
}

/**
 * GET report/verify/{code} (the schema has upper-cased it): what a printed report's code confirms;
 * public, and nothing more than the cover — and, once the company withdrew it, when (never why).
 */
export async function verifyReport(ctx: AppContext, code: string): Promise<ReportVerification> {
  const found = await findReportByCode(ctx.db, code);
  if (!found) throw AppError.notFound(reportMessages.unknownCode);
  const { report, withdrawnAt } = found;
  const { content } = report;
  return {
    reportNumber: report.reportNumber,
    companyName: content.companyName,
    assessmentLevel: content.assessmentLevel,
    assessmentLevelDesc: content.assessmentLevelDesc,
    digitalTransformationLevel: content.digitalTransformationLevel,
    assessmentDate: content.assessmentDate,
    totalScore: content.totalScore,
    withdrawnAt: withdrawnAt ? formatDateTime(withdrawnAt) : null,
  };
}
