import {
  ANSWER_TYPES,
  type Answers,
  type AnswerType,
  ASSESSMENT_TYPES,
  AssessmentInputError,
  type AssessmentLevel,
  type AssessmentType,
  type BankVersion,
  CERTIFICATION_STATUSES,
  type ExamRecord,
  examMessages as em,
  evaluateLevel,
  evaluationTypeOf,
  formatDateTime,
  INDICATOR_SYSTEM,
  type IndustryGroup,
  industryGroupUnder,
  isAskedOf,
  isCroppable,
  RECORD_STATUSES,
} from '@dtmm/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/pg-errors';
import { AppError } from '../../plugins/errors';
import { recordAudit } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import { companies } from '../companies/companies.table';
import { startServedEnterprise } from '../served-enterprises/served-enterprises.lifecycle';
import { assertMayAnswer, mayReadRecord, requireAssessingCompany } from './assessment.policy';
import { findCurrentVersionNumber, findInProgressRecord, findRecord, insertRecord } from './assessment.repository';
import { type AssessmentRecordRow, assessmentAnswers, assessmentRecords } from './assessment.table';
import { industryGroupOfCompany } from './company-industry-group';
import { buildExamTree, questionsAt, storedAnswers } from './exam-tree';
import { loadBank } from './loaded-bank';
import { recordFactsOf } from './record-facts';
import { industryGroupOfRecord, modelInputOf } from './record-input';
import { assertPledgeAccepted, pledgeOf } from './record-pledge';
import { freezeReport, inFreezingTransaction, prepareFreeze } from './report/report-freeze';

const INDICATORS = INDICATOR_SYSTEM.flatMap((area) => area.groups.flatMap((group) => group.indicators));
const INDICATOR_ID_BY_NAME = new Map(INDICATORS.map((indicator) => [indicator.name, indicator.id]));
const INDICATOR_NAME_BY_ID = new Map(INDICATORS.map((indicator) => [indicator.id, indicator.name]));

/**
 * The names of levelThreeCroppedIds as indicator ids; only non-mandatory indicators of the company's
 * business area (数字化生产, or 数字化经营 for non-industrial companies) may go.
 */
function croppedIdsOf(
  names: readonly string[],
  assessmentType: AssessmentType,
  industryGroup: IndustryGroup,
  bank: BankVersion,
): string[] {
  if (names.length === 0) return [];
  if (assessmentType === ASSESSMENT_TYPES.group) throw AppError.badRequest(em.groupMayNotCrop);
  const ids = new Set<string>();
  for (const name of names) {
    const id = INDICATOR_ID_BY_NAME.get(name);
    if (!id || !bank.questions.some((question) => question.indicatorId === id && isAskedOf(question, industryGroup)))
      throw AppError.badRequest(em.unknownIndicator);
    if (!isCroppable(id, industryGroup, bank.parameters)) throw AppError.badRequest(em.notCroppable);
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
    evaluationType: evaluationTypeOf(industryGroupOfRecord(row)),
    serviceProviderId: row.serviceProviderId === null ? '' : String(row.serviceProviderId),
    createTime: formatDateTime(row.createdAt),
    pledge: pledgeOf(row),
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
  const industryGroup = industryGroupUnder(bank, await industryGroupOfCompany(ctx.db, companyId));
  const croppedIndicatorIds = croppedIdsOf(body.levelThreeCroppedIds, body.assessmentType, industryGroup, bank);
  try {
    const record = await ctx.db.transaction(async (tx) => {
      const row = await insertRecord(tx, {
        companyId,
        answerType: body.answerType,
        assessmentType: body.assessmentType,
        croppedIndicatorIds,
        industryGroup,
        serviceProviderId,
        bankVersion: version,
        createdBy: asker.userId,
      });
      // A 551 record started with a provider makes the company one of the provider's served enterprises.
      await startServedEnterprise(tx, row);
      await recordAudit(tx, request, {
        action: 'assessment.create',
        userId: asker.userId,
        subject: asker.companyName ?? undefined,
        objectType: 'assessmentRecord',
        objectId: row.id,
        detail: { id: row.id, companyId, answerType: row.answerType, bankVersion: version, industryGroup },
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
 * submitQuestionnaire: in one transaction with the record row locked, the level is scored from the
 * stored answers by the record's pinned bank version (never from client numbers). Passing below
 * level 5 opens the next level (tag 2); failing, or passing level 5, completes the record with its
 * frozen result (tag 1). The company must have accepted the 真实性承诺 for the record first.
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
  return inFreezingTransaction(ctx.db, async (tx, entries) => {
    const [record] = await tx
      .select()
      .from(assessmentRecords)
      .where(eq(assessmentRecords.id, body.recordId))
      .for('update');
    assertMayAnswer(record ?? null, companyId);
    if (!record) throw AppError.notFound();
    if (record.status !== RECORD_STATUSES.inProgress) throw AppError.badRequest(em.completed);
    if (body.level !== record.currentLevel) throw AppError.badRequest(em.levelMismatch);
    // Every level's submit scores it, so the pledge comes before the first one (docs/assessment-api.md).
    assertPledgeAccepted(record);
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
      // The report first; then what completions pass one at a time, each held until the commit, so
      // the most shared last (issue 31): the record's update, whose triggers keep the dashboard's and
      // the record list's counts, the benchmark entry's stamp, and the audit row (the chain's lock,
      // which every audited action of the platform takes).
      await freezeReport(tx, kit, { ...record, ...completed }, bank, answers, entries);
      await tx.update(assessmentRecords).set(completed).where(eq(assessmentRecords.id, record.id));
      await entries.stamp();
    }
    await recordAudit(tx, request, {
      action: decision.callbackTag === 2 ? 'assessment.levelPassed' : 'assessment.complete',
      userId: asker.userId,
      subject: asker.companyName ?? undefined,
      objectType: 'assessmentRecord',
      objectId: record.id,
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
    return evaluateLevel(modelInputOf(bank, record, answers), record.currentLevel as AssessmentLevel);
  } catch (error) {
    if (error instanceof AssessmentInputError) {
      if (error.problem.kind === 'incompleteLevel') throw AppError.badRequest(em.unanswered);
      throw AppError.badRequest(em.badAnswer);
    }
    throw error;
  }
}
