import {
  type BankQuestion,
  type ExamArea,
  examAnswer,
  examMessages,
  SERVICE_MESSAGES as M,
  type ServedEnterpriseRow,
} from '@dtmm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { findPublishedVersion } from '../assessment/assessment.repository';
import { assessmentRecords } from '../assessment/assessment.table';
import { companyOf, uploadEvidence } from '../formal-assessment/test/formal-client';
import { servedEnterprises } from './served-enterprises.table';
import { BASE } from './test/served-fixture';

/**
 * The status moves through the real flows (docs/service-management.md): 并州智能 (bz_admin) starts a
 * 551 assessment with 龙城工业互联网 (lc_admin), answers, completes; 龙城 uploads the report.
 */
let t: TestApp;
let bz: string;
let lc: string;
let lcCompany: number;
let questions: BankQuestion[];
let recordId = '';
let tree: ExamArea[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  [bz, lc] = [await t.tokenFor('bz_admin'), await t.tokenFor('lc_admin')];
  lcCompany = await companyOf(t, 'lc_admin');
  questions = (await findPublishedVersion(t.database.db, 1))?.questions ?? [];
}, 120_000);
afterAll(() => t?.close());

const answer = '/api/dtmm/answer';
const createExam = (body: object) => t.call(bz, 'POST', `${answer}/createExam`, body);
/** 并州智能's row in 龙城's list, if any. */
async function bzRow(): Promise<ServedEnterpriseRow | undefined> {
  const rows = (await t.call(lc, 'GET', `${BASE}/listFull?queryCondition=并州`)).body.data as ServedEnterpriseRow[];
  return rows[0];
}
const questionsOf = (areas: ExamArea[]) =>
  areas.flatMap((area) => area.children.flatMap((group) => group.children.flatMap((indicator) => indicator.children)));
/** The option that scores least, so that level 1 fails and the record completes at once. */
const weakest = (id: string) =>
  [...(questions.find((question) => question.id === id)?.options ?? [])].sort((a, b) => a.credit - b.credit)[0]?.id ??
  'A';

describe('a served enterprise’s status, derived from its record and report', () => {
  it('starts with the 551 record: 待服务 (a diagnosis record serves nobody)', async () => {
    const diagnosis = await createExam({ assessmentType: '2', answerType: '0' });
    expect(diagnosis.status).toBe(200);
    const res = await createExam({ assessmentType: '2', answerType: '2', serviceProviderId: lcCompany });
    const { data } = examAnswer.parse(res.body);
    [recordId, tree] = [data.record.id, data.questionTree];
    const served = await t.database.db.select().from(servedEnterprises);
    expect(served.filter((row) => row.recordId === Number(diagnosis.body.data.record.id))).toEqual([]);
    expect(await bzRow()).toMatchObject({ companyName: '山西并州智能矿山装备有限公司', serviceStatus: '0' });
  });

  it('continuing the record makes no second row', async () => {
    await createExam({ assessmentType: '2', answerType: '2', serviceProviderId: lcCompany });
    const rows = await t.database.db
      .select()
      .from(servedEnterprises)
      .where(eq(servedEnterprises.recordId, Number(recordId)));
    expect(rows).toHaveLength(1);
  });

  it('moves to 服务中 with the first answer', async () => {
    const [first] = questionsOf(tree);
    const res = await t.call(bz, 'POST', `${answer}/submitAnswer`, {
      id: first?.detailId,
      userAnswer: weakest(first?.id ?? ''),
    });
    expect(res.body.data).toMatchObject({ stored: true, version: 1 });
    expect((await bzRow())?.serviceStatus).toBe('1');
  });

  it('stays 服务中 when the record completes without the report', async () => {
    for (const question of questionsOf(tree)) {
      await t.call(bz, 'POST', `${answer}/submitAnswer`, { id: question.detailId, userAnswer: weakest(question.id) });
    }
    await t.call(bz, 'POST', `${answer}/acceptPledge/${recordId}`);
    const res = await t.call(bz, 'POST', `${answer}/submitQuestionnaire`, { recordId, level: 1, answerType: '2' });
    expect(res.body.data).toMatchObject({ ok: true, end: true });
    expect(await bzRow()).toMatchObject({ serviceStatus: '1', answer_assessmentLevel: 0 });
    expect((await bzRow())?.answer_completionTime).not.toBe('');
  });

  it('is 已完成 once the provider uploads the report, and the record may no longer be deleted', async () => {
    const row = await bzRow();
    const report = await uploadEvidence(t, lc, 'report');
    expect((await t.call(lc, 'POST', `${BASE}/update`, { id: row?.id, assessmentReport: report })).body.code).toBe(0);
    expect((await bzRow())?.serviceStatus).toBe('2');
    const refused = await t.call(bz, 'POST', `${answer}/deleteRecord/${recordId}`);
    expect([refused.status, refused.body]).toEqual([409, { code: 409, msg: M.recordHasEvidence }]);
    const kept = await t.database.db
      .select()
      .from(assessmentRecords)
      .where(eq(assessmentRecords.id, Number(recordId)));
    expect(kept).toHaveLength(1);
  });

  it('stays once the evidence is taken off again: a completed record is withdrawn, never deleted (issue 28)', async () => {
    const row = await bzRow();
    await t.call(lc, 'POST', `${BASE}/update`, { id: row?.id, sitePhotos: '', assessmentReport: '' });
    expect((await bzRow())?.serviceStatus).toBe('1');
    const res = await t.call(bz, 'POST', `${answer}/deleteRecord/${recordId}`);
    expect(res.body).toEqual({ code: 400, msg: examMessages.completedNotDeletable });
    expect((await bzRow())?.id).toBe(row?.id);
  });

  it('stays 已完成 when the company withdraws the record: the provider’s service was done', async () => {
    const row = await bzRow();
    const report = await uploadEvidence(t, lc, 'report');
    await t.call(lc, 'POST', `${BASE}/update`, { id: row?.id, assessmentReport: report });
    const withdrawn = await t.call(bz, 'POST', `${answer}/withdrawRecord/${recordId}`, { reason: '数据填报有误' });
    expect(withdrawn.body.code).toBe(0);
    expect((await bzRow())?.serviceStatus).toBe('2');
    await t.call(lc, 'POST', `${BASE}/update`, { id: row?.id, assessmentReport: '' });
    expect((await bzRow())?.serviceStatus).toBe('1');
  });

  it('a record just started, without evidence, is deleted with its row', async () => {
    await createExam({ assessmentType: '2', answerType: '2', serviceProviderId: lcCompany });
    const started = await bzRow();
    expect(started?.serviceStatus).toBe('0');
    const [record] = await t.database.db
      .select({ id: servedEnterprises.recordId })
      .from(servedEnterprises)
      .where(eq(servedEnterprises.id, Number(started?.id)));
    expect((await t.call(bz, 'POST', `${answer}/deleteRecord/${record?.id}`)).body.code).toBe(0);
    // The completed record's row stays (withdrawn, never deleted); the started one went with its record.
    const rows = (await t.call(lc, 'GET', `${BASE}/listFull?queryCondition=并州`)).body.data as ServedEnterpriseRow[];
    expect(rows.map((row) => row.id)).not.toContain(started?.id);
    expect(rows).toHaveLength(1);
  });
});
