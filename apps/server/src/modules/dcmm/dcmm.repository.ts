import { BANK_VERSION_STATUSES, type DcmmQuestionnaire } from '@dtmm/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { companies } from '../companies/companies.table';
import { type DcmmRecordRow, dcmmQuestionnaireVersions, dcmmRecords } from './dcmm.table';

const isPublished = eq(dcmmQuestionnaireVersions.status, BANK_VERSION_STATUSES.published);

/** The number of the newest published questionnaire version; null before the seed ran. */
export async function findCurrentQuestionnaireVersion(db: Queryable): Promise<number | null> {
  const [row] = await db
    .select({ version: dcmmQuestionnaireVersions.version })
    .from(dcmmQuestionnaireVersions)
    .where(isPublished)
    .orderBy(desc(dcmmQuestionnaireVersions.version))
    .limit(1);
  return row?.version ?? null;
}

export async function findPublishedQuestionnaire(db: Queryable, version: number): Promise<DcmmQuestionnaire | null> {
  const [row] = await db
    .select({
      version: dcmmQuestionnaireVersions.version,
      questions: dcmmQuestionnaireVersions.questions,
      capabilityAreas: dcmmQuestionnaireVersions.capabilityAreas,
    })
    .from(dcmmQuestionnaireVersions)
    .where(and(eq(dcmmQuestionnaireVersions.version, version), isPublished));
  return row ?? null;
}

export async function countQuestionnaireVersions(db: Queryable): Promise<number> {
  return db.$count(dcmmQuestionnaireVersions);
}

/** Publishes a version; false when that number exists already (another instance seeded it first). */
export async function insertPublishedQuestionnaire(db: Queryable, questionnaire: DcmmQuestionnaire): Promise<boolean> {
  const inserted = await db
    .insert(dcmmQuestionnaireVersions)
    .values({ ...questionnaire, status: BANK_VERSION_STATUSES.published, publishedAt: new Date() })
    .onConflictDoNothing()
    .returning({ version: dcmmQuestionnaireVersions.version });
  return inserted.length > 0;
}

export type NewDcmmRecord = typeof dcmmRecords.$inferInsert;

export async function insertDcmmRecord(db: Queryable, record: NewDcmmRecord): Promise<DcmmRecordRow> {
  const [row] = await db.insert(dcmmRecords).values(record).returning();
  if (!row) throw new Error('insert returned no DCMM record');
  return row;
}

/** A record with its company's name; null when there is none. */
export async function findDcmmRecord(db: Queryable, id: number) {
  const [row] = await db
    .select({ record: dcmmRecords, companyName: companies.companyName })
    .from(dcmmRecords)
    .innerJoin(companies, eq(companies.id, dcmmRecords.companyId))
    .where(eq(dcmmRecords.id, id));
  return row ?? null;
}

const SORT = { createTime: dcmmRecords.submittedAt, id: dcmmRecords.id, totalScore: dcmmRecords.level } as const;

export interface DcmmPage {
  sidx: keyof typeof SORT;
  sord: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** One page of a company's records with its name, and how many it has: two indexed queries. */
export async function listCompanyDcmmRecords(db: Queryable, companyId: number, page: DcmmPage) {
  const column = SORT[page.sidx];
  const where = eq(dcmmRecords.companyId, companyId);
  const [rows, total] = await Promise.all([
    db
      .select({ record: dcmmRecords, companyName: companies.companyName })
      .from(dcmmRecords)
      .innerJoin(companies, eq(companies.id, dcmmRecords.companyId))
      .where(where)
      .orderBy(page.sord === 'asc' ? asc(column) : desc(column), desc(dcmmRecords.id))
      .limit(page.limit)
      .offset(page.offset),
    db.$count(dcmmRecords, where),
  ]);
  return { rows, total };
}
