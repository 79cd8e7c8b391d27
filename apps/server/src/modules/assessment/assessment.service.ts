import {
  ANSWER_TYPES,
  type Answers,
  type AnswerType,
  ASSESSMENT_TYPES,
  AssessmentInputError,
  type AssessmentLevel,
  type AssessmentType,
  answerProblem,
  type BankQuestion,
  type BankVersion,
  CERTIFICATION_STATUSES,
  DETAIL_ID_PATTERN,
  type ExamRecord,
  examMessages as em,
  evaluateLevel,
  formatDateTime,
  INDICATOR_SYSTEM,
  messages,
  pageOffset,
  RECORD_STATUSES,
  type RecordItem,
  type RecordListQuery,
} from '@dtmm/shared';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { perDatabase } from '../../db/per-database';
import { isUniqueViolation } from '../../db/pg-errors';
import { requireUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { recordAudit } from '../audit/audit.service';
import type { AccessClaims } from '../auth/access-token';
import type { Principal } from '../auth/principal';
import { isSessionId } from '../auth/sessions.repository';
import { companies } from '../companies/companies.table';
import { assertMayAnswer, mayReadRecord, requireAssessingCompany } from './assessment.policy';
import {
  type AnswerSave,
  findCurrentVersionNumber,
  findInProgressRecord,
  findPublishedVersion,
  findRecord,
  insertRecord,
  saveAnswer,
} from './assessment.repository';
import { type AssessmentRecordRow, assessmentAnswers, assessmentRecords } from './assessment.table';
import { buildExamTree, questionsAt, storedAnswers } from './exam-tree';
import { type RecordFacts, recordFactsOf } from './record-facts';
import { freezeReport, prepareFreeze, refreshBenchmarkEntry } from './report/report-freeze';

/** A published bank with its questions by id; versions never change, so each is loaded once per database. */
interface LoadedBank {
  bank: BankVersion;
  byId: Map<string, BankQuestion>;
}
const banksOf = perDatabase(() => new Map<number, Promise<LoadedBank | null>>());

async function loadBank(db: Database, version: number): Promise<LoadedBank> {
  const cache = banksOf(db);
  let loaded = cache.get(version);
  if (!loaded) {
    loaded = findPublishedVersion(db, version).then((bank) =>
      bank ? { bank, byId: new Map(bank.questions.map((question) => [question.id, question])) } : null,
    );
    cache.set(version, loaded);
    loaded.catch(() => cache.delete(version));
  }
  const bank = await loaded;
  if (!bank) {
    cache.delete(version);
    throw AppError.conflict(em.noBank);
  }
  return bank;
}

const PRODUCTION = INDICATOR_SYSTEM.find((area) => area.id === 'A3');
const PRODUCTION_ID_BY_NAME = new Map(
  (PRODUCTION?.groups ?? []).flatMap((group) => group.indicators.map((indicator) => [indicator.name, indicator.id])),
);
const INDICATOR_NAME_BY_ID = new Map(
  INDICATOR_SYSTEM.flatMap((area) => area.groups.flatMap((group) => group.indicators)).map((i) => [i.id, i.name]),
);

/** The names of levelThreeCroppedIds as indicator ids; only non-mandatory production indicators may go. */
function croppedIdsOf(names: readonly string[], assessmentType: AssessmentType, bank: BankVersion): string[] {
  if (names.length === 0) return [];
  if (assessmentType === ASSESSMENT_TYPES.group) throw AppError.badRequest(em.groupMayNotCrop);
  const ids = new Set<string>();
  for (const name of names) {
    const id = PRODUCTION_ID_BY_NAME.get(name);
    if (!id) throw AppError.badRequest(em.unknownIndicator);
    if (bank.parameters.mandatoryIndicatorIds.includes(id)) throw AppError.badRequest(em.notCroppable);
    ids.add(id);
  }
  return [...ids];
}

export function examRecordOf(row: AssessmentRecordRow): ExamRecord {
  return {
    id: String(row.id),
    companyId: String(row.companyId),
    answerType: row.answerType,
    assessmentType: row.assessmentType,
    status: row.status,
    assessmentLevel: row.assessmentLevel,
    currentLevel: row.currentLevel,
    bankVersion: row.bankVersion,
    levelThreeCroppedIds: row.croppedIndicatorIds.map((id) => INDICATOR_NAME_BY_ID.get(id) ?? id).join(','),
    serviceProviderId: row.serviceProviderId === null ? '' : String(row.serviceProviderId),
    createTime: formatDateTime(row.createdAt),
  };
}

async function examOf(ctx: AppContext, record: AssessmentRecordRow) {
  const { bank } = await loadBank(ctx.db, record.bankVersion);
  return {
    record: examRecordOf(record),
    questionTree: buildExamTree(bank, record, await storedAnswers(ctx.db, record.id)),
  };
}

export interface CreateExam {
  levelThreeCroppedIds: string[];
  assessmentType: AssessmentType;
  answerType: AnswerType;
  serviceProviderId?: number | undefined;
}

/**
 * createExam: continues the company's in-progress record of that answer type when there is one
 * (its enterprise type, cropping and provider stay locked), else starts one at level 1 pinned to
 * the current bank version. Two members starting at once meet at the partial unique index.
 */
export async function createExam(ctx: AppContext, request: FastifyRequest, asker: Principal, body: CreateExam) {
  const companyId = requireAssessingCompany(asker);
  const running = await findInProgressRecord(ctx.db, companyId, body.answerType);
  if (running) return examOf(ctx, running);
  let serviceProviderId: number | null = null;
  if (body.answerType === ANSWER_TYPES.topic551) {
    if (body.serviceProviderId === undefined) throw AppError.badRequest(em.providerRequired);
    const [provider] = await ctx.db
      .select({ id: companies.id })
      .from(companies)
      .where(
        and(eq(companies.id, body.serviceProviderId), eq(companies.providerStatus, CERTIFICATION_STATUSES.certified)),
      );
    if (!provider) throw AppError.badRequest(em.providerUnknown);
    serviceProviderId = provider.id;
  }
  const version = await findCurrentVersionNumber(ctx.db);
  if (version === null) throw AppError.conflict(em.noBank);
  const { bank } = await loadBank(ctx.db, version);
  const croppedIndicatorIds = croppedIdsOf(body.levelThreeCroppedIds, body.assessmentType, bank);
  try {
    const record = await ctx.db.transaction(async (tx) => {
      const row = await insertRecord(tx, {
        companyId,
        answerType: body.answerType,
        assessmentType: body.assessmentType,
        croppedIndicatorIds,
        serviceProviderId,
        bankVersion: version,
        createdBy: asker.userId,
      });
      await recordAudit(tx, request, {
        action: 'assessment.create',
        userId: asker.userId,
        subject: asker.companyName ?? undefined,
        detail: { id: row.id, companyId, answerType: row.answerType, bankVersion: version },
      });
      return row;
    });
    return examOf(ctx, record);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const other = await findInProgressRecord(ctx.db, companyId, body.answerType);
    if (!other) throw error;
    return examOf(ctx, other);
  }
}

/** getExamTree: the current level's questionnaire with the saved answers, for whoever may read the record. */
export async function readExam(ctx: AppContext, asker: Principal, id: number) {
  const record = await findRecord(ctx.db, id);
  if (!record || !mayReadRecord(record, asker)) throw AppError.notFound();
  return examOf(ctx, record);
}

/**
 * submitAnswer, sent on every click. The quick way needs no read: the token's claims, the record's
 * immutable facts (cached) and the bank check the question and its options, and one statement stores
 * the answer while checking the rest itself — the asker's live session and membership of the
 * record's company, the record in progress at the question's level, an older seq (saveAnswer). An
 * empty userAnswer stores the question as unanswered again (a newer seq still wins over it).
 * Anything else — a guest, an invalid answer, a save that stored nothing — takes the checked way,
 * which refuses in the usual order (who asks, whose record, which question, which answer) or tells a
 * stale save (stored: false).
 */
export async function submitAnswer(ctx: AppContext, request: FastifyRequest, body: AnswerBody) {
  const [, recordText, questionId = ''] = DETAIL_ID_PATTERN.exec(body.id) ?? [];
  const answer = { ...body, recordId: Number(recordText), questionId };
  const claims = await request.tokenClaims();
  const quick = claims ? await saveAsTokenHolder(ctx, claims, answer) : 'not tried';
  if (quick === 'stored') return { stored: true };
  return saveChecked(ctx, await requireUser(request), answer, quick === 'not stored');
}

interface AnswerBody {
  id: string;
  userAnswer: string;
  seq?: number | undefined;
}
/** The body with its detailId taken apart once. */
interface Answer extends AnswerBody {
  recordId: number;
  questionId: string;
}
type Asker = Pick<Principal, 'userId' | 'sessionId'>;

/** The save a question and answer ask for if both are valid for the record's bank, else which is not. */
async function answerSaveOf(ctx: AppContext, answer: Answer, facts: RecordFacts) {
  const { byId } = await loadBank(ctx.db, facts.bankVersion);
  const question = byId.get(answer.questionId);
  if (!question || facts.croppedIndicatorIds.includes(question.indicatorId)) return { problem: 'question' as const };
  const optionIds = answer.userAnswer
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (optionIds.length > 0 && answerProblem(question, optionIds)) return { problem: 'answer' as const };
  return {
    problem: null,
    save: {
      recordId: facts.id,
      questionId: question.id,
      level: question.level,
      optionIds,
      seq: answer.seq ?? ctx.now(),
    },
  };
}

const storeAnswer = (ctx: AppContext, save: Omit<AnswerSave, 'answeredBy' | 'sessionId' | 'now'>, asker: Asker) =>
  saveAnswer(ctx.db, { ...save, answeredBy: asker.userId, sessionId: asker.sessionId, now: new Date(ctx.now()) });

/** The quick way; 'not tried' when something is off before the statement (the checked way says what). */
async function saveAsTokenHolder(ctx: AppContext, claims: AccessClaims, answer: Answer) {
  if (!isSessionId(claims.sessionId)) return 'not tried';
  const facts = await recordFactsOf(ctx.db, answer.recordId);
  if (!facts) return 'not tried';
  const { save } = await answerSaveOf(ctx, answer, facts);
  if (!save) return 'not tried';
  return (await storeAnswer(ctx, save, claims)) ? 'stored' : 'not stored';
}

/**
 * The checked way, in the usual order. When the quick way already ran the statement for this very
 * save and it stored nothing, running it again would only repeat that: the record says why instead.
 */
async function saveChecked(ctx: AppContext, asker: Principal, answer: Answer, alreadyTried: boolean) {
  const companyId = requireAssessingCompany(asker);
  const facts = await recordFactsOf(ctx.db, answer.recordId);
  assertMayAnswer(facts, companyId);
  const { problem, save } = await answerSaveOf(ctx, answer, facts);
  if (problem === 'question') throw AppError.notFound(em.questionMissing);
  if (problem === 'answer') throw AppError.badRequest(em.badAnswer);
  const stored = !alreadyTried && (await storeAnswer(ctx, save, asker));
  if (!stored) await explainUnstored(ctx.db, facts.id, save.level);
  return { stored };
}

/** A save stored nothing: the record is gone, closed or at another level (an error), or the save was stale. */
async function explainUnstored(db: Database, recordId: number, level: number) {
  const record = await findRecord(db, recordId);
  if (!record) throw AppError.notFound();
  if (record.status !== RECORD_STATUSES.inProgress) throw AppError.badRequest(em.completed);
  if (record.currentLevel !== level) throw AppError.badRequest(em.notCurrentLevel);
}

/**
 * submitQuestionnaire: in one transaction with the record row locked, the level is scored from the
 * stored answers by the record's pinned bank version (never from client numbers). Passing below
 * level 5 opens the next level (tag 2); failing, or passing level 5, completes the record with its
 * frozen result (tag 1).
 */
export async function submitQuestionnaire(
  ctx: AppContext,
  request: FastifyRequest,
  asker: Principal,
  body: { recordId: number; level: number },
) {
  const companyId = requireAssessingCompany(asker);
  const facts = await recordFactsOf(ctx.db, body.recordId);
  assertMayAnswer(facts, companyId);
  // Read before the transaction: PGlite has one connection, which the transaction holds.
  const kit = await prepareFreeze(ctx, facts.bankVersion);
  const { bank } = await loadBank(ctx.db, facts.bankVersion);
  return ctx.db.transaction(async (tx) => {
    const [record] = await tx
      .select()
      .from(assessmentRecords)
      .where(eq(assessmentRecords.id, body.recordId))
      .for('update');
    assertMayAnswer(record ?? null, companyId);
    if (!record) throw AppError.notFound();
    if (record.status !== RECORD_STATUSES.inProgress) throw AppError.badRequest(em.completed);
    if (body.level !== record.currentLevel) throw AppError.badRequest(em.levelMismatch);
    const answers: Record<string, string[]> = {};
    for (const row of await tx
      .select({ questionId: assessmentAnswers.questionId, optionIds: assessmentAnswers.optionIds })
      .from(assessmentAnswers)
      .where(eq(assessmentAnswers.recordId, record.id))) {
      if (row.optionIds.length > 0) answers[row.questionId] = row.optionIds;
    }
    if (questionsAt(bank, record, record.currentLevel).some((question) => !answers[question.id])) {
      throw AppError.badRequest(em.unanswered);
    }
    const decision = decide(bank, record, answers);
    const { assessment } = decision;
    const at = new Date(ctx.now());
    if (decision.callbackTag === 2) {
      await tx
        .update(assessmentRecords)
        .set({
          currentLevel: decision.nextLevel ?? record.currentLevel,
          assessmentLevel: record.currentLevel,
          updatedAt: at,
        })
        .where(eq(assessmentRecords.id, record.id));
    } else {
      const completed = {
        status: RECORD_STATUSES.completed,
        assessmentLevel: assessment.level,
        digitalTransformationLevel: assessment.tier,
        totalScore: assessment.totalScore,
        result: assessment,
        completedAt: at,
        updatedAt: at,
      };
      await tx.update(assessmentRecords).set(completed).where(eq(assessmentRecords.id, record.id));
      await freezeReport(tx, kit, { ...record, ...completed }, bank, answers);
    }
    await recordAudit(tx, request, {
      action: decision.callbackTag === 2 ? 'assessment.levelPassed' : 'assessment.complete',
      userId: asker.userId,
      subject: asker.companyName ?? undefined,
      detail: { id: record.id, level: record.currentLevel, assessmentLevel: assessment.level },
    });
    const end = decision.callbackTag === 1;
    return {
      ok: true,
      end,
      message: end ? em.ended(assessment.level) : em.passed(record.currentLevel),
      assessmentLevel: end ? assessment.level : record.currentLevel,
      nextLevel: decision.nextLevel,
    };
  });
}

function decide(bank: BankVersion, record: AssessmentRecordRow, answers: Answers) {
  try {
    return evaluateLevel(
      { bank, croppedIndicatorIds: record.croppedIndicatorIds, answers },
      record.currentLevel as AssessmentLevel,
    );
  } catch (error) {
    if (error instanceof AssessmentInputError) {
      if (error.problem.kind === 'incompleteLevel') throw AppError.badRequest(em.unanswered);
      throw AppError.badRequest(em.badAnswer);
    }
    throw error;
  }
}

const SORT = {
  createTime: assessmentRecords.createdAt,
  id: assessmentRecords.id,
  totalScore: assessmentRecords.totalScore,
} as const;

function recordItemOf(row: AssessmentRecordRow, companyName: string): RecordItem {
  return {
    id: String(row.id),
    companyName,
    answerType: row.answerType,
    assessmentType: row.assessmentType,
    status: row.status,
    assessmentLevel: row.assessmentLevel,
    currentLevel: row.currentLevel,
    digitalTransformationLevel: row.digitalTransformationLevel ?? '',
    totalScore: row.totalScore,
    answerTime: formatDateTime(row.completedAt ?? row.createdAt),
    createTime: formatDateTime(row.createdAt),
    serviceProviderId: row.serviceProviderId === null ? '' : String(row.serviceProviderId),
  };
}

/** recordList: the company's own records, filtered and paged in SQL (one page and one count). */
export async function listRecords(ctx: AppContext, asker: Principal, query: RecordListQuery) {
  const companyId = requireAssessingCompany(asker);
  const conditions: SQL[] = [eq(assessmentRecords.companyId, companyId)];
  if (query.answerType) conditions.push(eq(assessmentRecords.answerType, query.answerType));
  if (query.status) conditions.push(eq(assessmentRecords.status, query.status));
  const where = and(...conditions);
  const column = SORT[query.sidx];
  const [rows, total] = await Promise.all([
    ctx.db
      .select({ record: assessmentRecords, companyName: companies.companyName })
      .from(assessmentRecords)
      .innerJoin(companies, eq(companies.id, assessmentRecords.companyId))
      .where(where)
      .orderBy(query.sord === 'asc' ? asc(column) : desc(column), desc(assessmentRecords.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    ctx.db.$count(assessmentRecords, where),
  ]);
  return { rows: rows.map((row) => recordItemOf(row.record, row.companyName)), total };
}

/** recordDetail: the frozen result of a completed record, for whoever may read the record. */
export async function readRecordDetail(ctx: AppContext, asker: Principal, id: number) {
  const [row] = await ctx.db
    .select({ record: assessmentRecords, companyName: companies.companyName })
    .from(assessmentRecords)
    .innerJoin(companies, eq(companies.id, assessmentRecords.companyId))
    .where(eq(assessmentRecords.id, id));
  if (!row || !mayReadRecord(row.record, asker)) throw AppError.notFound();
  const result = row.record.result;
  if (row.record.status !== RECORD_STATUSES.completed || !result) throw AppError.badRequest(em.notCompleted);
  return {
    ...recordItemOf(row.record, row.companyName),
    bankVersion: result.bankVersion,
    level1: result.level1,
    level2: result.level2,
    level3: result.level3,
    explanation: result.explanation,
    levels: result.levels as unknown as Record<string, unknown>[],
    parameters: (await loadBank(ctx.db, result.bankVersion)).bank.parameters,
  };
}

/** detailByRecord: the 551 provider a record is linked to, for whoever may read the record. */
export async function readRecordProvider(ctx: AppContext, asker: Principal, id: number) {
  const record = await findRecord(ctx.db, id);
  if (!record || !mayReadRecord(record, asker)) throw AppError.notFound();
  const providerId = record.serviceProviderId;
  const [provider] =
    providerId === null
      ? []
      : await ctx.db.select({ name: companies.companyName }).from(companies).where(eq(companies.id, providerId));
  return {
    recordId: String(record.id),
    serviceProviderId: providerId === null ? '' : String(providerId),
    serviceProviderName: provider?.name ?? '',
  };
}

/** deleteRecord: a member of the owning company; a second delete of it while the first runs is told so. */
export async function deleteRecord(ctx: AppContext, request: FastifyRequest, asker: Principal, id: number) {
  const companyId = requireAssessingCompany(asker);
  const lock = `assessment:delete:${id}`;
  if (!(await ctx.kv.setIfAbsent(lock, String(asker.userId), 10_000))) throw AppError.conflict(messages.common.busy);
  try {
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(assessmentRecords)
        .where(and(eq(assessmentRecords.id, id), eq(assessmentRecords.companyId, companyId)))
        .returning({
          answerType: assessmentRecords.answerType,
          status: assessmentRecords.status,
          bankVersion: assessmentRecords.bankVersion,
        });
      if (!row) throw AppError.notFound();
      if (row.status === RECORD_STATUSES.completed) await refreshBenchmarkEntry(tx, companyId, row.bankVersion);
      await recordAudit(tx, request, {
        action: 'assessment.delete',
        userId: asker.userId,
        subject: asker.companyName ?? undefined,
        detail: { id, companyId, answerType: row.answerType, status: row.status },
      });
    });
  } finally {
    await ctx.kv.delete(lock);
  }
}
