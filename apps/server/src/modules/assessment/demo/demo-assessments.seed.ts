import { PLEDGE_VERSION, RECORD_STATUSES } from '@dtmm/shared';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Transaction } from '../../../db/database';
import { companies } from '../../companies/companies.table';
import { seedDemoDcmm } from '../../dcmm/demo/demo-dcmm';
import { DEMO_COMPANIES } from '../../demo/demo-province';
import { users } from '../../users/users.table';
import { findCurrentVersionNumber, findPublishedVersion } from '../assessment.repository';
import { assessmentAnswers, assessmentRecords } from '../assessment.table';
import { freezeReport, inFreezingTransaction, prepareFreeze } from '../report/report-freeze';
import { DEMO_ASSESSED_COMPANIES } from './demo-assessed-companies';
import { type PlannedRecord, planDemoRecords } from './demo-record-plan';

const DAY_MS = 86_400_000;
/** The assessment population joined the platform a month before its first assessment. */
const JOINED_BEFORE_DAYS = 30;

/** Inserts the assessment population; answers every demo company's id by key, theirs and the province's. */
async function insertCompanies(tx: Transaction, plans: readonly PlannedRecord[], now: number) {
  const firstDaysAgo = (key: string) =>
    Math.max(...plans.filter((p) => p.plan.company === key).map((p) => p.plan.daysAgo));
  const inserted = await tx
    .insert(companies)
    .values(
      DEMO_ASSESSED_COMPANIES.map(({ key, ...company }) => {
        const joined = new Date(now - (firstDaysAgo(key) + JOINED_BEFORE_DAYS) * DAY_MS);
        return { ...company, province: '14', certificationStatus: 1, createdAt: joined, updatedAt: joined };
      }),
    )
    .returning({ id: companies.id });
  const idByKey = new Map(DEMO_ASSESSED_COMPANIES.map((company, i) => [company.key, inserted[i]?.id]));
  const codes = DEMO_COMPANIES.map((company) => company.socialCreditCode);
  const province = await tx
    .select({ id: companies.id, code: companies.socialCreditCode })
    .from(companies)
    .where(inArray(companies.socialCreditCode, codes));
  for (const company of DEMO_COMPANIES)
    idByKey.set(company.key, province.find((c) => c.code === company.socialCreditCode)?.id);
  return (key: string) => {
    const id = idByKey.get(key);
    if (id === undefined) throw new Error(`demo assessments: no company ${key}`);
    return id;
  };
}

interface DemoAdmin {
  id: number;
  username: string;
}

/** Company id → its ADMIN user, who started, answered and pledged its assessments (the population has none). */
async function adminsOf(tx: Transaction) {
  const rows = await tx
    .select({ id: users.id, username: users.username, companyId: users.companyId })
    .from(users)
    .where(and(eq(users.companyRole, 'ADMIN'), isNotNull(users.companyId)));
  const byCompany = new Map(rows.map((row) => [row.companyId, row]));
  return (companyId: number): DemoAdmin | null => byCompany.get(companyId) ?? null;
}

const recordRow = (
  planned: PlannedRecord,
  companyId: number,
  serviceProviderId: number | null,
  by: DemoAdmin | null,
) => ({
  companyId,
  answerType: planned.answerType,
  assessmentType: planned.assessmentType,
  croppedIndicatorIds: planned.croppedIndicatorIds,
  industryGroup: planned.industryGroup,
  serviceProviderId,
  bankVersion: planned.assessment.bankVersion,
  status: RECORD_STATUSES.completed,
  // As submitQuestionnaire leaves a completed record: at the level that ended it.
  currentLevel: planned.assessment.levels.length,
  assessmentLevel: planned.assessment.level,
  digitalTransformationLevel: planned.assessment.tier,
  totalScore: planned.assessment.totalScore,
  result: planned.assessment,
  createdBy: by?.id ?? null,
  createdAt: planned.createdAt,
  updatedAt: planned.completedAt,
  completedAt: planned.completedAt,
  // As a live record: the 真实性承诺 accepted before its first submit.
  pledgeVersion: PLEDGE_VERSION,
  pledgeAcceptedAt: planned.createdAt,
  pledgeAcceptedBy: by?.id ?? null,
  pledgeAcceptedByName: by?.username ?? '',
});

const answerRows = (planned: PlannedRecord, recordId: number, by: number | null, levelOf: (id: string) => number) =>
  Object.entries(planned.answers).map(([questionId, optionIds]) => ({
    record_id: recordId,
    question_id: questionId,
    level: levelOf(questionId),
    option_ids: optionIds,
    answered_by: by,
    answered_at: planned.answeredAt(levelOf(questionId)),
    seq: 1,
  }));

/** Some 3,500 answers as one JSON parameter: a multi-row insert of 24,000 parameters takes ten times longer. */
async function insertAnswers(tx: Transaction, rows: ReturnType<typeof answerRows>) {
  await tx.execute(sql`
    insert into ${assessmentAnswers} (record_id, question_id, level, option_ids, answered_by, answered_at, seq)
    select * from json_to_recordset(${JSON.stringify(rows)}::json) as a(record_id bigint, question_id text,
      level integer, option_ids text[], answered_by bigint, answered_at timestamptz, seq bigint)`);
}

/**
 * The demo province's completed assessments (demo-assessments.ts), seeded into a fresh demo database
 * right after the province: the population's companies, each record with its answers, then its
 * report and benchmark entry frozen by freezeReport exactly as a live completion stores them, and
 * the DCMM self-assessments (dcmm/demo/demo-dcmm.ts). One transaction; the bank and report content
 * are read before it (PGlite has one connection).
 */
export async function seedDemoAssessments(ctx: AppContext, now = ctx.now()): Promise<void> {
  const version = await findCurrentVersionNumber(ctx.db);
  const bank = version === null ? null : await findPublishedVersion(ctx.db, version);
  if (!bank) return;
  const kit = await prepareFreeze(ctx, bank.version);
  const planned = planDemoRecords(bank, now);
  const levelById = new Map(bank.questions.map((question) => [question.id, question.level]));
  const levelOf = (questionId: string) => levelById.get(questionId) ?? 1;
  await inFreezingTransaction(ctx.db, async (tx, entries) => {
    const companyId = await insertCompanies(tx, planned, now);
    const adminOf = await adminsOf(tx);
    const adminIdOf = (owner: number) => adminOf(owner)?.id ?? null;
    const owners = planned.map((p) => companyId(p.plan.company));
    const rows = await tx
      .insert(assessmentRecords)
      .values(
        planned.map((p, i) => {
          const owner = owners[i] ?? 0;
          return recordRow(p, owner, p.plan.provider ? companyId(p.plan.provider) : null, adminOf(owner));
        }),
      )
      .returning();
    const stored = rows.flatMap((row, i) => (planned[i] ? [{ row, p: planned[i] }] : []));
    await insertAnswers(
      tx,
      stored.flatMap(({ row, p }) => answerRows(p, row.id, adminIdOf(row.companyId), levelOf)),
    );
    for (const { row, p } of stored) {
      await freezeReport(
        tx,
        kit,
        { ...row, result: p.assessment, completedAt: p.completedAt },
        bank,
        p.answers,
        entries,
      );
    }
    await seedDemoDcmm(tx, companyId, adminOf, now);
  });
}
