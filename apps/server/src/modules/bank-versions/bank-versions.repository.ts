import { BANK_VERSION_STATUSES, type BankQuestion, type ReportContent, type ScoringParameters } from '@dtmm/shared';
import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/database';
import { assessmentRecords, type BankVersionRow, assessmentBankVersions as v } from '../assessment/assessment.table';

/** A version's row without its questions and content, with what the list shows of them. */
export interface BankVersionListRow {
  version: number;
  status: string;
  questionCount: number;
  recordCount: number;
  createdAt: Date;
  publishedAt: Date | null;
  copiedFrom: number | null;
}

const isDraft = eq(v.status, BANK_VERSION_STATUSES.draft);

/** Every version, newest first, with its question count and the records pinned to it. */
export async function listVersions(db: Queryable): Promise<BankVersionListRow[]> {
  const pinned = db
    .select({ version: assessmentRecords.bankVersion, n: count().as('n') })
    .from(assessmentRecords)
    .groupBy(assessmentRecords.bankVersion)
    .as('pinned');
  return db
    .select({
      version: v.version,
      status: v.status,
      questionCount: sql<number>`jsonb_array_length(${v.questions})::int`,
      recordCount: sql<number>`coalesce(${pinned.n}, 0)::int`,
      createdAt: v.createdAt,
      publishedAt: v.publishedAt,
      copiedFrom: v.copiedFrom,
    })
    .from(v)
    .leftJoin(pinned, eq(pinned.version, v.version))
    .orderBy(desc(v.version));
}

export async function findVersion(db: Queryable, version: number): Promise<BankVersionRow | null> {
  const [row] = await db.select().from(v).where(eq(v.version, version));
  return row ?? null;
}

/** The records pinned to one version (any status). */
export async function countPinnedRecords(db: Queryable, version: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(assessmentRecords)
    .where(eq(assessmentRecords.bankVersion, version));
  return row?.n ?? 0;
}

/** The version, locked until the transaction ends: an edit, a publication and a deletion of it wait for each other. */
export async function lockVersion(tx: Transaction, version: number): Promise<BankVersionRow | null> {
  const [row] = await tx.select().from(v).where(eq(v.version, version)).for('update');
  return row ?? null;
}

export async function findDraftNumber(db: Queryable): Promise<number | null> {
  const [row] = await db.select({ version: v.version }).from(v).where(isDraft);
  return row?.version ?? null;
}

export async function nextVersionNumber(db: Queryable): Promise<number> {
  const [row] = await db.select({ top: max(v.version) }).from(v);
  return (row?.top ?? 0) + 1;
}

export interface NewDraft {
  version: number;
  copiedFrom: number;
  questions: BankQuestion[];
  parameters: ScoringParameters;
  reportContent: ReportContent;
  now: Date;
}

/**
 * Inserts the draft; the primary key and the partial unique index assessment_bank_versions_one_draft
 * refuse a second one made at the same time (a unique violation, 23505).
 */
export async function insertDraft(tx: Transaction, draft: NewDraft): Promise<void> {
  await tx.insert(v).values({
    version: draft.version,
    status: BANK_VERSION_STATUSES.draft,
    copiedFrom: draft.copiedFrom,
    questions: draft.questions,
    parameters: draft.parameters,
    reportContent: draft.reportContent,
    createdAt: draft.now,
    updatedAt: draft.now,
  });
}

export type DraftChange = Partial<Pick<BankVersionRow, 'questions' | 'parameters' | 'reportContent'>>;

/** Changes a draft, only while it is one; false when it is not (published or gone meanwhile). */
export async function updateDraft(tx: Transaction, version: number, change: DraftChange, now: Date): Promise<boolean> {
  const rows = await tx
    .update(v)
    .set({ ...change, updatedAt: now })
    .where(and(eq(v.version, version), isDraft))
    .returning({ version: v.version });
  return rows.length > 0;
}

/** draft → published (docs/bank-versions.md); false when the version is not a draft any more. */
export async function publishDraft(tx: Transaction, version: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(v)
    .set({ status: BANK_VERSION_STATUSES.published, publishedAt: now, updatedAt: now })
    .where(and(eq(v.version, version), isDraft))
    .returning({ version: v.version });
  return rows.length > 0;
}

/** Deletes a draft, never a published version; false when it is not a draft. */
export async function deleteDraft(tx: Transaction, version: number): Promise<boolean> {
  const rows = await tx
    .delete(v)
    .where(and(eq(v.version, version), isDraft))
    .returning({ version: v.version });
  return rows.length > 0;
}
