import {
  answerProblem,
  DETAIL_ID_PATTERN,
  examMessages as em,
  isAskedOf,
  RECORD_STATUSES,
  type SavedAnswer,
} from '@dtmm/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { requireUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import type { AccessClaims } from '../auth/access-token';
import type { Principal } from '../auth/principal';
import { isSessionId } from '../auth/sessions.repository';
import { assertMayAnswer, requireAssessingCompany } from './assessment.policy';
import { type AnswerSave, findRecord, type StoredSave, saveAnswer } from './assessment.repository';
import { answerFields, storedAnswer } from './exam-tree';
import { loadBank } from './loaded-bank';
import { type RecordFacts, recordFactsOf } from './record-facts';
import { industryGroupOfRecord } from './record-input';

/**
 * submitAnswer, sent on every click. The quick way needs no read: the token's claims, the record's
 * immutable facts (cached) and the bank check the question and its options, and one statement stores
 * the answer while checking the rest itself — the asker's live session and membership of the
 * record's company, the record in progress at the question's level, and whether this save may
 * replace the stored one (saveAnswer: the version the client saw, the member's own seq). An empty
 * userAnswer stores the question as unanswered again.
 * Anything else — a guest, an invalid answer, a save that stored nothing — takes the checked way,
 * which refuses in the usual order (who asks, whose record, which question, which answer) or answers
 * the stored answer of a save that lost (stored: false; '该题已被 X 修改' when another member's won).
 */
export async function submitAnswer(ctx: AppContext, request: FastifyRequest, body: AnswerBody): Promise<SavedAnswer> {
  const [, recordText, questionId = ''] = DETAIL_ID_PATTERN.exec(body.id) ?? [];
  const answer = { ...body, recordId: Number(recordText), questionId };
  const claims = await request.tokenClaims();
  const quick = claims ? await saveAsTokenHolder(ctx, claims, answer) : 'not tried';
  if (typeof quick === 'object') return quick;
  return saveChecked(ctx, await requireUser(request), answer, quick === 'not stored');
}

interface AnswerBody {
  id: string;
  userAnswer: string;
  seq?: number | undefined;
  version?: number | undefined;
}
/** The body with its detailId taken apart once. */
interface Answer extends AnswerBody {
  recordId: number;
  questionId: string;
}
type Asker = Pick<Principal, 'userId' | 'sessionId'>;
type Save = Omit<AnswerSave, 'answeredBy' | 'sessionId' | 'now'>;

/** The save a question and answer ask for if both are valid for the record's bank, else which is not. */
async function answerSaveOf(ctx: AppContext, answer: Answer, facts: RecordFacts) {
  const { byId } = await loadBank(ctx.db, facts.bankVersion);
  const question = byId.get(answer.questionId);
  if (
    !question ||
    !isAskedOf(question, industryGroupOfRecord(facts)) ||
    facts.croppedIndicatorIds.includes(question.indicatorId)
  )
    return { problem: 'question' as const };
  const optionIds = answer.userAnswer
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (optionIds.length > 0 && answerProblem(question, optionIds)) return { problem: 'answer' as const };
  const save: Save = {
    recordId: facts.id,
    questionId: question.id,
    level: question.level,
    optionIds,
    // Without a seq of the client's, the server's clock orders the member's own saves.
    seq: answer.seq ?? ctx.now(),
    version: answer.version ?? null,
  };
  return { problem: null, save };
}

/** Stores the save as the asker; what submitAnswer answers when it was stored, else null. */
async function storeAnswer(ctx: AppContext, save: Save, asker: Asker): Promise<SavedAnswer | null> {
  const stored = await saveAnswer(ctx.db, {
    ...save,
    answeredBy: asker.userId,
    sessionId: asker.sessionId,
    now: new Date(ctx.now()),
  });
  return stored && { stored: true, message: '', ...answerFields(storedOf(save, asker, stored)) };
}

const storedOf = (save: Save, asker: Asker, stored: StoredSave) => ({
  questionId: save.questionId,
  optionIds: save.optionIds,
  answeredBy: asker.userId,
  ...stored,
});

/** The quick way; 'not tried' when something is off before the statement (the checked way says what). */
async function saveAsTokenHolder(ctx: AppContext, claims: AccessClaims, answer: Answer) {
  if (!isSessionId(claims.sessionId)) return 'not tried';
  const facts = await recordFactsOf(ctx.db, answer.recordId);
  if (!facts) return 'not tried';
  const { save } = await answerSaveOf(ctx, answer, facts);
  if (!save) return 'not tried';
  return (await storeAnswer(ctx, save, claims)) ?? 'not stored';
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
  const stored = alreadyTried ? null : await storeAnswer(ctx, save, asker);
  if (stored) return stored;
  await explainUnstored(ctx.db, facts.id, save.level);
  return lostSave(ctx.db, save, asker);
}

/** A save stored nothing: the record is gone, closed or at another level (an error), or the save lost. */
async function explainUnstored(db: Database, recordId: number, level: number) {
  const record = await findRecord(db, recordId);
  if (!record) throw AppError.notFound();
  if (record.status !== RECORD_STATUSES.inProgress) throw AppError.badRequest(em.completed);
  if (record.currentLevel !== level) throw AppError.badRequest(em.notCurrentLevel);
}

/**
 * A save that lost: the stored answer, which the client shows instead. Losing to one's own newer
 * save (a repeat, or an older click arriving late) needs no word; losing to another member's does.
 */
async function lostSave(db: Database, save: Save, asker: Asker): Promise<SavedAnswer> {
  const stored = await storedAnswer(db, save.recordId, save.questionId);
  const byOther = stored !== null && stored.answeredBy !== asker.userId;
  return {
    stored: false,
    message: byOther ? em.changedBy(stored.answeredByName ?? '') : '',
    ...answerFields(stored),
  };
}
