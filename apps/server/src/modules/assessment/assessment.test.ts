import { randomUUID } from 'node:crypto';
import {
  type BankQuestion,
  type BankTreeOption,
  type BankTreeQuestion,
  DEFAULT_SCORING_PARAMETERS,
  questionBankTreeAnswer,
} from '@dtmm/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-errors';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { nextVersionNumber } from '../bank-versions/bank-versions.repository';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';
import {
  findAnswers,
  findInProgressRecord,
  insertPublishedVersion,
  insertRecord,
  type NewRecord,
  saveAnswer,
} from './assessment.repository';
import { BankSeedError, type PlatformBank, seedAssessmentBank } from './assessment.seed';
import { assessmentAnswers, assessmentBankVersions, assessmentRecords } from './assessment.table';
import { BANK_QUESTIONS, PLATFORM_BANKS } from './bank/bank.data';

let t: TestApp;
let companyA: number;
let companyB: number;
let userId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  [companyA, companyB] = (
    await db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id)).limit(2)
  ).map((row) => row.id) as [number, number];
  [{ id: userId }] = (await db.select({ id: users.id }).from(users).limit(1)) as [{ id: number }];
});
afterAll(() => t?.close());

const versions = () => t.database.db.select().from(assessmentBankVersions).orderBy(asc(assessmentBankVersions.version));
const tree = async (token?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/dtmm/questionBank/tree',
    headers: token ? { access_token: token } : {},
  });
  expect(res.statusCode).toBe(200);
  return questionBankTreeAnswer.parse(res.json()).data;
};
const questionsOf = (areas: Awaited<ReturnType<typeof tree>>): BankTreeQuestion[] =>
  areas.flatMap((area) => area.children.flatMap((group) => group.children.flatMap((indicator) => indicator.children)));

describe('seeding the question bank', () => {
  it('publishes each platform bank once, in order, version 1 the original bank with the default parameters', async () => {
    const rows = await versions();
    expect(rows.map((row) => row.seedKey)).toEqual(PLATFORM_BANKS.map((bank) => bank.seedKey));
    const [v1] = rows;
    expect(v1?.version).toBe(1);
    expect(v1?.status).toBe('published');
    expect(v1?.publishedAt).toBeInstanceOf(Date);
    expect(v1?.parameters).toEqual(DEFAULT_SCORING_PARAMETERS);
    expect(v1?.questions).toEqual(BANK_QUESTIONS);
    expect(rows.at(-1)?.questions).toEqual(PLATFORM_BANKS.at(-1)?.questions);
  });

  it('changes nothing on a restart', async () => {
    const before = await versions();
    expect(await seedAssessmentBank(t.database.db)).toEqual({ published: [], waiting: [] });
    expect(await versions()).toHaveLength(before.length);
  });

  describe('on an empty database', () => {
    let fresh: DatabaseHandle;
    beforeAll(async () => {
      fresh = await openTestDatabase();
    });
    afterAll(() => fresh?.close());
    const original = PLATFORM_BANKS[0] as PlatformBank;

    it('refuses a bank that fails the bank check, naming the problem, and publishes nothing', async () => {
      const broken = { ...original, questions: BANK_QUESTIONS.filter((q) => q.id !== 'T05-L3-1') };
      const failure = await seedAssessmentBank(fresh.db, [broken]).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(BankSeedError);
      expect((failure as Error).message).toContain('T05');
      const invalid = { ...original, parameters: { ...DEFAULT_SCORING_PARAMETERS, passThreshold: 1.5 } };
      await expect(seedAssessmentBank(fresh.db, [invalid])).rejects.toThrow(/parameters/);
      expect(await fresh.db.select().from(assessmentBankVersions)).toEqual([]);
    });

    it('publishes once when two instances start at the same time', async () => {
      const seeded = await Promise.all([seedAssessmentBank(fresh.db), seedAssessmentBank(fresh.db)]);
      const published = seeded.flatMap((outcome) => outcome.published);
      expect(published.sort()).toEqual(PLATFORM_BANKS.map((bank) => bank.seedKey).sort());
      const rows = await fresh.db.select({ version: assessmentBankVersions.version }).from(assessmentBankVersions);
      expect(rows.map((row) => row.version).sort()).toEqual(PLATFORM_BANKS.map((_, i) => i + 1));
    });

    it('publishes a new platform bank after what operators published, and waits while their draft is open', async () => {
      const later: PlatformBank = { ...original, seedKey: 'platform-test' };
      const top = await nextVersionNumber(fresh.db);
      await fresh.db.insert(assessmentBankVersions).values({
        version: top,
        status: 'draft',
        parameters: DEFAULT_SCORING_PARAMETERS,
        questions: BANK_QUESTIONS,
      });
      expect(await seedAssessmentBank(fresh.db, [original, later])).toEqual({
        published: [],
        waiting: ['platform-test'],
      });
      await fresh.db.delete(assessmentBankVersions).where(eq(assessmentBankVersions.version, top));
      expect(await seedAssessmentBank(fresh.db, [original, later])).toEqual({
        published: ['platform-test'],
        waiting: [],
      });
      const [row] = await fresh.db
        .select()
        .from(assessmentBankVersions)
        .where(eq(assessmentBankVersions.seedKey, 'platform-test'));
      expect(row).toMatchObject({ version: top, status: 'published' });
    });
  });
});

describe('GET /api/dtmm/questionBank/tree', () => {
  /** The current version: the last platform bank (version 2 on a fresh database). */
  const current = PLATFORM_BANKS.at(-1) as PlatformBank;

  it('answers anyone both variants: 5 areas, 21 groups, 42 third-level indicators, each saying its variants', async () => {
    const areas = await tree();
    expect(areas.map((a) => a.name)).toEqual([
      '数字化基础',
      '数字化治理',
      '数字化生产',
      '数字化经营',
      '数字化转型成效',
    ]);
    expect(areas.map((a) => a.isGating)).toEqual([true, true, true, true, false]);
    expect(areas.map((a) => a.evaluationTypes)).toEqual([['1', '2'], ['1', '2'], ['1'], ['2'], ['1', '2']]);
    const groups = areas.flatMap((a) => a.children);
    expect(groups).toHaveLength(21);
    const indicators = groups.flatMap((g) => g.children);
    expect(indicators).toHaveLength(42);
    expect(indicators.every((i) => i.indicatorLevel === 3 && i.value === i.name)).toBe(true);
    const production = areas.find((a) => a.name === '数字化生产');
    expect(production?.children.map((g) => g.name)).toEqual(['研发设计', '生产制造', '供应链管理', '营销服务']);
    const business = areas.find((a) => a.name === '数字化经营');
    expect(business?.children.flatMap((g) => g.children.map((i) => i.evaluationTypes))).toEqual(Array(8).fill(['2']));
    const typesOf = (id: string) => indicators.find((i) => i.id === id)?.evaluationTypes;
    expect([typesOf('T01'), typesOf('T29'), typesOf('T31'), typesOf('T42')]).toEqual([
      ['1', '2'],
      ['1'],
      ['1', '2'],
      ['2'],
    ]);
    const mandatory = indicators.filter((i) => i.isMandatory).map((i) => i.id);
    expect(mandatory).toEqual(current.parameters.mandatoryIndicatorIds);
    // Of 数字化经营 only 物流仓储 may be left out.
    expect(business?.children.flatMap((g) => g.children.filter((i) => !i.isMandatory).map((i) => i.name))).toEqual([
      '物流仓储',
    ]);
  });

  it('holds every question of the version once, numbered in tree order, under its own indicator', async () => {
    const areas = await tree(await t.tokenFor('lc_admin'));
    const questions = questionsOf(areas);
    expect(questions.map((q) => q.id).sort()).toEqual(current.questions.map((q) => q.id).sort());
    expect(questions.map((q) => q.itemNumber)).toEqual(questions.map((_, i) => i + 1));
    const byId = new Map(current.questions.map((q) => [q.id, q]));
    for (const area of areas)
      for (const group of area.children)
        for (const indicator of group.children)
          for (const question of indicator.children) {
            const source = byId.get(question.id) as BankQuestion;
            expect(question).toMatchObject({
              name: source.title,
              questionDesc: source.questionDesc,
              questionType: source.questionType,
              level: source.level,
              levelOne: area.name,
              levelTwo: group.name,
              levelThree: indicator.name,
              indicatorId: indicator.id,
              isQuestion: true,
            });
            expect(question.industryGroups).toEqual(source.industryGroups);
            expect(source.indicatorId).toBe(indicator.id);
            const options = JSON.parse(question.options) as BankTreeOption[];
            expect(options).toEqual(
              source.options.map((o) => ({ value: o.id, label: o.label, ...(o.exclusive ? { exclusive: true } : {}) })),
            );
          }
    // Levels ascend inside an indicator; credits are not published.
    const t05 = questions.filter((q) => q.indicatorId === 'T05').map((q) => q.level);
    expect(t05).toEqual([1, 2, 3, 4, 5]);
    expect(JSON.stringify(areas)).not.toContain('credit');
    // The energy band is asked per industry group, and the tree says whose each question is.
    const t28 = questions.filter((q) => q.indicatorId === 'T28').map((q) => [q.id, q.industryGroups]);
    expect(t28).toEqual([
      ['T28-Q-E', ['energyIntensive']],
      ['T28-Q-G', ['otherIndustry']],
    ]);
  });

  it('follows a newly published version', async () => {
    const before = await tree();
    const questions = current.questions.map((q) => (q.id === 'T01-L1-1' ? { ...q, title: '新版本的资金投入问题' } : q));
    const version = await nextVersionNumber(t.database.db);
    expect(await insertPublishedVersion(t.database.db, { version, questions, parameters: current.parameters })).toBe(
      true,
    );
    // A publish outside a route tells the public cache itself (docs/caching.md).
    await t.app.ctx.publicCache.invalidate(['questionBank']);
    const after = await tree();
    expect(questionsOf(after).find((q) => q.id === 'T01-L1-1')?.name).toBe('新版本的资金投入问题');
    expect(questionsOf(before).find((q) => q.id === 'T01-L1-1')?.name).not.toBe('新版本的资金投入问题');
    await t.database.db.delete(assessmentBankVersions).where(eq(assessmentBankVersions.version, version));
    await t.app.ctx.publicCache.invalidate(['questionBank']);
  });
});

const newRecord = (companyId: number, answerType: NewRecord['answerType'] = '0'): NewRecord => ({
  companyId,
  answerType,
  assessmentType: '1',
  croppedIndicatorIds: ['T13'],
  industryGroup: 'otherIndustry',
  serviceProviderId: null,
  bankVersion: 1,
  createdBy: userId,
});

describe('assessment records', () => {
  it('allows one in-progress record per company and answer type', async () => {
    const first = await insertRecord(t.database.db, newRecord(companyA));
    expect(first).toMatchObject({ status: '0', currentLevel: 1, assessmentLevel: 0, result: null, totalScore: null });
    expect(first.croppedIndicatorIds).toEqual(['T13']);
    const second = await insertRecord(t.database.db, newRecord(companyA)).catch((e: unknown) => e);
    expect(isUniqueViolation(second)).toBe(true);
    // Another answer type, or another company, is a record of its own.
    await insertRecord(t.database.db, { ...newRecord(companyA, '2'), serviceProviderId: companyB });
    await insertRecord(t.database.db, newRecord(companyB));
    expect((await findInProgressRecord(t.database.db, companyA, '0'))?.id).toBe(first.id);
    // Once completed, a new one may start.
    await t.database.db
      .update(assessmentRecords)
      .set({ status: '1', completedAt: new Date() })
      .where(eq(assessmentRecords.id, first.id));
    const next = await insertRecord(t.database.db, newRecord(companyA));
    expect(next.id).not.toBe(first.id);
  });

  it('refuses a record pinned to a bank version that does not exist', async () => {
    const error = await insertRecord(t.database.db, { ...newRecord(companyB, '1'), bankVersion: 99 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
  });
});

describe('saving an answer', () => {
  let recordId: number;
  /** A member of companyB signed in: the statement checks the session and the membership itself. */
  let member: { id: number; sessionId: string };
  beforeAll(async () => {
    recordId = (await insertRecord(t.database.db, { ...newRecord(companyB, '2'), serviceProviderId: companyA })).id;
    const [row] = await t.database.db.select().from(users).where(eq(users.companyId, companyB)).limit(1);
    const token = await t.tokenFor(row?.username ?? '');
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string };
    member = { id: row?.id ?? 0, sessionId: claims.sid };
  });
  /** Whether the save was stored (the client named no version: the member's own seqs order their saves). */
  const save = async (questionId: string, optionIds: string[], seq: number, who = member) =>
    (await saveAnswer(t.database.db, {
      recordId,
      questionId,
      level: 1,
      optionIds,
      answeredBy: who.id,
      sessionId: who.sessionId,
      now: new Date(),
      seq,
      version: null,
    })) !== null;
  const stored = async (questionId: string) =>
    (await findAnswers(t.database.db, recordId)).find((a) => a.questionId === questionId);

  it('keeps the newer sequence number: a stale save never wins', async () => {
    expect(await save('T01-L1-1', ['A'], 2)).toBe(true);
    expect(await save('T01-L1-1', ['B'], 1)).toBe(false);
    expect(await stored('T01-L1-1')).toMatchObject({ optionIds: ['A'], seq: 2, answeredBy: member.id, level: 1 });
    expect(await save('T01-L1-1', ['C'], 2)).toBe(false);
    expect(await save('T01-L1-1', ['A', 'B'], 3)).toBe(true);
    expect(await stored('T01-L1-1')).toMatchObject({ optionIds: ['A', 'B'], seq: 3, version: 2 });
  });

  it('leaves the newest of many saves in flight at once', async () => {
    const seqs = [5, 9, 1, 7, 3, 8, 2, 6, 4];
    await Promise.all(seqs.map((seq) => save('T02-L1-1', [String.fromCharCode(64 + seq)], seq)));
    expect(await stored('T02-L1-1')).toMatchObject({ optionIds: ['I'], seq: 9 });
  });

  it('stores nothing for a session that is not live or a user outside the company', async () => {
    expect(await save('T03-L1-1', ['A'], 1, { ...member, sessionId: randomUUID() })).toBe(false);
    expect(
      await save('T03-L1-1', ['A'], 1, { id: userId === member.id ? 0 : userId, sessionId: member.sessionId }),
    ).toBe(false);
    expect(await stored('T03-L1-1')).toBeUndefined();
  });

  it('goes with its record', async () => {
    await t.database.db.delete(assessmentRecords).where(eq(assessmentRecords.id, recordId));
    expect(
      await t.database.db.select().from(assessmentAnswers).where(eq(assessmentAnswers.recordId, recordId)),
    ).toEqual([]);
  });
});
