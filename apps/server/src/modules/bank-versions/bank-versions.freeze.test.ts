import { type BankQuestion, bankVersionDetailAnswer, DEFAULT_SCORING_PARAMETERS, type ExamArea } from '@dtmm/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { assessmentRecords } from '../assessment/assessment.table';
import { users } from '../users/users.table';
import { type Answer, bankVersionClient, editOf, send } from './test/bank-version-client';

/**
 * The key promise of issue 19: publishing a version with other credits, weights, thresholds and advice
 * changes nothing a company already has — its completed result and its frozen report stay byte for
 * byte — while every assessment started afterwards is pinned to the new version, and the public
 * question bank shows it at once (its cached answer is dropped on publication).
 */
let t: TestApp;
let ops: ReturnType<typeof bankVersionClient>;
let owner: string;
let other: string;
let completedId = 0;
const ANSWER = '/api/dtmm/answer';
const TREE = '/api/dtmm/questionBank/tree';
/** The platform's newest bank (bank.data.ts), current on a fresh database. */
const CURRENT = 2;

/** sy_admin's company has a completed diagnosis in the demo (README: 预览报告); th_admin's is another company. */
async function pickCompanies() {
  const [owner] = await t.database.db.select().from(users).where(eq(users.username, 'sy_admin'));
  const companyId = owner?.companyId ?? 0;
  const [record] = await t.database.db
    .select({ id: assessmentRecords.id })
    .from(assessmentRecords)
    .where(
      and(
        eq(assessmentRecords.companyId, companyId),
        eq(assessmentRecords.status, '1'),
        eq(assessmentRecords.answerType, '0'),
      ),
    )
    .orderBy(asc(assessmentRecords.id))
    .limit(1);
  if (!record) throw new Error('the demo has no completed diagnosis of sy_admin');
  // The owner's next diagnosis must be a new record, not the continuation of one in progress.
  await t.database.db
    .delete(assessmentRecords)
    .where(
      and(
        eq(assessmentRecords.companyId, companyId),
        eq(assessmentRecords.answerType, '0'),
        eq(assessmentRecords.status, '0'),
      ),
    );
  return { completedId: record.id, owner: 'sy_admin', other: 'th_admin' };
}

beforeAll(async () => {
  t = await buildTestApp();
  ops = bankVersionClient(t, await t.tokenFor('operator'));
  const picked = await pickCompanies();
  completedId = picked.completedId;
  [owner, other] = await Promise.all([t.tokenFor(picked.owner), t.tokenFor(picked.other)]);
}, 120_000);
afterAll(() => t?.close());

const questionsOf = (tree: ExamArea[]) =>
  tree.flatMap((area) => area.children.flatMap((group) => group.children.flatMap((indicator) => indicator.children)));
const createExam = (token: string) =>
  send(t, token, 'POST', `${ANSWER}/createExam`, { assessmentType: '2', answerType: '0' });
const ok = (answer: Answer) => {
  expect(answer.status, answer.raw.slice(0, 300)).toBe(200);
  return answer;
};

/** A new version: other credits and wording of one question, other weights, thresholds and advice everywhere. */
async function publishAnotherVersion(): Promise<{ version: number; question: BankQuestion; newTitle: string }> {
  const version: number = ok(await ops.copy(CURRENT)).body.data.version;
  const draft = bankVersionDetailAnswer.parse((await ops.detail(version)).body).data;
  const question = draft.questions.find(
    (q) => q.questionType === 1 && q.level === 1 && !q.id.includes('-Q') && q.options.some((o) => o.credit === 1),
  ) as BankQuestion;
  const newTitle = `新版：${question.title}`.slice(0, 60);
  const edit = editOf(question);
  edit.title = newTitle;
  edit.options = edit.options.map((o) => (o.credit > 0 && o.credit < 1 ? { ...o, credit: o.credit / 2 } : o));
  ok(await ops.question(version, question.id, edit));
  ok(
    await ops.parameters(version, {
      ...DEFAULT_SCORING_PARAMETERS,
      areaWeights: { A1: 0.1, A2: 0.1, A3: 0.1, A4: 0.7, A5: 0.1 },
      passThreshold: 0.7,
      areaFloor: 0.5,
      upperTierThreshold: 0.9,
    }),
  );
  ok(
    await ops.reportSettings(version, {
      weakThresholds: { areas: { A1: 0.9, A2: 0.9, A4: 0.9 }, indicators: { T06: 0.9 }, productionRatio: 1 },
      note: '新版的建议说明',
    }),
  );
  for (const row of draft.reportContent.advice)
    ok(
      await ops.advice(version, row.indicatorId, {
        levels: row.levels.map((text) => `新版：${text}`.slice(0, 400)),
        note: `新版：${row.note}`.slice(0, 400),
      }),
    );
  expect((await ops.check(version)).body.data.problems).toEqual([]);
  ok(await ops.publish(version));
  return { version, question, newTitle };
}

describe('publishing a version', () => {
  it("leaves a completed record's result and report byte-identical; new assessments start on the new version", async () => {
    const detailUrl = `${ANSWER}/recordDetail/${completedId}`;
    const reportUrl = `${ANSWER}/previewReport/${completedId}`;
    const detailBefore = ok(await send(t, owner, 'GET', detailUrl)).raw;
    const reportBefore = ok(await send(t, owner, 'GET', reportUrl)).raw;
    expect(JSON.parse(detailBefore).data).toMatchObject({ status: '1', bankVersion: CURRENT });
    // The public bank is read (and cached) before the publication; another company is mid-assessment on version 1.
    const treeBefore = ok(await send(t, null, 'GET', TREE)).raw;
    const running = ok(await createExam(other)).body.data.record;
    expect(running.bankVersion).toBe(CURRENT);

    const { version, question, newTitle } = await publishAnotherVersion();
    expect(version).toBe(CURRENT + 1);

    expect(ok(await send(t, owner, 'GET', detailUrl)).raw).toBe(detailBefore);
    expect(ok(await send(t, owner, 'GET', reportUrl)).raw).toBe(reportBefore);

    const tree = ok(await send(t, null, 'GET', TREE)).raw;
    expect(treeBefore).toContain(JSON.stringify(question.title));
    expect(tree).toContain(JSON.stringify(newTitle));
    expect(tree).not.toContain(JSON.stringify(question.title));

    const started = ok(await createExam(owner)).body.data;
    expect(started.record).toMatchObject({ bankVersion: CURRENT + 1, status: '0', currentLevel: 1 });
    expect(Number(started.record.id)).not.toBe(completedId);
    const asked = questionsOf(started.questionTree).find((q) => q.id === question.id);
    expect(asked?.name).toBe(newTitle);
    const reread = ok(await send(t, owner, 'GET', `${ANSWER}/getExamTree/${started.record.id}`)).body.data;
    expect(reread.record.bankVersion).toBe(CURRENT + 1);

    // The assessment already running stays on the version it started with.
    const continued = ok(await createExam(other)).body.data;
    expect(continued.record).toMatchObject({ id: running.id, bankVersion: CURRENT });
    expect(questionsOf(continued.questionTree).find((q) => q.id === question.id)?.name).toBe(question.title);
  });
});
