import {
  ANSWER_TYPE_LABELS,
  type AnswerType,
  AUDIT_ACTION_LABELS,
  type AuditAction,
  CERTIFICATION_STATUS_LABELS,
  type CertificationStatus,
  formatDateTime,
  type PersonalData,
  personalInfoMessages as pm,
  RECORD_STATUS_LABELS,
  type RecordStatus,
  ResultCode,
} from '@dtmm/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { AppError, RetryLaterError } from '../../plugins/errors';
import { findConsentsOf } from '../agreements/agreements.repository';
import { loadBank } from '../assessment/loaded-bank';
import { recordAudit } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import {
  findAccount,
  findAnswersSaved,
  findCertificationsFiled,
  findLoginEvents,
  findRecordsStarted,
  findSessionsOf,
} from './personal-data.repository';
import { insertRequest } from './personal-info-requests.repository';

const HOUR_MS = 3_600_000;
const time = (date: Date) => formatDateTime(date);
const maybeTime = (date: Date | null) => (date ? formatDateTime(date) : null);

/**
 * Counts a copy against the person's hour (in the kv store, so every instance agrees): a copy reads
 * every table that names them, so it is not something to ask for in a loop. Past the limit, 429.
 */
async function countExport(ctx: AppContext, userId: number) {
  const at = ctx.now();
  const window = Math.floor(at / HOUR_MS);
  const made = await ctx.kv.increment(`pipl:export:${userId}:${window}`, HOUR_MS);
  if (made <= ctx.config.personalDataExportsPerHour) return;
  const retryAfterS = Math.ceil(((window + 1) * HOUR_MS - at) / 1000);
  throw new RetryLaterError(ResultCode.tooManyRequests, pm.exportTooOften(Math.ceil(retryAfterS / 60)), retryAfterS);
}

/** The question and the chosen options in words, from the bank version the record was answered in. */
async function answersInWords(db: Database, rows: Awaited<ReturnType<typeof findAnswersSaved>>) {
  const banks = new Map(
    await Promise.all(
      [...new Set(rows.map((row) => row.bankVersion))].map(async (v) => [v, await loadBank(db, v)] as const),
    ),
  );
  return rows.map((row) => {
    const question = banks.get(row.bankVersion)?.byId.get(row.questionId);
    const labels = row.optionIds.map((id) => question?.options.find((option) => option.id === id)?.label ?? id);
    return {
      recordId: String(row.recordId),
      questionId: row.questionId,
      question: question?.title ?? '',
      level: row.level,
      answer: labels.join('；'),
      answerTime: time(row.answeredAt),
    };
  });
}

/** Everything the platform holds that names the person, in their words. */
async function collect(ctx: AppContext, userId: number): Promise<PersonalData> {
  const db = ctx.db;
  const [account, certifications, records, answers, logins, sessions, consents] = await Promise.all([
    findAccount(db, userId),
    findCertificationsFiled(db, userId),
    findRecordsStarted(db, userId),
    findAnswersSaved(db, userId),
    findLoginEvents(db, userId),
    findSessionsOf(db, userId),
    findConsentsOf(db, userId),
  ]);
  if (!account) throw AppError.unauthorized();
  const { companyId, companyName, companyRole } = account;
  return {
    exportedAt: time(new Date(ctx.now())),
    account: {
      userId: String(account.userId),
      username: account.username,
      phone: account.phone ?? '',
      email: account.email,
      createTime: time(account.createdAt),
      isOperator: account.isOperator,
    },
    memberships:
      companyId === null
        ? []
        : [{ companyId: String(companyId), companyName: companyName ?? '', role: companyRole ?? 'USER' }],
    certifications: certifications.map((row) => ({
      id: String(row.id),
      companyName: row.companyName,
      certifyType: row.certifyType,
      status: CERTIFICATION_STATUS_LABELS[row.status as CertificationStatus] ?? String(row.status),
      submitTime: time(row.submittedAt),
    })),
    assessments: records.map((row) => ({
      recordId: String(row.id),
      companyName: row.companyName,
      type: ANSWER_TYPE_LABELS[row.answerType as AnswerType] ?? row.answerType,
      status: RECORD_STATUS_LABELS[row.status as RecordStatus] ?? row.status,
      startTime: time(row.createdAt),
      completeTime: maybeTime(row.completedAt),
    })),
    answers: await answersInWords(db, answers),
    logins: logins.map((row) => ({
      time: time(row.createdAt),
      event: AUDIT_ACTION_LABELS[row.action as AuditAction] ?? row.action,
      result: row.result === 'success' ? '成功' : '失败',
      ip: row.ip ?? '',
      userAgent: row.userAgent ?? '',
    })),
    sessions: sessions.map((row) => ({
      startTime: time(row.createdAt),
      lastUsedTime: maybeTime(row.lastUsedAt),
      expireTime: time(row.expiresAt),
      endTime: maybeTime(row.revokedAt),
      ip: row.ip ?? '',
      userAgent: row.userAgent ?? '',
    })),
    consents: consents.map((row) => ({
      kind: row.kind,
      version: row.version,
      title: row.title ?? '',
      time: time(row.consentedAt),
      ip: row.ip ?? '',
    })),
  };
}

/**
 * GET /api/dtmm/auth/personalData: the signed-in person's copy (个人信息保护法 art. 45). Counted per
 * hour, recorded as a request operators see, and audited as pipl.export with the format.
 */
export async function exportPersonalData(
  ctx: AppContext,
  request: FastifyRequest,
  user: Principal,
  format: 'json' | 'xlsx',
): Promise<PersonalData> {
  await countExport(ctx, user.userId);
  const data = await collect(ctx, user.userId);
  await ctx.db.transaction(async (tx) => {
    await insertRequest(tx, { userId: user.userId, kind: 'export', status: 'completed', at: new Date(ctx.now()) });
    await recordAudit(tx, request, { action: 'pipl.export', userId: user.userId, detail: { format } });
  });
  return data;
}
