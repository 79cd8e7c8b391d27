import { type BankVersion, type ExamArea, examMessages as em, examAnswer, questionsAskedOf } from '@dtmm/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';
import { findCurrentVersionNumber, findPublishedVersion } from './assessment.repository';
import { assessmentRecords } from './assessment.table';

/**
 * Issue 29 §1 at the way in: the company's certified industry decides the variant of a new record —
 * what its questionnaire asks, which indicators it may crop, and which 成效 band it is asked.
 */

let t: TestApp;
let bank: BankVersion;
const ANSWER = '/api/dtmm/answer';

beforeAll(async () => {
  t = await buildTestApp();
  bank = (await findPublishedVersion(
    t.database.db,
    (await findCurrentVersionNumber(t.database.db)) ?? 0,
  )) as BankVersion;
});
afterAll(() => t?.close());

const companyOf = async (username: string) => {
  const [row] = await t.database.db.select({ id: users.companyId }).from(users).where(eq(users.username, username));
  return row?.id ?? 0;
};

/** The member's diagnosis createExam with a fresh start: any record of the company in progress is removed first. */
async function startExam(username: string, body: { assessmentType: string; levelThreeCroppedIds?: string }) {
  const companyId = await companyOf(username);
  await t.database.db
    .delete(assessmentRecords)
    .where(and(eq(assessmentRecords.companyId, companyId), eq(assessmentRecords.status, '0')));
  return t.call(await t.tokenFor(username), 'POST', `${ANSWER}/createExam`, { answerType: '0', ...body });
}

const questionIdsOf = (tree: ExamArea[]) =>
  tree.flatMap((area) => area.children.flatMap((group) => group.children.flatMap((i) => i.children.map((q) => q.id))));

const industryGroupOfRecord = async (recordId: string) => {
  const [row] = await t.database.db
    .select({ industryGroup: assessmentRecords.industryGroup })
    .from(assessmentRecords)
    .where(eq(assessmentRecords.id, Number(recordId)));
  return row?.industryGroup;
};

describe('a road haulier (门类 G, 道路运输业): the services variant', () => {
  beforeAll(async () => {
    // 忻州晋北云仓 re-certified as a road haulier: 交通运输、仓储和邮政业 / 道路运输业.
    await t.database.db
      .update(companies)
      .set({ industryCategory: 'G', secondaryIndustry: '54', industry: null })
      .where(eq(companies.id, await companyOf('yc_admin')));
  });

  it('may not crop 市场营销 or any 数字化生产 indicator', async () => {
    expect((await startExam('yc_admin', { assessmentType: '1', levelThreeCroppedIds: '市场营销' })).body).toEqual({
      code: 400,
      msg: em.notCroppable,
    });
    for (const name of ['产品设计', '工艺设计', '仓储管理', '物流配送', '营销管理', '售后服务', '计划排程']) {
      const res = await startExam('yc_admin', { assessmentType: '1', levelThreeCroppedIds: name });
      expect(res.body.code, name).toBe(400);
    }
    const started = await t.database.db
      .select({ id: assessmentRecords.id })
      .from(assessmentRecords)
      .where(and(eq(assessmentRecords.companyId, await companyOf('yc_admin')), eq(assessmentRecords.status, '0')));
    expect(started).toEqual([]);
  });

  it('gets a services record with 数字化经营 in place of 数字化生产, and may crop 物流仓储', async () => {
    const res = await startExam('yc_admin', { assessmentType: '1', levelThreeCroppedIds: '物流仓储' });
    const { record, questionTree } = examAnswer.parse(res.body).data;
    expect(record).toMatchObject({ evaluationType: '2', levelThreeCroppedIds: '物流仓储', bankVersion: bank.version });
    expect(await industryGroupOfRecord(record.id)).toBe('services');
    expect(questionTree.map((area) => area.name)).toEqual(['数字化基础', '数字化治理', '数字化经营', '数字化转型成效']);
    const asked = questionsAskedOf(bank.questions, 'services', ['T39']).filter((q) => q.level === 1);
    expect(questionIdsOf(questionTree).sort()).toEqual(asked.map((q) => q.id).sort());
    const ids = questionIdsOf(questionTree);
    expect(ids.some((id) => id.startsWith('T39-'))).toBe(false);
    expect(ids).toEqual(expect.arrayContaining(['T32-L1-1', 'T40-Q', 'T41-Q', 'T42-Q', 'T31-Q']));
    expect(ids.some((id) => /^T(1[3-9]|2\d|30)-/.test(id))).toBe(false);
  });
});

describe('the 成效 energy band of industry', () => {
  it('asks an energy-intensive company (C25 焦化) T28-Q-E, another manufacturer (C33) T28-Q-G', async () => {
    const coking = examAnswer.parse((await startExam('sy_admin', { assessmentType: '2' })).body).data;
    expect(coking.record.evaluationType).toBe('1');
    expect(await industryGroupOfRecord(coking.record.id)).toBe('energyIntensive');
    expect(questionIdsOf(coking.questionTree)).toContain('T28-Q-E');
    expect(questionIdsOf(coking.questionTree)).not.toContain('T28-Q-G');
    expect(coking.questionTree.map((area) => area.name)).toContain('数字化生产');

    const casting = examAnswer.parse((await startExam('th_admin', { assessmentType: '2' })).body).data;
    expect(await industryGroupOfRecord(casting.record.id)).toBe('otherIndustry');
    expect(questionIdsOf(casting.questionTree)).toContain('T28-Q-G');
    expect(questionIdsOf(casting.questionTree)).not.toContain('T28-Q-E');
    expect(casting.questionTree.map((area) => area.name)).not.toContain('数字化经营');
  });
});
