import {
  ANSWER_TYPES,
  DCMM_PARTY_LABELS,
  type DcmmPartyType,
  type DcmmQuestionnaire,
  type DcmmRecord,
  dcmmLevelName,
  dcmmLevelTitle,
  formatDateTime,
  pageOffset,
  RECORD_STATUSES,
  type RecordItem,
  type RecordListQuery,
} from '@dtmm/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { AppError } from '../../plugins/errors';
import { mayReadRecord, requireAssessingCompany } from '../assessment/assessment.policy';
import { pledgeOf } from '../assessment/record-pledge';
import { recordAudit } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import { findDcmmRecord, insertDcmmRecord, listCompanyDcmmRecords } from './dcmm.repository';
import type { DcmmRecordRow } from './dcmm.table';
import { checkDcmmAnswers, type DcmmAnswers, dcmmLevelOf, gateFindingsOf } from './dcmm-level';
import { currentQuestionnaire, loadQuestionnaire } from './loaded-questionnaire';

/** The DCMM self-assessment (assessment.md 2–4; docs/dcmm.md): submit, read one, list a company's. */

const partyOf = (row: DcmmRecordRow) => row.partyType as DcmmPartyType;

/** The self-check as the result shows it: each area's level, its name and the statement chosen. */
function capabilityResultOf(questionnaire: DcmmQuestionnaire, capability: Record<string, number> | null) {
  if (!capability) return null;
  return questionnaire.capabilityAreas.flatMap((area) => {
    const level = capability[area.id];
    if (level === undefined) return [];
    const statement = area.statements.find((entry) => entry.level === level)?.text ?? '';
    return [{ id: area.id, name: area.name, level, levelName: dcmmLevelName(level), statement }];
  });
}

function dcmmRecordOf(row: DcmmRecordRow, companyName: string, questionnaire: DcmmQuestionnaire): DcmmRecord {
  const party = partyOf(row);
  const answers: DcmmAnswers = row.answers;
  return {
    id: String(row.id),
    companyName,
    answerType: ANSWER_TYPES.dcmm,
    status: RECORD_STATUSES.completed,
    dcmmPartyType: party,
    dcmmPartyTypeName: DCMM_PARTY_LABELS[party],
    assessmentLevel: row.level,
    levelTitle: dcmmLevelTitle(row.level),
    answerTime: formatDateTime(row.submittedAt),
    questionnaireVersion: row.questionnaireVersion,
    gateFindings: gateFindingsOf(questionnaire.questions, party, answers).map((question) => ({
      itemNumber: question.itemNumber,
      questionName: question.name,
    })),
    answers: questionnaire.questions.map((question) => ({
      itemNumber: question.itemNumber,
      questionName: question.name,
      chosen: question.options
        .filter((option) => (answers[question.id] ?? []).includes(option.value))
        .map((option) => option.label),
    })),
    capability: capabilityResultOf(questionnaire, row.capability),
    pledge: pledgeOf(row),
  };
}

export interface DcmmSubmission {
  dcmmPartyType: DcmmPartyType;
  answers: DcmmAnswers;
  capability?: Record<string, number> | undefined;
  /** The 真实性承诺 version accepted, the current one (the contract refuses any other). */
  pledgeVersion: number;
}

/** The pledge as a submission stores it: accepted by the submitting member, with their username then, at submission. */
const acceptedWith = (asker: Principal, version: number, at: Date) => ({
  pledgeVersion: version,
  pledgeAcceptedAt: at,
  pledgeAcceptedBy: asker.userId,
  pledgeAcceptedByName: asker.username,
});

/**
 * answer/add: a member of a certified company submits the whole questionnaire of the current
 * version at once, with the 真实性承诺 they accepted (stored with the record: the level is a result,
 * and no result without the pledge). The level is computed here from the answers (a client-sent
 * level or status is never read); the record and its audit row are written in one transaction.
 */
export async function submitDcmm(
  ctx: AppContext,
  request: FastifyRequest,
  asker: Principal,
  body: DcmmSubmission,
): Promise<DcmmRecord> {
  const companyId = requireAssessingCompany(asker);
  const questionnaire = await currentQuestionnaire(ctx.db);
  const checked = checkDcmmAnswers(questionnaire, body);
  if (!checked.ok) throw AppError.badRequest(checked.message);
  const party = body.dcmmPartyType;
  const level = dcmmLevelOf(questionnaire.questions, party, checked.answers);
  const at = new Date(ctx.now());
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await insertDcmmRecord(tx, {
      companyId,
      partyType: party,
      questionnaireVersion: questionnaire.version,
      answers: checked.answers,
      level,
      capability: checked.capability,
      submittedBy: asker.userId,
      submittedAt: at,
      ...acceptedWith(asker, body.pledgeVersion, at),
    });
    await recordAudit(tx, request, {
      action: 'dcmm.submit',
      userId: asker.userId,
      subject: asker.companyName ?? undefined,
      detail: {
        id: inserted.id,
        companyId,
        partyType: party,
        level,
        questionnaireVersion: questionnaire.version,
        pledgeVersion: body.pledgeVersion,
      },
    });
    return inserted;
  });
  return dcmmRecordOf(row, asker.companyName ?? '', questionnaire);
}

/** dcmmDetail: the owning company's members and operators read a record; anyone else learns nothing (404). */
export async function readDcmmDetail(ctx: AppContext, asker: Principal, id: number): Promise<DcmmRecord> {
  const found = await findDcmmRecord(ctx.db, id);
  // A DCMM record has no 551 provider: only its company and operators may read it.
  if (!found || !mayReadRecord({ companyId: found.record.companyId, serviceProviderId: null }, asker)) {
    throw AppError.notFound();
  }
  const questionnaire = await loadQuestionnaire(ctx.db, found.record.questionnaireVersion);
  return dcmmRecordOf(found.record, found.companyName, questionnaire);
}

function recordItemOf(row: DcmmRecordRow, companyName: string): RecordItem {
  const submitted = formatDateTime(row.submittedAt);
  return {
    id: String(row.id),
    companyName,
    answerType: ANSWER_TYPES.dcmm,
    assessmentType: '',
    status: RECORD_STATUSES.completed,
    assessmentLevel: row.level,
    currentLevel: row.level,
    digitalTransformationLevel: '',
    totalScore: null,
    answerTime: submitted,
    createTime: submitted,
    serviceProviderId: '',
    dcmmPartyType: row.partyType,
    withdrawnAt: '',
    withdrawReason: '',
  };
}

/**
 * recordList with answerType '1': the company's DCMM records, paged in SQL. A DCMM record is
 * complete when submitted and never withdrawn, so status '0' or '2' lists none; sidx totalScore sorts by level.
 */
export async function listDcmmRecords(db: Database, companyId: number, query: RecordListQuery) {
  if (query.status && query.status !== RECORD_STATUSES.completed) return { rows: [], total: 0 };
  const { rows, total } = await listCompanyDcmmRecords(db, companyId, {
    sidx: query.sidx,
    sord: query.sord,
    limit: query.limit,
    offset: pageOffset(query),
  });
  return { rows: rows.map((row) => recordItemOf(row.record, row.companyName)), total };
}
