import {
  type AnswerType,
  type AssessmentType,
  BANK_VERSION_STATUSES,
  type BankVersion,
  CERTIFICATION_STATUSES,
  type IndustryGroup,
  RECORD_STATUSES,
  type ReportContent,
} from '@dtmm/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database';
import { perDatabase } from '../../db/per-database';
import { preparedStatement } from '../../db/prepared-statement';
import { rowsOf } from '../../db/rows-of';
import { liveSession } from '../auth/principal';
import { sessions } from '../auth/sessions.table';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';
import {
  type AssessmentAnswerRow,
  type AssessmentRecordRow,
  assessmentAnswers,
  assessmentBankVersions,
  assessmentRecords,
} from './assessment.table';

/** The number of the newest published bank version; null before the bank is seeded. */
export async function findCurrentVersionNumber(db: Queryable): Promise<number | null> {
  const [row] = await db
    .select({ version: assessmentBankVersions.version })
    .from(assessmentBankVersions)
    .where(eq(assessmentBankVersions.status, BANK_VERSION_STATUSES.published))
    .orderBy(desc(assessmentBankVersions.version))
    .limit(1);
  return row?.version ?? null;
}

/** A published version as the model takes it; null when there is no such published version. */
export async function findPublishedVersion(db: Queryable, version: number): Promise<BankVersion | null> {
  const [row] = await db
    .select({
      version: assessmentBankVersions.version,
      questions: assessmentBankVersions.questions,
      parameters: assessmentBankVersions.parameters,
    })
    .from(assessmentBankVersions)
    .where(
      and(
        eq(assessmentBankVersions.version, version),
        eq(assessmentBankVersions.status, BANK_VERSION_STATUSES.published),
      ),
    );
  return row ?? null;
}

/** Publishes a version; false when that number exists already (another instance seeded it first). */
/** A bank published outright (a platform bank at start-up): false when its number or seed key is taken. */
export async function insertPublishedVersion(
  db: Queryable,
  bank: BankVersion & { seedKey?: string; reportContent?: ReportContent | null },
): Promise<boolean> {
  const inserted = await db
    .insert(assessmentBankVersions)
    .values({
      version: bank.version,
      status: BANK_VERSION_STATUSES.published,
      parameters: bank.parameters,
      questions: bank.questions,
      reportContent: bank.reportContent ?? null,
      seedKey: bank.seedKey ?? null,
      publishedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ version: assessmentBankVersions.version });
  return inserted.length > 0;
}

export async function hasSeededBank(db: Queryable, seedKey: string): Promise<boolean> {
  const [row] = await db
    .select({ version: assessmentBankVersions.version })
    .from(assessmentBankVersions)
    .where(eq(assessmentBankVersions.seedKey, seedKey));
  return row !== undefined;
}

export interface NewRecord {
  companyId: number;
  answerType: AnswerType;
  assessmentType: AssessmentType;
  croppedIndicatorIds: string[];
  industryGroup: IndustryGroup;
  serviceProviderId: number | null;
  bankVersion: number;
  createdBy: number;
}

/**
 * Starts a record in progress at level 1. The partial unique index assessment_records_one_in_progress
 * refuses a second in-progress record of the company and answer type (a unique violation, 23505).
 */
export async function insertRecord(db: Queryable, record: NewRecord): Promise<AssessmentRecordRow> {
  const [row] = await db.insert(assessmentRecords).values(record).returning();
  if (!row) throw new Error('insert returned no record');
  return row;
}

export async function findInProgressRecord(
  db: Queryable,
  companyId: number,
  answerType: AnswerType,
): Promise<AssessmentRecordRow | null> {
  const [row] = await db
    .select()
    .from(assessmentRecords)
    .where(
      and(
        eq(assessmentRecords.companyId, companyId),
        eq(assessmentRecords.answerType, answerType),
        eq(assessmentRecords.status, RECORD_STATUSES.inProgress),
      ),
    );
  return row ?? null;
}

export async function findRecord(db: Queryable, id: number): Promise<AssessmentRecordRow | null> {
  const [row] = await db.select().from(assessmentRecords).where(eq(assessmentRecords.id, id));
  return row ?? null;
}

export interface AnswerSave {
  recordId: number;
  questionId: string;
  /** The question's level: stored only while the record's questionnaire is at that level. */
  level: number;
  optionIds: string[];
  /** Who saves it, on which session: the statement itself checks both (see saveAnswer). */
  answeredBy: number;
  sessionId: string;
  now: Date;
  /** The saving member's own order of their saves of this answer: compared with their own stored save only. */
  seq: number;
  /** The answer's version the client last saw; null when it did not say. */
  version: number | null;
}

/** A save that was stored: the answer's new version, the save's time in the database and the saver's name. */
export interface StoredSave {
  version: number;
  answeredAt: Date;
  answeredByName: string;
}

/**
 * An autosave's transaction commits without waiting for its WAL to reach the disk (docs/decisions.md,
 * "Autosaves commit asynchronously"): 200 people clicking made every commit of the platform, a
 * completion's too, queue for the WAL's flush. A crash of PostgreSQL itself may lose the last fraction
 * of a second of clicks, never a completion or anything else; the setting ends with the statement's transaction.
 */
const ASYNC_COMMIT = sql.raw(`(select set_config('synchronous_commit', 'off', true)) async_commit`);

const saveStatementOf = perDatabase((db: Database) => {
  const at = (name: keyof AnswerSave) => sql.placeholder(name);
  const seen = sql`${at('version')}::bigint`;
  return preparedStatement(
    db,
    'save_answer',
    sql`
    with saved as (
      insert into assessment_answers (record_id, question_id, level, option_ids, answered_by, answered_at, seq, version)
      select r.id, ${at('questionId')}, r.current_level, ${at('optionIds')}::text[], ${users.id}, now(), ${at('seq')}::bigint, 1
      from assessment_records r
      cross join ${ASYNC_COMMIT}
      join ${users} on ${users.id} = ${at('answeredBy')} and ${users.companyId} = r.company_id and not ${users.isDisabled}
      join ${companies} on ${companies.id} = r.company_id and ${companies.certificationStatus} = ${CERTIFICATION_STATUSES.certified}
      join ${sessions} on ${liveSession(sql`${at('sessionId')}::uuid`, sql`${at('now')}::timestamptz`)}
      where r.id = ${at('recordId')} and r.status = '0' and r.current_level = ${at('level')}
      for share of r
      on conflict (record_id, question_id) do update set
        level = excluded.level, option_ids = excluded.option_ids, answered_by = excluded.answered_by,
        answered_at = excluded.answered_at, seq = excluded.seq, version = assessment_answers.version + 1
      where assessment_answers.version = ${seen}
        or (assessment_answers.answered_by = excluded.answered_by and assessment_answers.seq < excluded.seq)
        or (${seen} is null and assessment_answers.answered_by is distinct from excluded.answered_by)
      returning version, answered_at, answered_by)
    select saved.version, saved.answered_at, ${users.username} as username
    from saved join ${users} on ${users.id} = saved.answered_by`,
  );
});

/**
 * Saves an answer in one statement, and only
 * - as a member of the record's company (not disabled, the company certified: requireAssessingCompany)
 *   on a live session (liveSession, the principal query's own rule), so a click needs no principal
 *   query before it;
 * - while the record is in progress at the answer's level (FOR SHARE of the record waits for a
 *   running submitQuestionnaire, then re-checks);
 * - over a stored answer, when the client saw the stored version (a new change, whatever its seq);
 *   or the stored answer is the same member's with a lower seq (of their saves in flight the newer
 *   stays, whatever order they commit in); or the client named no version and the stored answer is
 *   another member's (the later save in the server's order stays). A save with a version made over
 *   another member's answer that its client never saw loses, so nobody overwrites unseen work.
 * Every stored save raises the version by one: the row lock of ON CONFLICT orders concurrent saves.
 * The stored save, or null (lost, a repeat, or one of the conditions failed: the caller tells which).
 * Prepared once per connection: 200 people clicking made its planning the database's largest cost.
 */
export async function saveAnswer(db: Database, answer: AnswerSave): Promise<StoredSave | null> {
  const result = await saveStatementOf(db).execute({ ...answer, now: answer.now.toISOString() });
  const [row] = rowsOf<{ version: number | string; answered_at: Date | string; username: string }>(result);
  return row
    ? { version: Number(row.version), answeredAt: new Date(row.answered_at), answeredByName: row.username }
    : null;
}

export async function findAnswers(db: Queryable, recordId: number): Promise<AssessmentAnswerRow[]> {
  return db.select().from(assessmentAnswers).where(eq(assessmentAnswers.recordId, recordId));
}
