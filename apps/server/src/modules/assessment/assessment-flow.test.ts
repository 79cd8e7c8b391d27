import {
  type Answers,
  assess,
  type BankQuestion,
  type BankVersion,
  type ExamArea,
  examMessages as em,
  examAnswer,
  messages,
  PLEDGE_VERSION,
  questionsAskedOf,
} from '@dtmm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { nextVersionNumber } from '../bank-versions/bank-versions.repository';
import { users } from '../users/users.table';
import { findCurrentVersionNumber, findPublishedVersion, insertPublishedVersion } from './assessment.repository';
import { assessmentBankVersions, assessmentRecords } from './assessment.table';

let t: TestApp;
let bank: BankVersion;
let adminA: string;
let userA: string;
let adminB: string;
let provider: string;
let operator: string;
let newcomer: string;
let providerCompanyId: number;
const base = '/api/dtmm/answer';

beforeAll(async () => {
  t = await buildTestApp();
  // The current version (2 on a fresh database): what createExam pins a new record to.
  bank = (await findPublishedVersion(
    t.database.db,
    (await findCurrentVersionNumber(t.database.db)) ?? 0,
  )) as BankVersion;
  [adminA, userA, adminB, provider, operator, newcomer] = (await Promise.all(
    ['bz_admin', 'bz_user', 'th_admin', 'lc_admin', 'operator', 'newcomer'].map((name) => t.tokenFor(name)),
  )) as [string, string, string, string, string, string];
  const [lc] = await t.database.db.select().from(users).where(eq(users.username, 'lc_admin'));
  providerCompanyId = lc?.companyId ?? 0;
});
afterAll(() => t?.close());

const call: TestApp['call'] = (...args) => t.call(...args);
const createExam = (token: string | null, body: object) => call(token, 'POST', `${base}/createExam`, body);
const examTree = (token: string | null, id: string) => call(token, 'GET', `${base}/getExamTree/${id}`);
const submitAnswer = (token: string | null, body: object) => call(token, 'POST', `${base}/submitAnswer`, body);
// answerType as a number: other clients send a code's number for its text (issue 28, part 8).
const submitQuestionnaire = (token: string | null, recordId: string, level: number) =>
  call(token, 'POST', `${base}/submitQuestionnaire`, { recordId, level, answerType: 0 });
const acceptPledge = (token: string | null, recordId: string) =>
  call(token, 'POST', `${base}/acceptPledge/${recordId}`);

const questionsOf = (tree: ExamArea[]) =>
  tree.flatMap((area) => area.children.flatMap((group) => group.children.flatMap((indicator) => indicator.children)));
const bankQuestion = (id: string) => bank.questions.find((question) => question.id === id) as BankQuestion;

/** 'pass': every practice option (capped at 1) or the best one; 'fail': the 'none' option or the worst one. */
function choose(question: BankQuestion, mode: 'pass' | 'fail'): string[] {
  const sorted = [...question.options].sort((a, b) => b.credit - a.credit);
  if (mode === 'fail') return [(question.options.find((o) => o.exclusive) ?? sorted.at(-1))?.id ?? 'A'];
  if (question.questionType === 2) return question.options.filter((o) => !o.exclusive).map((o) => o.id);
  return [sorted[0]?.id ?? 'A'];
}

/** Answers every question of the tree and returns what was sent. */
async function answerAll(token: string, tree: ExamArea[], mode: 'pass' | 'fail', sent: Record<string, string[]>) {
  for (const question of questionsOf(tree)) {
    const optionIds = choose(bankQuestion(question.id), mode);
    const res = await submitAnswer(token, { id: question.detailId, userAnswer: optionIds.join(',') });
    expect(res.body).toMatchObject({ code: 0, data: { stored: true } });
    sent[question.id] = optionIds;
  }
}

describe('the exam flow (diagnosis, non-group with cropping)', () => {
  let recordId = '';
  const sent: Record<string, string[]> = {};

  it('refuses mandatory cropping, unknown names, and users without a certified company', async () => {
    expect(
      (await createExam(adminA, { levelThreeCroppedIds: '计划排程', assessmentType: '1', answerType: '0' })).body,
    ).toEqual({ code: 400, msg: em.notCroppable });
    expect(
      (await createExam(adminA, { levelThreeCroppedIds: '采购管理', assessmentType: '1', answerType: '0' })).body.msg,
    ).toBe(em.notCroppable);
    expect((await createExam(adminA, { levelThreeCroppedIds: ['不存在'], assessmentType: '1' })).body.code).toBe(400);
    expect((await createExam(adminA, { assessmentType: 3, answerType: 0 })).body).toEqual({
      code: 400,
      msg: '请选择企业类型',
    });
    expect((await createExam(adminA, { assessmentType: 1, answerType: 1 })).body).toEqual({
      code: 400,
      msg: '请选择评估类型',
    });
    for (const token of [newcomer, operator]) {
      expect((await createExam(token, { assessmentType: '1', answerType: '0' })).body).toEqual({
        code: 400,
        msg: messages.certification.companyFirst,
      });
    }
    expect((await createExam(null, { assessmentType: '1', answerType: '0' })).status).toBe(401);
  });

  it('refuses cropping for a group enterprise', async () => {
    const res = await createExam(adminA, { levelThreeCroppedIds: '产品设计', assessmentType: '2', answerType: '0' });
    expect(res.body).toEqual({ code: 400, msg: em.groupMayNotCrop });
  });

  it('creates a record at level 1 pinned to the bank, with the level-1 questionnaire', async () => {
    const res = await createExam(adminA, {
      levelThreeCroppedIds: '产品设计,工艺设计',
      assessmentType: '1',
      answerType: '0',
    });
    expect(res.status).toBe(200);
    const { data } = examAnswer.parse(res.body);
    recordId = data.record.id;
    // bz is a machinery maker (C35): industry, assessed with 数字化生产.
    expect(data.record).toMatchObject({
      assessmentLevel: 0,
      currentLevel: 1,
      status: '0',
      bankVersion: bank.version,
      evaluationType: '1',
    });
    expect(data.record.levelThreeCroppedIds).toBe('产品设计,工艺设计');
    const questions = questionsOf(data.questionTree);
    const asked = questionsAskedOf(bank.questions, 'otherIndustry', ['T13', 'T14']).filter((q) => q.level === 1);
    expect(questions.map((q) => q.id).sort()).toEqual(asked.map((q) => q.id).sort());
    expect(data.questionTree.map((area) => area.name)).not.toContain('数字化经营');
    expect(questions.every((q) => q.level === 1 && q.userAnswer === '' && q.detailId === `${recordId}:${q.id}`)).toBe(
      true,
    );
    expect(questions.some((q) => q.indicatorId === 'T13' || q.indicatorId === 'T14')).toBe(false);
    expect(questions.map((q) => q.itemNumber)).toEqual(questions.map((_, i) => i + 1));
    expect(JSON.parse(questions[0]?.options ?? '[]')[0]).toHaveProperty('value');
    const indicator = data.questionTree[0]?.children[0]?.children[0];
    expect(indicator?.indicatorLevel).toBe(3);
  });

  it('continues the in-progress record instead of starting a second one (any member)', async () => {
    // The codes as numbers, as other clients send them (issue 28, part 8).
    const res = await createExam(userA, { assessmentType: 2, answerType: 0 });
    expect(res.body.data.record).toMatchObject({ id: recordId, assessmentType: '1' });
    const rows = await t.database.db.select().from(assessmentRecords).where(eq(assessmentRecords.status, '0'));
    expect(rows.filter((row) => String(row.id) === recordId)).toHaveLength(1);
  });

  it('validates answers: option values, single choice, the exclusive rule, the level, the question', async () => {
    const questions = questionsOf((await examTree(adminA, recordId)).body.data.questionTree);
    const single = questions.find((q) => q.questionType === 1);
    const multiple = questions.find((q) => q.questionType === 2 && bankQuestion(q.id).options.some((o) => o.exclusive));
    if (!single || !multiple) throw new Error('bank has no single or exclusive multiple question at level 1');
    expect((await submitAnswer(adminA, { id: single.detailId, userAnswer: 'Z' })).body).toEqual({
      code: 400,
      msg: em.badAnswer,
    });
    expect((await submitAnswer(adminA, { id: single.detailId, userAnswer: 'A,B' })).body.code).toBe(400);
    const none = bankQuestion(multiple.id).options.find((o) => o.exclusive)?.id;
    const other = bankQuestion(multiple.id).options.find((o) => !o.exclusive)?.id;
    expect((await submitAnswer(adminA, { id: multiple.detailId, userAnswer: `${other},${none}` })).body.code).toBe(400);
    const levelTwo = bank.questions.find((q) => q.level === 2)?.id;
    expect((await submitAnswer(adminA, { id: `${recordId}:${levelTwo}`, userAnswer: 'A' })).body).toEqual({
      code: 400,
      msg: em.notCurrentLevel,
    });
    const cropped = bank.questions.find((q) => q.indicatorId === 'T13' && q.level === 1)?.id;
    expect((await submitAnswer(adminA, { id: `${recordId}:${cropped}`, userAnswer: 'A' })).body.code).toBe(404);
    expect((await submitAnswer(adminA, { id: `${recordId}:T99-L1-1`, userAnswer: 'A' })).body.code).toBe(404);
  });

  it("keeps the newer of a member's two saves: a stale seq never wins, a repeat changes nothing", async () => {
    const [question] = questionsOf((await examTree(adminA, recordId)).body.data.questionTree);
    if (!question) throw new Error('no question');
    const [first, second] = bankQuestion(question.id).options.map((o) => o.id);
    expect((await submitAnswer(adminA, { id: question.detailId, userAnswer: second, seq: 20 })).body.data.stored).toBe(
      true,
    );
    expect((await submitAnswer(adminA, { id: question.detailId, userAnswer: first, seq: 10 })).body.data).toMatchObject(
      { stored: false, userAnswer: second, message: '' },
    );
    expect((await submitAnswer(adminA, { id: question.detailId, userAnswer: second, seq: 20 })).body.data.stored).toBe(
      false,
    );
    const resumed = questionsOf((await examTree(userA, recordId)).body.data.questionTree)[0];
    expect(resumed).toMatchObject({ userAnswer: second, answeredByName: 'bz_admin' });
    expect(resumed?.answerTime).not.toBe('');
  });

  it('refuses every submit until a member accepts the 真实性承诺; the first acceptance stays', async () => {
    expect((await examTree(adminA, recordId)).body.data.record.pledge).toBeNull();
    expect((await submitQuestionnaire(adminA, recordId, 1)).body).toEqual({ code: 400, msg: em.pledgeRequired });
    expect((await acceptPledge(adminB, recordId)).body.code).toBe(404);
    expect((await acceptPledge(provider, recordId)).body.code).toBe(404);
    expect((await acceptPledge(newcomer, recordId)).body).toEqual({
      code: 400,
      msg: messages.certification.companyFirst,
    });
    expect((await acceptPledge(adminA, '999999999')).body.code).toBe(404);
    const accepted = await acceptPledge(userA, recordId);
    expect(accepted.body).toMatchObject({
      code: 0,
      data: { pledge: { version: PLEDGE_VERSION, acceptedByName: 'bz_user' } },
    });
    const { pledge } = accepted.body.data;
    expect(pledge.acceptedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await acceptPledge(adminA, recordId)).body).toEqual({ code: 0, msg: expect.any(String), data: { pledge } });
    expect((await examTree(adminA, recordId)).body.data.record.pledge).toEqual(pledge);
    expect((await createExam(adminA, { assessmentType: '1', answerType: '0' })).body.data.record.pledge).toEqual(
      pledge,
    );
  });

  it('refuses to submit a level with unanswered questions', async () => {
    expect((await submitQuestionnaire(adminA, recordId, 1)).body).toEqual({ code: 400, msg: em.unanswered });
  });

  it('passes level 1 (tag 2) and opens level 2; resume shows the saved answers of the new level', async () => {
    const tree = (await examTree(adminA, recordId)).body.data.questionTree;
    await answerAll(adminA, tree, 'pass', sent);
    const resumed = questionsOf((await examTree(userA, recordId)).body.data.questionTree);
    expect(resumed.every((q) => q.userAnswer === sent[q.id]?.join(','))).toBe(true);
    expect((await submitQuestionnaire(adminA, recordId, 2)).body).toEqual({ code: 400, msg: em.levelMismatch });
    const res = await submitQuestionnaire(adminA, recordId, 1);
    expect(res.body).toMatchObject({ code: 0, data: { ok: true, end: false, assessmentLevel: 1, nextLevel: 2 } });
    const next = (await examTree(userA, recordId)).body.data;
    expect(next.record).toMatchObject({ currentLevel: 2, assessmentLevel: 1, status: '0' });
    expect(questionsOf(next.questionTree).every((q: { level: number }) => q.level === 2)).toBe(true);
    expect((await submitQuestionnaire(adminA, recordId, 1)).body).toEqual({ code: 400, msg: em.levelMismatch });
  });

  it('fails level 2 (tag 1): the record completes with the model numbers, frozen', async () => {
    const tree = (await examTree(adminA, recordId)).body.data.questionTree;
    await answerAll(userA, tree, 'fail', sent);
    const res = await submitQuestionnaire(userA, recordId, 2);
    expect(res.body).toMatchObject({ code: 0, data: { ok: true, end: true, assessmentLevel: 1, nextLevel: null } });
    const expected = assess({
      bank,
      industryGroup: 'otherIndustry',
      croppedIndicatorIds: ['T13', 'T14'],
      answers: sent as Answers,
    });
    expect(expected).toMatchObject({ level: 1, tier: 'L0', completed: true });
    const [row] = await t.database.db
      .select()
      .from(assessmentRecords)
      .where(eq(assessmentRecords.id, Number(recordId)));
    expect(row).toMatchObject({
      status: '1',
      assessmentLevel: 1,
      digitalTransformationLevel: 'L0',
      totalScore: expected.totalScore,
    });
    expect(row?.completedAt).not.toBeNull();
    expect(row?.result).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it('a completed record refuses answers and a second submission', async () => {
    const [question] = questionsOf((await examTree(adminA, recordId)).body.data.questionTree);
    expect((await submitAnswer(adminA, { id: question?.detailId, userAnswer: 'A', seq: 999 })).body).toEqual({
      code: 400,
      msg: em.completed,
    });
    expect((await submitQuestionnaire(adminA, recordId, 2)).body).toEqual({ code: 400, msg: em.completed });
    expect((await acceptPledge(adminA, recordId)).body).toEqual({ code: 400, msg: em.completed });
  });

  it('shows the accepted pledge with the result', async () => {
    const detail = (await call(adminA, 'GET', `${base}/recordDetail/${recordId}`)).body.data;
    expect(detail.pledge).toMatchObject({ version: PLEDGE_VERSION, acceptedByName: 'bz_user' });
  });

  it('keeps a completed result when a new bank version changes credits and weights', async () => {
    const before = (await call(adminA, 'GET', `${base}/recordDetail/${recordId}`)).body;
    expect(before).toMatchObject({ code: 0, data: { status: '1', bankVersion: bank.version } });
    const halved = bank.questions.map((q) => ({
      ...q,
      options: q.options.map((o) => ({ ...o, credit: o.credit / 2 })),
    }));
    const weights = { A1: 0.25, A2: 0.25, A3: 0.25, A4: 0.25, A5: 0.25 };
    const version = await nextVersionNumber(t.database.db);
    expect(
      await insertPublishedVersion(t.database.db, {
        version,
        questions: halved,
        parameters: { ...bank.parameters, areaWeights: weights },
      }),
    ).toBe(true);
    try {
      expect((await call(adminA, 'GET', `${base}/recordDetail/${recordId}`)).body).toEqual(before);
    } finally {
      await t.database.db.delete(assessmentBankVersions).where(eq(assessmentBankVersions.version, version));
    }
  });

  it('a new createExam after completion starts a new record', async () => {
    const res = await createExam(userA, { assessmentType: '2', answerType: '0' });
    expect(res.body.data.record.id).not.toBe(recordId);
    expect(res.body.data.record).toMatchObject({ assessmentType: '2', currentLevel: 1, levelThreeCroppedIds: '' });
  });

  it("another company's record is invisible and untouchable on every route", async () => {
    const res = await examTree(adminB, recordId);
    expect(res.body.code).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('questionTree');
    const own = (await createExam(userA, { assessmentType: '2', answerType: '0' })).body.data;
    const [question] = questionsOf(own.questionTree);
    expect((await submitAnswer(adminB, { id: question?.detailId, userAnswer: 'A' })).body.code).toBe(404);
    expect((await submitQuestionnaire(adminB, own.record.id, 1)).body.code).toBe(404);
    expect((await examTree(provider, own.record.id)).body.code).toBe(404);
    expect((await examTree(newcomer, own.record.id)).body.code).toBe(404);
    expect((await examTree(operator, own.record.id)).body.code).toBe(0);
    expect((await examTree(adminA, '999999999')).body.code).toBe(404);
  });
});

describe('the 551 topic', () => {
  it('needs a certified provider, which may then read the record but not answer it', async () => {
    expect((await createExam(adminB, { assessmentType: '2', answerType: '2' })).body).toEqual({
      code: 400,
      msg: em.providerRequired,
    });
    const [b] = await t.database.db.select().from(users).where(eq(users.username, 'th_admin'));
    expect(
      (await createExam(adminB, { assessmentType: '2', answerType: '2', serviceProviderId: String(b?.companyId) })).body
        .code,
    ).toBe(400);
    const res = await createExam(adminB, {
      assessmentType: '2',
      answerType: '2',
      serviceProviderId: String(providerCompanyId),
    });
    expect(res.body.data.record).toMatchObject({ answerType: '2', serviceProviderId: String(providerCompanyId) });
    const id = res.body.data.record.id;
    expect((await examTree(provider, id)).body.code).toBe(0);
    const [question] = questionsOf(res.body.data.questionTree);
    expect((await submitAnswer(provider, { id: question?.detailId, userAnswer: 'A' })).body.code).toBe(404);
    expect((await submitQuestionnaire(provider, id, 1)).body.code).toBe(404);
    // Saves of one answer in flight, in any order: the highest seq is what stays.
    const options = (JSON.parse(question?.options ?? '[]') as { value: string }[]).map((o) => o.value);
    const saves = [5, 1, 9, 3, 7, 2, 8, 4, 6].map((seq) => ({ seq, userAnswer: options[seq % options.length] }));
    await Promise.all(saves.map((save) => submitAnswer(adminB, { id: question?.detailId, ...save })));
    const stored = questionsOf((await examTree(adminB, id)).body.data.questionTree)[0];
    expect(stored?.userAnswer).toBe(options[9 % options.length]);
    // The provider is locked while in progress: continuing ignores another choice.
    const again = await createExam(adminB, { assessmentType: '1', answerType: '2' });
    expect(again.body.data.record).toMatchObject({ id, serviceProviderId: String(providerCompanyId) });
    // detailByRecord names the linked provider to the company and to the provider itself.
    const linked = `/api/dtmm/company/serviceProviderCompany/detailByRecord/${id}`;
    for (const reader of [adminB, provider]) {
      expect((await call(reader, 'GET', linked)).body.data).toEqual({
        recordId: id,
        serviceProviderId: String(providerCompanyId),
        serviceProviderName: expect.stringMatching(/\S/),
      });
    }
  });
});

describe('the record list, the result and deleting', () => {
  it('lists the company own records, filtered and paged', async () => {
    const all = await call(userA, 'GET', `${base}/recordList?answerType=0&page=1&limit=1`);
    expect(all.body).toMatchObject({ code: 0, total: 2 });
    expect(all.body.data).toHaveLength(1);
    const done = await call(userA, 'GET', `${base}/recordList?answerType=0&status=1`);
    expect(done.body.total).toBe(1);
    expect(done.body.data[0]).toMatchObject({ status: '1', assessmentLevel: 1, digitalTransformationLevel: 'L0' });
    const running = await call(userA, 'GET', `${base}/recordList?answerType=0&status=0`);
    expect(running.body.total).toBe(1);
    expect((await call(adminB, 'GET', `${base}/recordList?answerType=0`)).body.total).toBe(0);
    expect((await call(newcomer, 'GET', `${base}/recordList`)).body.code).toBe(400);
  });

  it('shows the frozen result of a completed record to its company and operators only', async () => {
    const done = (await call(userA, 'GET', `${base}/recordList?answerType=0&status=1`)).body.data[0];
    const [row] = await t.database.db
      .select()
      .from(assessmentRecords)
      .where(eq(assessmentRecords.id, Number(done.id)));
    const res = await call(adminA, 'GET', `${base}/recordDetail/${done.id}`);
    expect(res.body).toMatchObject({
      code: 0,
      data: { id: done.id, assessmentLevel: 1, digitalTransformationLevel: 'L0', totalScore: row?.totalScore },
    });
    expect(res.body.data.level3).toEqual(row?.result?.level3);
    expect(res.body.data.explanation).toBe(row?.result?.explanation);
    expect(res.body.data.parameters).toEqual(bank.parameters);
    expect((await call(operator, 'GET', `${base}/recordDetail/${done.id}`)).body.code).toBe(0);
    for (const token of [adminB, provider, newcomer]) {
      expect((await call(token, 'GET', `${base}/recordDetail/${done.id}`)).body.code).toBe(404);
    }
    const running = (await call(userA, 'GET', `${base}/recordList?answerType=0&status=0`)).body.data[0];
    expect((await call(adminA, 'GET', `${base}/recordDetail/${running.id}`)).body).toEqual({
      code: 400,
      msg: em.notCompleted,
    });
  });

  it('deletes an own record; another company cannot, and a delete in flight is told so', async () => {
    const running = (await call(userA, 'GET', `${base}/recordList?answerType=0&status=0`)).body.data[0];
    expect((await call(adminB, 'POST', `${base}/deleteRecord/${running.id}`)).body.code).toBe(404);
    await t.kv.setIfAbsent(`assessment:delete:${running.id}`, '1', 10_000);
    expect((await call(userA, 'POST', `${base}/deleteRecord/${running.id}`)).body).toEqual({
      code: 409,
      msg: messages.common.busy,
    });
    await t.kv.delete(`assessment:delete:${running.id}`);
    expect((await call(userA, 'POST', `${base}/deleteRecord/${running.id}`)).body).toEqual({
      code: 0,
      msg: em.deleted,
    });
    expect((await examTree(userA, running.id)).body.code).toBe(404);
    expect((await call(userA, 'GET', `${base}/recordList?answerType=0`)).body.total).toBe(1);
  });
});
