import { type BankVersion, messages, PLEDGE_VERSION } from '@dtmm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { answerAll } from '../dcmm/test/dcmm-client';
import { applicationForm, BASE as FORMAL } from '../formal-assessment/test/formal-client';
import { users } from '../users/users.table';
import { findPublishedVersion } from './assessment.repository';
import { assessmentAnswers, assessmentRecords } from './assessment.table';
import { findGroupFigures } from './report/benchmark.repository';
import { assessmentBenchmarkEntries } from './report/report.table';

/**
 * Issue 28, 4: a company whose enterprise certification is under review (阳泉冠山, gs_admin) or was
 * rejected (临汾平阳, py_admin) has its applicant as ADMIN, but assesses nothing, applies for nothing
 * and counts in no peer figure. Rows of the authorization matrix say the same for every route.
 */

let t: TestApp;
let bank: BankVersion;
const ANSWER = '/api/dtmm/answer';
const UNCERTIFIED = ['gs_admin', 'py_admin'] as const;
const companyFirst = { code: 400, msg: messages.certification.companyFirst };

const companyOf = async (username: string) => {
  const [row] = await t.database.db.select({ id: users.companyId }).from(users).where(eq(users.username, username));
  return row?.id ?? 0;
};

/** A completed record and its benchmark entry, as one made before the rule would have left them. */
async function plantCompletedRecord(username: string, completedAt: Date) {
  const companyId = await companyOf(username);
  const base = { companyId, answerType: '0', assessmentType: '2', bankVersion: 1 } as const;
  const [record] = await t.database.db
    .insert(assessmentRecords)
    .values({ ...base, status: '1', assessmentLevel: 5, totalScore: 96, completedAt })
    .returning({ id: assessmentRecords.id });
  const recordId = record?.id ?? 0;
  // A certified company keeps its own (later) entry.
  await t.database.db
    .insert(assessmentBenchmarkEntries)
    .values({ companyId, bankVersion: 1, recordId, totalScore: 96, level: 5, completedAt })
    .onConflictDoNothing();
  return recordId;
}

beforeAll(async () => {
  t = await buildTestApp();
  bank = (await findPublishedVersion(t.database.db, 1)) as BankVersion;
});
afterAll(() => t?.close());

describe('a company whose certification is under review or rejected', () => {
  it('starts no diagnosis, 551 or DCMM assessment and files no formal application', async () => {
    const [lc] = await t.database.db.select().from(users).where(eq(users.username, 'lc_admin'));
    for (const username of UNCERTIFIED) {
      const token = await t.tokenFor(username);
      const calls = [
        t.call(token, 'POST', `${ANSWER}/createExam`, { assessmentType: '2', answerType: '0' }),
        t.call(token, 'POST', `${ANSWER}/createExam`, {
          assessmentType: '2',
          answerType: '2',
          serviceProviderId: String(lc?.companyId),
        }),
        t.call(token, 'POST', `${ANSWER}/add`, {
          dcmmPartyType: 'A',
          answerType: '1',
          answers: answerAll(),
          pledgeVersion: PLEDGE_VERSION,
        }),
        t.call(token, 'POST', `${FORMAL}/add`, applicationForm()),
        t.call(token, 'GET', `${ANSWER}/recordList`),
      ];
      for (const res of await Promise.all(calls)) expect(res.body, username).toEqual(companyFirst);
    }
    expect(
      await t.database.db.$count(assessmentRecords, eq(assessmentRecords.companyId, await companyOf('gs_admin'))),
    ).toBe(0);
  });

  it('answers and submits nothing of a record it holds from before the rule', async () => {
    const companyId = await companyOf('gs_admin');
    const [record] = await t.database.db
      .insert(assessmentRecords)
      .values({ companyId, answerType: '0', assessmentType: '2', bankVersion: 1 })
      .returning({ id: assessmentRecords.id });
    const recordId = record?.id ?? 0;
    const question = bank.questions.find((q) => q.level === 1);
    const token = await t.tokenFor('gs_admin');
    const saved = await t.call(token, 'POST', `${ANSWER}/submitAnswer`, {
      id: `${recordId}:${question?.id}`,
      userAnswer: question?.options[0]?.id ?? 'A',
    });
    expect(saved.body).toEqual(companyFirst);
    expect(await t.database.db.$count(assessmentAnswers, eq(assessmentAnswers.recordId, recordId))).toBe(0);
    const submitted = await t.call(token, 'POST', `${ANSWER}/submitQuestionnaire`, { recordId, level: 1 });
    expect(submitted.body).toEqual(companyFirst);
  });

  it('moves no peer figure: the report’s province count and the province dashboard count certified companies', async () => {
    const province = [{ scope: 'province' as const, label: '全省' }];
    // Today's province as any report of another company sees it.
    const everyone = () => ({ bankVersion: 1, recordId: 0, companyId: 0, asOf: new Date() });
    const before = await findGroupFigures(t.database.db, everyone(), province);
    // 2019: a year of the dashboard nothing else completed in.
    const at = new Date('2019-06-01T02:00:00Z');
    for (const username of UNCERTIFIED) await plantCompletedRecord(username, at);
    const after = await findGroupFigures(t.database.db, everyone(), province);
    expect(after[0]?.companyCount).toBe(before[0]?.companyCount);
    // 并州 is certified and counts.
    await plantCompletedRecord('bz_admin', at);
    const dashboard = await t.call(await t.tokenFor('operator'), 'GET', '/api/admin/insight?year=2019');
    const levels: { companies: number }[] = dashboard.body.data.levels;
    expect(levels.reduce((sum, level) => sum + level.companies, 0)).toBe(1);
  });
});
