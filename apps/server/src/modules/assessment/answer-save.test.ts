import { type ExamQuestion, examMessages as em, examAnswer } from '@dtmm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';

// Autosave between members of one company (docs/assessment-api.md, Autosave): the server orders the
// saves, a client's seq orders only its member's own saves, and a save over a colleague's answer
// that its client never saw loses and says so.

let t: TestApp;
let admin: string;
let user: string;
let recordId = '';
/** Single-choice questions of the record's level-1 questionnaire, one per test, with their option values. */
let singles: { detailId: string; values: string[] }[] = [];
const base = '/api/dtmm/answer';

beforeAll(async () => {
  t = await buildTestApp();
  [admin, user] = (await Promise.all(['bz_admin', 'bz_user'].map((name) => t.tokenFor(name)))) as [string, string];
  const { data } = examAnswer.parse((await t.call(admin, 'POST', `${base}/createExam`, { assessmentType: '2' })).body);
  recordId = data.record.id;
  singles = questionsOf(data).flatMap((question) =>
    question.questionType === 1 && question.userAnswer === ''
      ? [{ detailId: question.detailId, values: valuesOf(question) }]
      : [],
  );
});
afterAll(() => t?.close());

const questionsOf = (exam: { questionTree: { children: { children: { children: ExamQuestion[] }[] }[] }[] }) =>
  exam.questionTree.flatMap((area) => area.children.flatMap((group) => group.children.flatMap((i) => i.children)));
const valuesOf = (question: ExamQuestion) =>
  (JSON.parse(question.options) as { value: string; exclusive?: boolean }[]).map((option) => option.value);
const save = async (token: string, body: { id: string; userAnswer: string; seq?: number; version?: number }) => {
  const res = await t.call(token, 'POST', `${base}/submitAnswer`, body);
  expect(res.status).toBe(200);
  return res.body.data;
};
/** The question as a resumed questionnaire shows it. */
const resumed = async (detailId: string) => {
  const { data } = examAnswer.parse((await t.call(user, 'GET', `${base}/getExamTree/${recordId}`)).body);
  return questionsOf(data).find((question) => question.detailId === detailId);
};
const questionOf = (index: number) => {
  const question = singles[index];
  if (!question || question.values.length < 2) throw new Error(`no single-choice question ${index}`);
  return { id: question.detailId, values: question.values as [string, string, ...string[]] };
};

describe('autosave between members', () => {
  it("a member's huge seq no longer locks the answer: a colleague's later save is stored", async () => {
    const { id, values } = questionOf(0);
    expect(await save(admin, { id, userAnswer: values[0], seq: Number.MAX_SAFE_INTEGER })).toMatchObject({
      stored: true,
      version: 1,
      userAnswer: values[0],
      answeredByName: 'bz_admin',
      message: '',
    });
    expect(await save(user, { id, userAnswer: values[1], seq: 1 })).toMatchObject({
      stored: true,
      version: 2,
      userAnswer: values[1],
      answeredByName: 'bz_user',
    });
    expect(await resumed(id)).toMatchObject({ userAnswer: values[1], answeredByName: 'bz_user', answerVersion: 2 });
  });

  it("a colleague's clear after a save from a clock running ahead is stored", async () => {
    const { id, values } = questionOf(1);
    const aYearAhead = Date.now() + 365 * 24 * 3600 * 1000;
    expect((await save(admin, { id, userAnswer: values[0], seq: aYearAhead, version: 0 })).stored).toBe(true);
    expect(await save(user, { id, userAnswer: '', seq: Date.now(), version: 1 })).toMatchObject({
      stored: true,
      version: 2,
      userAnswer: '',
      answeredByName: '',
    });
    expect(await resumed(id)).toMatchObject({ userAnswer: '', answerVersion: 2 });
  });

  it("one member's saves in flight, in any order, still resolve to the newest", async () => {
    const { id, values } = questionOf(2);
    const seqs = [5, 1, 9, 3, 7, 2, 8, 4, 6];
    // All sent before any answer came back: each names the version the client last saw (none yet).
    await Promise.all(
      seqs.map((seq) => save(admin, { id, userAnswer: values[seq % values.length] ?? '', seq, version: 0 })),
    );
    expect(await resumed(id)).toMatchObject({ userAnswer: values[9 % values.length], answeredByName: 'bz_admin' });
  });

  it("a save over a colleague's answer its client never saw loses: '该题已被 X 修改' with the stored answer", async () => {
    const { id, values } = questionOf(3);
    expect((await save(user, { id, userAnswer: values[0], seq: 1, version: 0 })).stored).toBe(true);
    const lost = await save(admin, { id, userAnswer: values[1], seq: 2, version: 0 });
    expect(lost).toEqual({
      stored: false,
      version: 1,
      userAnswer: values[0],
      answeredBy: expect.stringMatching(/^\d+$/),
      answeredByName: 'bz_user',
      answerTime: expect.stringMatching(/\S/),
      message: em.changedBy('bz_user'),
    });
    expect(lost.message).toBe('该题已被bz_user修改');
    // Having seen the colleague's answer, the member may change it.
    expect(await save(admin, { id, userAnswer: values[1], seq: 3, version: lost.version })).toMatchObject({
      stored: true,
      version: 2,
    });
    // A stale clear loses the same way.
    expect(await save(user, { id, userAnswer: '', seq: 4, version: 1 })).toMatchObject({
      stored: false,
      userAnswer: values[1],
      message: em.changedBy('bz_admin'),
    });
    expect(await resumed(id)).toMatchObject({ userAnswer: values[1], answeredByName: 'bz_admin', answerVersion: 2 });
  });

  it('two members saving at once over the version both saw: one is stored, the other is told whose answer stays', async () => {
    for (const [round, index] of [4, 5, 6].entries()) {
      const { id, values } = questionOf(index);
      const [a, b] = await Promise.all([
        save(admin, { id, userAnswer: values[0], seq: round + 1, version: 0 }),
        save(user, { id, userAnswer: values[1], seq: round + 1, version: 0 }),
      ]);
      expect([a.stored, b.stored].sort()).toEqual([false, true]);
      const [winner, loser] = a.stored ? [a, b] : [b, a];
      expect(loser).toMatchObject({
        version: 1,
        userAnswer: winner.userAnswer,
        message: em.changedBy(winner.answeredByName),
      });
      expect(await resumed(id)).toMatchObject({ userAnswer: winner.userAnswer, answerVersion: 1 });
    }
  });

  it('two members saving at once without a version: both are stored, in the server order', async () => {
    const { id, values } = questionOf(7);
    const answers = await Promise.all([
      save(admin, { id, userAnswer: values[0], seq: Number.MAX_SAFE_INTEGER }),
      save(user, { id, userAnswer: values[1], seq: 1 }),
    ]);
    expect(answers.map((answer) => answer.stored)).toEqual([true, true]);
    expect(answers.map((answer) => answer.version).sort()).toEqual([1, 2]);
    const last = answers.find((answer) => answer.version === 2);
    expect(await resumed(id)).toMatchObject({ userAnswer: last?.userAnswer, answerVersion: 2 });
  });

  it("refuses a question the record's variant does not ask, as one it does not know", async () => {
    // 并州智能矿山装备 makes machinery (C35): industry, not energy-intensive.
    for (const questionId of ['T32-L1-1', 'T40-Q', 'T28-Q-E']) {
      const res = await t.call(admin, 'POST', `${base}/submitAnswer`, {
        id: `${recordId}:${questionId}`,
        userAnswer: 'A',
      });
      expect(res.body, questionId).toEqual({ code: 404, msg: em.questionMissing });
    }
  });
});
