import {
  type BankQuestion,
  bankCheckAnswer,
  bankVersionDetailAnswer,
  bankVersionListAnswer,
  bankVersionMessages as bm,
  DEFAULT_SCORING_PARAMETERS,
  OPERATOR_ROLE_MESSAGES,
} from '@dtmm/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../db/pg-errors';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { assessmentBankVersions, assessmentRecords } from '../assessment/assessment.table';
import { REPORT_CONTENT } from '../assessment/bank/report-content.data';
import { BANK_V2_PARAMETERS, BANK_V2_REPORT_CONTENT } from '../assessment/bank/v2/bank-v2.data';
import { auditLog } from '../audit/audit.table';
import { bankVersionClient, editOf } from './test/bank-version-client';

let t: TestApp;
let ops: ReturnType<typeof bankVersionClient>;
let sysadmin: ReturnType<typeof bankVersionClient>;

beforeAll(async () => {
  t = await buildTestApp();
  ops = bankVersionClient(t, await t.tokenFor('operator'));
  sysadmin = bankVersionClient(t, await t.tokenFor('op_sysadmin'));
}, 120_000);
afterAll(() => t?.close());

const db = () => t.database.db;
const detailOf = async (version: number) => {
  const detail = bankVersionDetailAnswer.parse((await ops.detail(version)).body).data;
  return { ...detail, questions: detail.questions as BankQuestion[] };
};
const problemsOf = async (version: number) => bankCheckAnswer.parse((await ops.check(version)).body).data.problems;
/** The first single-choice gating question (the broken edit takes its option of credit 1 away). */
const singleChoice = (questions: BankQuestion[]) =>
  questions.find(
    (q) => q.questionType === 1 && !q.id.includes('-Q') && q.options.some((o) => o.credit === 1),
  ) as BankQuestion;
/** The platform seeds versions 1 and 2 (bank.data.ts); version 2 is current, operators' drafts come after. */
const CURRENT = 2;
const NEXT = 3;

describe('the versions as they start', () => {
  it('lists the seeded versions 1 and 2: published, 2 current, with the demo records pinned to it', async () => {
    const res = await ops.list();
    expect(res.status).toBe(200);
    const [pinned] = await db().select({ n: sql<number>`count(*)::int` }).from(assessmentRecords);
    const seeded = (version: number, current: boolean, recordCount: number | undefined) => ({
      version,
      status: 'published',
      current,
      questionCount: expect.any(Number),
      recordCount,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      publishedAt: expect.stringMatching(/^\d{4}-/),
      copiedFrom: null,
    });
    expect(bankVersionListAnswer.parse(res.body).data).toEqual([seeded(2, true, pinned?.n), seeded(1, false, 0)]);
    expect(pinned?.n).toBeGreaterThan(0);
  });

  it('always shows report content: the original advice for a version stored without it', async () => {
    await db().update(assessmentBankVersions).set({ reportContent: null }).where(eq(assessmentBankVersions.version, 1));
    try {
      const detail = await detailOf(1);
      expect(detail.reportContent).toEqual(REPORT_CONTENT);
      expect(detail.parameters).toEqual(DEFAULT_SCORING_PARAMETERS);
      expect(detail.questions.length).toBe(detail.questionCount);
    } finally {
      await db()
        .update(assessmentBankVersions)
        .set({ reportContent: REPORT_CONTENT })
        .where(eq(assessmentBankVersions.version, 1));
    }
    // Version 1 predates 数字化经营: a copy of it could not be published, as it would assess services as factories.
    expect(await problemsOf(1)).toContain('指标 T32（市场营销）第1级没有题目');
    expect(await problemsOf(CURRENT)).toEqual([]);
  });

  it('answers 404 for a version nobody made', async () => {
    for (const res of [await ops.detail(99), await ops.check(99), await ops.copy(99), await ops.publish(99)])
      expect(res.body).toEqual({ code: 404, msg: bm.notFound });
  });
});

describe('copy, edit, check, publish', () => {
  let draft = 0;
  let broken: BankQuestion;

  it('copies the current version to the next draft, one draft at a time', async () => {
    const res = await ops.copy(CURRENT);
    expect(res.body).toEqual({ code: 0, msg: bm.copied(NEXT), data: { version: NEXT } });
    draft = res.body.data.version;
    expect(await sysadmin.copy(1)).toMatchObject({ status: 409, body: { code: 409, msg: bm.draftExists(NEXT) } });
    const [current, copy] = [await detailOf(CURRENT), await detailOf(NEXT)];
    expect(copy).toMatchObject({
      status: 'draft',
      current: false,
      copiedFrom: CURRENT,
      recordCount: 0,
      publishedAt: null,
    });
    expect({ q: copy.questions, p: copy.parameters, r: copy.reportContent }).toEqual({
      q: current.questions,
      p: current.parameters,
      r: current.reportContent,
    });
  });

  it('saves a question, the parameters, an advice row and the report settings of the draft', async () => {
    const { questions } = await detailOf(draft);
    const question = singleChoice(questions);
    const edit = editOf(question);
    edit.title = `${question.title.slice(0, 40)}（修订）`;
    edit.options = edit.options.map((o, i) => (i === 1 ? { ...o, label: `${o.label}（修订）`, credit: 0.5 } : o));
    expect((await ops.question(draft, question.id, edit)).body).toEqual({ code: 0, msg: bm.saved });
    // The broken edit: no option of this single choice earns 1 any more.
    broken = { ...question, options: question.options.map((o) => (o.credit === 1 ? { ...o, credit: 0.9 } : o)) };
    expect((await sysadmin.question(draft, question.id, editOf(broken))).status).toBe(200);

    const parameters = {
      ...BANK_V2_PARAMETERS,
      areaWeights: { A1: 0.25, A2: 0.25, A3: 0.3, A4: 0.2, A5: 0.3 },
      passThreshold: 0.65,
    };
    expect((await ops.parameters(draft, parameters)).status).toBe(200);
    const advice = { levels: ['一级建议', '二级建议', '三级建议', '四级建议', '五级建议'], note: '新版说明' };
    expect((await ops.advice(draft, 'T01', advice)).status).toBe(200);
    const weakThresholds = { areas: { A1: 0.55, A2: 0.5, A4: 0.45 }, indicators: { T06: 0.3 }, productionRatio: 0.75 };
    expect((await ops.reportSettings(draft, { weakThresholds, note: '建议说明（新版）' })).status).toBe(200);

    const saved = await detailOf(draft);
    expect(saved.questions.find((q) => q.id === question.id)).toEqual({
      ...editOf(broken),
      id: question.id,
      indicatorId: question.indicatorId,
      level: question.level,
    });
    expect(saved.parameters).toEqual(parameters);
    expect(saved.reportContent.advice.find((row) => row.indicatorId === 'T01')).toEqual({
      indicatorId: 'T01',
      ...advice,
    });
    expect(saved.reportContent).toMatchObject({ weakThresholds, note: '建议说明（新版）' });
    expect(saved.reportContent.advice).toHaveLength(BANK_V2_REPORT_CONTENT.advice.length);
  });

  it('refuses an unknown question or indicator of the draft', async () => {
    const { questions } = await detailOf(draft);
    const edit = editOf(questions[0] as BankQuestion);
    expect((await ops.question(draft, 'T01-L9-9', edit)).body).toEqual({ code: 404, msg: bm.questionNotFound });
    const advice = { levels: ['一', '二', '三', '四', '五'], note: '说明' };
    expect((await ops.advice(draft, 'T99', advice)).body).toEqual({ code: 404, msg: bm.indicatorNotFound });
  });

  it('the check names the broken question; publishing is refused with the same problems', async () => {
    const problems = await problemsOf(draft);
    expect(problems).toEqual([`题目 ${broken.id}：单选题至少要有一个分值为1的选项`]);
    const refused = await ops.publish(draft);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 409, msg: bm.checkFailed(1), data: { problems } });
    expect((await detailOf(draft)).status).toBe('draft');
  });

  it('names parameter problems in plain words too', async () => {
    const upsideDown = { ...BANK_V2_PARAMETERS, passThreshold: 0.9, upperTierThreshold: 0.8 };
    expect((await ops.parameters(draft, upsideDown)).status).toBe(200);
    expect(await problemsOf(draft)).toContain('评分参数：上档阈值（0.8）低于通过阈值（0.9），达到的等级都会落在上档');
    const fine = { ...BANK_V2_PARAMETERS, areaWeights: { A1: 0.25, A2: 0.25, A3: 0.3, A4: 0.2, A5: 0.3 } };
    expect((await ops.parameters(draft, { ...fine, passThreshold: 0.65 })).status).toBe(200);
  });

  it('publishes once fixed: the draft becomes current, the version it was copied from stays as it was', async () => {
    const before = (await ops.detail(CURRENT)).raw;
    const fixed = { ...broken, options: broken.options.map((o) => (o.credit === 0.9 ? { ...o, credit: 1 } : o)) };
    expect((await ops.question(draft, broken.id, editOf(fixed))).status).toBe(200);
    expect(await problemsOf(draft)).toEqual([]);
    expect((await ops.publish(draft)).body).toEqual({ code: 0, msg: bm.publishedNow(NEXT) });
    const list = bankVersionListAnswer.parse((await ops.list()).body).data;
    expect(list.map(({ version, status, current, copiedFrom }) => ({ version, status, current, copiedFrom }))).toEqual([
      { version: NEXT, status: 'published', current: true, copiedFrom: CURRENT },
      { version: CURRENT, status: 'published', current: false, copiedFrom: null },
      { version: 1, status: 'published', current: false, copiedFrom: null },
    ]);
    expect(list[0]?.publishedAt).toMatch(/^\d{4}-/);
    expect(JSON.parse((await ops.detail(CURRENT)).raw)).toEqual({
      ...JSON.parse(before),
      data: { ...JSON.parse(before).data, current: false },
    });
  });

  it('audits every write', async () => {
    const rows = await db()
      .select({
        action: auditLog.action,
        objectId: auditLog.objectId,
        detail: auditLog.detail,
        userId: auditLog.userId,
      })
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'bankVersion'), eq(auditLog.objectId, String(NEXT))))
      .orderBy(asc(auditLog.id));
    expect(rows.map((row) => row.action)).toEqual([
      'bankVersion.copy',
      ...Array(8).fill('bankVersion.update'),
      'bankVersion.publish',
    ]);
    expect(rows[0]?.detail).toEqual({ version: NEXT, copiedFrom: CURRENT });
    expect(rows.find((row) => row.detail?.part === 'advice')?.detail).toMatchObject({
      indicatorId: 'T01',
      before: BANK_V2_REPORT_CONTENT.advice.find((row) => row.indicatorId === 'T01'),
    });
    expect(rows.every((row) => row.userId !== null)).toBe(true);
  });
});

describe('a published version never changes', () => {
  it('refuses to edit, publish or delete it', async () => {
    const { questions, parameters } = await detailOf(NEXT);
    const before = (await ops.detail(NEXT)).raw;
    const question = questions[0] as BankQuestion;
    const advice = { levels: ['一', '二', '三', '四', '五'], note: '说明' };
    const settings = { weakThresholds: REPORT_CONTENT.weakThresholds, note: '说明' };
    for (const res of [
      await ops.question(NEXT, question.id, editOf(question)),
      await ops.parameters(NEXT, parameters),
      await ops.advice(NEXT, 'T01', advice),
      await ops.reportSettings(NEXT, settings),
    ])
      expect(res).toMatchObject({ status: 409, body: { code: 409, msg: bm.published } });
    expect((await ops.publish(NEXT)).body).toEqual({ code: 409, msg: bm.notDraft });
    expect((await ops.remove(1)).body).toEqual({ code: 409, msg: bm.notDraft });
    expect((await ops.detail(NEXT)).raw).toBe(before);
  });
});

describe('drafts under concurrency', () => {
  it('two copies at once make one draft', async () => {
    // Both copy the same version, so whichever wins leaves a draft that can be published.
    const answers = await Promise.all([ops.copy(NEXT), sysadmin.copy(NEXT)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const made = answers.find((a) => a.status === 200)?.body.data.version;
    expect(answers.find((a) => a.status === 409)?.body.msg).toBe(bm.draftExists(made));
    const drafts = await db().select().from(assessmentBankVersions).where(eq(assessmentBankVersions.status, 'draft'));
    expect(drafts.map((d) => d.version)).toEqual([made]);
  });

  it('the database itself refuses a second draft', async () => {
    const [draft] = await db().select().from(assessmentBankVersions).where(eq(assessmentBankVersions.status, 'draft'));
    const second = db()
      .insert(assessmentBankVersions)
      .values({ ...(draft as typeof assessmentBankVersions.$inferSelect), version: 50 });
    expect(isUniqueViolation(await second.catch((error: unknown) => error))).toBe(true);
  });

  it('two publications of one draft: one wins, the other is told it is not a draft', async () => {
    const [draft] = await db().select().from(assessmentBankVersions).where(eq(assessmentBankVersions.status, 'draft'));
    const version = draft?.version ?? 0;
    const answers = await Promise.all([ops.publish(version), sysadmin.publish(version)]);
    expect(answers.map((a) => a.body).sort((a, b) => a.code - b.code)).toEqual([
      { code: 0, msg: bm.publishedNow(version) },
      { code: 409, msg: bm.notDraft },
    ]);
    const publications = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bankVersion.publish'), eq(auditLog.objectId, String(version))));
    expect(publications[0]?.n).toBe(1);
  });

  it('deletes a draft, and only a draft; its number is free again', async () => {
    const made = (await ops.copy(1)).body.data.version;
    expect((await sysadmin.remove(made)).body).toEqual({ code: 0, msg: bm.deleted });
    expect((await ops.detail(made)).status).toBe(404);
    expect((await ops.remove(made)).body).toEqual({ code: 404, msg: bm.notFound });
    expect((await ops.copy(1)).body.data.version).toBe(made);
    expect((await ops.remove(made)).status).toBe(200);
  });
});

describe('who may', () => {
  it('system administrators only', async () => {
    const refusal = { code: 403, msg: OPERATOR_ROLE_MESSAGES.forbidden('systemAdmin') };
    for (const username of ['op_editor', 'op_reviewer']) {
      const client = bankVersionClient(t, await t.tokenFor(username));
      expect((await client.list()).body).toEqual(refusal);
      expect((await client.copy(1)).body).toEqual(refusal);
    }
    expect((await bankVersionClient(t, await t.tokenFor('bz_admin')).list()).status).toBe(403);
    expect((await bankVersionClient(t, null).copy(1)).status).toBe(401);
  });
});
