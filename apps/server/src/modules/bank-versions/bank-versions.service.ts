import {
  BANK_VERSION_STATUSES,
  type BankAdviceEdit,
  type BankQuestion,
  type BankQuestionEdit,
  type BankReportSettingsEdit,
  type BankVersionStatus,
  type BankVersionSummary,
  bankVersionMessages as bm,
  checkBankVersion,
  formatDateTime,
  indicatorEntry,
  type ReportContent,
  type ScoringParameters,
} from '@dtmm/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Transaction } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-errors';
import { AppError } from '../../plugins/errors';
import { findCurrentVersionNumber } from '../assessment/assessment.repository';
import type { BankVersionRow } from '../assessment/assessment.table';
import { REPORT_CONTENT } from '../assessment/bank/report-content.data';
import { type AuditEntry, recordAudit } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import {
  type BankVersionListRow,
  countPinnedRecords,
  type DraftChange,
  deleteDraft,
  findDraftNumber,
  findVersion,
  insertDraft,
  listVersions,
  lockVersion,
  nextVersionNumber,
  publishDraft,
  updateDraft,
} from './bank-versions.repository';

/**
 * The operators' bank and model versions (issue 19, docs/bank-versions.md). A service function loads
 * and locks the version, checks it may change, changes it with a conditional update and writes the
 * audit row, all in one transaction; a published version is never changed.
 */

/**
 * Version 1 was published before reports existed in old databases: the start-up fills its report
 * content with the original advice (seedReportContent), and so does every read here.
 */
const reportContentOf = (row: Pick<BankVersionRow, 'reportContent'>): ReportContent =>
  row.reportContent ?? REPORT_CONTENT;

function summaryOf(row: BankVersionListRow, current: number | null): BankVersionSummary {
  return {
    version: row.version,
    status: row.status as BankVersionStatus,
    current: row.version === current,
    questionCount: row.questionCount,
    recordCount: row.recordCount,
    createdAt: formatDateTime(row.createdAt),
    publishedAt: row.publishedAt ? formatDateTime(row.publishedAt) : null,
    copiedFrom: row.copiedFrom,
  };
}

export async function listBankVersions(ctx: AppContext): Promise<BankVersionSummary[]> {
  const [rows, current] = await Promise.all([listVersions(ctx.db), findCurrentVersionNumber(ctx.db)]);
  return rows.map((row) => summaryOf(row, current));
}

async function existing(ctx: AppContext, version: number): Promise<BankVersionRow> {
  const row = await findVersion(ctx.db, version);
  if (!row) throw AppError.notFound(bm.notFound);
  return row;
}

export async function readBankVersion(ctx: AppContext, version: number) {
  const row = await existing(ctx, version);
  const [recordCount, current] = await Promise.all([
    countPinnedRecords(ctx.db, version),
    findCurrentVersionNumber(ctx.db),
  ]);
  const listed = { ...row, questionCount: row.questions.length, recordCount };
  return {
    ...summaryOf(listed, current),
    parameters: row.parameters,
    questions: row.questions,
    reportContent: reportContentOf(row),
  };
}

/** Every problem that stops the version from being published (GET …/check and the publication itself). */
export const problemsOf = (row: BankVersionRow): string[] =>
  checkBankVersion({ questions: row.questions, parameters: row.parameters, reportContent: reportContentOf(row) });

export async function checkVersion(ctx: AppContext, version: number): Promise<string[]> {
  return problemsOf(await existing(ctx, version));
}

const audited = (
  operator: Principal,
  action: 'copy' | 'update' | 'publish' | 'delete',
  version: number,
  detail: Record<string, unknown>,
): AuditEntry => ({
  action: `bankVersion.${action}`,
  userId: operator.userId,
  subject: `题库第${version}版`,
  objectType: 'bankVersion',
  objectId: version,
  detail: { version, ...detail },
});

/** Copies a version to the new draft numbered after the newest; one draft at a time. */
export async function copyVersion(
  ctx: AppContext,
  request: FastifyRequest,
  operator: Principal,
  source: number,
): Promise<number> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const from = await findVersion(tx, source);
      if (!from) throw AppError.notFound(bm.notFound);
      const draft = await findDraftNumber(tx);
      if (draft !== null) throw AppError.conflict(bm.draftExists(draft));
      const version = await nextVersionNumber(tx);
      await insertDraft(tx, {
        version,
        copiedFrom: source,
        questions: from.questions,
        parameters: from.parameters,
        reportContent: reportContentOf(from),
        now: new Date(ctx.now()),
      });
      await recordAudit(tx, request, audited(operator, 'copy', version, { copiedFrom: source }));
      return version;
    });
  } catch (error) {
    // Another copy made the draft meanwhile (the partial unique index, or the same number).
    if (!isUniqueViolation(error)) throw error;
    const draft = await findDraftNumber(ctx.db);
    throw AppError.conflict(bm.draftExists(draft ?? source + 1));
  }
}

/** What an edit changes of a draft and what the audit row says of it. */
interface Edit {
  change: DraftChange;
  detail: Record<string, unknown>;
}

/** One edit of a draft: locked, still a draft, changed with a conditional update, audited. */
async function editDraft(
  ctx: AppContext,
  request: FastifyRequest,
  operator: Principal,
  version: number,
  edit: (row: BankVersionRow) => Edit,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockedDraft(tx, version, bm.published);
    const { change, detail } = edit(row);
    if (!(await updateDraft(tx, version, change, new Date(ctx.now())))) throw AppError.conflict(bm.published);
    await recordAudit(tx, request, audited(operator, 'update', version, detail));
  });
}

/** The version locked for the transaction; `notDraft` is the refusal when it is published. */
async function lockedDraft(tx: Transaction, version: number, notDraft: string): Promise<BankVersionRow> {
  const row = await lockVersion(tx, version);
  if (!row) throw AppError.notFound(bm.notFound);
  if (row.status !== BANK_VERSION_STATUSES.draft) throw AppError.conflict(notDraft);
  return row;
}

export function saveQuestion(
  ctx: AppContext,
  request: FastifyRequest,
  operator: Principal,
  target: { version: number; questionId: string; edit: BankQuestionEdit },
): Promise<void> {
  return editDraft(ctx, request, operator, target.version, (row) => {
    const at = row.questions.findIndex((question) => question.id === target.questionId);
    const before = row.questions[at];
    if (!before) throw AppError.notFound(bm.questionNotFound);
    const after: BankQuestion = {
      id: before.id,
      indicatorId: before.indicatorId,
      level: before.level,
      questionType: target.edit.questionType,
      title: target.edit.title,
      questionDesc: target.edit.questionDesc,
      options: target.edit.options.map(({ exclusive, ...option }) => ({
        ...option,
        ...(exclusive ? { exclusive: true } : {}),
      })),
    };
    const questions = row.questions.with(at, after);
    return { change: { questions }, detail: { part: 'question', questionId: before.id, before, after } };
  });
}

export function saveParameters(
  ctx: AppContext,
  request: FastifyRequest,
  operator: Principal,
  target: { version: number; parameters: ScoringParameters },
): Promise<void> {
  return editDraft(ctx, request, operator, target.version, (row) => ({
    change: { parameters: target.parameters },
    detail: { part: 'parameters', before: row.parameters, after: target.parameters },
  }));
}

export function saveAdvice(
  ctx: AppContext,
  request: FastifyRequest,
  operator: Principal,
  target: { version: number; indicatorId: string; edit: BankAdviceEdit },
): Promise<void> {
  return editDraft(ctx, request, operator, target.version, (row) => {
    if (!indicatorEntry(target.indicatorId)) throw AppError.notFound(bm.indicatorNotFound);
    const content = reportContentOf(row);
    const after = { indicatorId: target.indicatorId, ...target.edit };
    const before = content.advice.find((advice) => advice.indicatorId === target.indicatorId) ?? null;
    const advice = before
      ? content.advice.map((advice) => (advice === before ? after : advice))
      : [...content.advice, after];
    return {
      change: { reportContent: { ...content, advice } },
      detail: { part: 'advice', indicatorId: target.indicatorId, before, after },
    };
  });
}

export function saveReportSettings(
  ctx: AppContext,
  request: FastifyRequest,
  operator: Principal,
  target: { version: number; settings: BankReportSettingsEdit },
): Promise<void> {
  return editDraft(ctx, request, operator, target.version, (row) => {
    const content = reportContentOf(row);
    const before = { weakThresholds: content.weakThresholds, note: content.note };
    return {
      change: { reportContent: { ...content, ...target.settings } },
      detail: { part: 'reportSettings', before, after: target.settings },
    };
  });
}

/**
 * Publishes a draft that passes the check: from then on new assessments start on it and the public
 * question bank shows it (the route invalidates the public cache's `questionBank`). The check runs on
 * the locked row, so what is published is exactly what was checked.
 */
export async function publishVersion(
  ctx: AppContext,
  request: FastifyRequest,
  operator: Principal,
  version: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockedDraft(tx, version, bm.notDraft);
    const problems = problemsOf(row);
    if (problems.length > 0) throw AppError.conflict(bm.checkFailed(problems.length), { problems });
    if (!(await publishDraft(tx, version, new Date(ctx.now())))) throw AppError.conflict(bm.notDraft);
    await recordAudit(
      tx,
      request,
      audited(operator, 'publish', version, { copiedFrom: row.copiedFrom, questionCount: row.questions.length }),
    );
  });
}

export async function deleteVersion(
  ctx: AppContext,
  request: FastifyRequest,
  operator: Principal,
  version: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockedDraft(tx, version, bm.notDraft);
    if (!(await deleteDraft(tx, version))) throw AppError.conflict(bm.notDraft);
    await recordAudit(tx, request, audited(operator, 'delete', version, { copiedFrom: row.copiedFrom }));
  });
}
