import {
  DCMM_MESSAGES,
  dcmmQuestionnaireAnswer,
  dcmmRecordAnswer,
  examMessages,
  messages,
  PLEDGE_VERSION,
  recordListAnswer,
} from '@dtmm/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { auditLog } from '../audit/audit.table';
import { users } from '../users/users.table';
import { DcmmQuestionnaireSeedError, seedDcmmQuestionnaire } from './dcmm.seed';
import { dcmmQuestionnaireVersions, dcmmRecords } from './dcmm.table';
import { DCMM_QUESTIONNAIRE_V1 } from './dcmm-questionnaire.data';
import { answerAll, capabilityAt, plantDcmmRecord } from './test/dcmm-client';

let t: TestApp;
/** Company A is 并州智能 (bz_admin, bz_user), B is 太行精铸 (th_admin, th_user). */
let companyA: number;
let companyB: number;

const companyOf = async (username: string) => {
  const [row] = await t.database.db.select({ id: users.companyId }).from(users).where(eq(users.username, username));
  return row?.id ?? 0;
};

beforeAll(async () => {
  t = await buildTestApp();
  companyA = await companyOf('bz_admin');
  companyB = await companyOf('th_admin');
});
afterAll(() => t?.close());

const ADD = '/api/dtmm/answer/add';
const detailUrl = (id: string) => `/api/dtmm/answer/dcmmDetail/${id}`;
/** What the web sends: the spec's fields (a client level the server must not take), the answers and the pledge. */
const submission = (patch: Record<string, unknown> = {}) => ({
  assessmentLevel: 5,
  dcmmPartyType: 'A',
  answerType: '1',
  status: '1',
  answers: answerAll(),
  pledgeVersion: PLEDGE_VERSION,
  ...patch,
});
const submit = async (username: string, patch: Record<string, unknown> = {}) =>
  t.call(await t.tokenFor(username), 'POST', ADD, submission(patch));
const submitted = async (username: string, patch: Record<string, unknown> = {}) => {
  const res = await submit(username, patch);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.msg).toBe(DCMM_MESSAGES.submitted);
  return dcmmRecordAnswer.parse(res.body).data;
};
const refusal = async (username: string, patch: Record<string, unknown>) => {
  const res = await submit(username, patch);
  expect(res.status).toBe(400);
  return res.body.msg;
};

describe('the DCMM questionnaire', () => {
  it('is published as version 1 at start-up and answered to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dtmm/dcmm/questionnaire' });
    expect(res.statusCode).toBe(200);
    const questionnaire = dcmmQuestionnaireAnswer.parse(res.json()).data;
    expect(questionnaire).toEqual(DCMM_QUESTIONNAIRE_V1);
    const [row] = await t.database.db.select().from(dcmmQuestionnaireVersions);
    expect(row?.status).toBe('published');
    expect(row?.publishedAt).toBeInstanceOf(Date);
  });

  it('changes nothing on a restart', async () => {
    expect(await seedDcmmQuestionnaire(t.database.db)).toBe(false);
    expect(await t.database.db.$count(dcmmQuestionnaireVersions)).toBe(1);
  });

  describe('on an empty database', () => {
    let fresh: DatabaseHandle;
    beforeAll(async () => {
      fresh = await openTestDatabase();
    });
    afterAll(() => fresh?.close());

    it('refuses a version that fails the check, naming the problem, and publishes nothing', async () => {
      const broken = structuredClone(DCMM_QUESTIONNAIRE_V1);
      for (const question of broken.questions) question.gateFor = [];
      const failure = await seedDcmmQuestionnaire(fresh.db, broken).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(DcmmQuestionnaireSeedError);
      expect((failure as Error).message).toContain('no gate items');
      expect(await fresh.db.select().from(dcmmQuestionnaireVersions)).toEqual([]);
    });

    it('publishes once when two instances start at the same time', async () => {
      const seeded = await Promise.all([seedDcmmQuestionnaire(fresh.db), seedDcmmQuestionnaire(fresh.db)]);
      expect(seeded.filter(Boolean).length).toBeLessThanOrEqual(1);
      expect(
        await fresh.db.select({ version: dcmmQuestionnaireVersions.version }).from(dcmmQuestionnaireVersions),
      ).toEqual([{ version: 1 }]);
    });
  });
});

describe('POST /api/dtmm/answer/add', () => {
  it('computes the level from the answers and ignores the level and status the client sends', async () => {
    // answerType as its number, as other clients send codes (issue 28, part 8).
    const record = await submitted('bz_user', { assessmentLevel: '5', status: 0, answerType: 1 });
    expect(record).toMatchObject({
      companyName: '山西并州智能矿山装备有限公司',
      answerType: '1',
      status: '1',
      dcmmPartyType: 'A',
      dcmmPartyTypeName: '数据拥有方',
      assessmentLevel: 2,
      levelTitle: '二级 受管理级',
      questionnaireVersion: 1,
      gateFindings: [],
      capability: null,
    });
    expect(record.answers).toHaveLength(15);
    expect(record.answers[0]).toEqual({ itemNumber: 1, questionName: '企业成立时间', chosen: ['3年及以上'] });
    const [row] = await t.database.db
      .select()
      .from(dcmmRecords)
      .where(eq(dcmmRecords.id, Number(record.id)));
    expect(row).toMatchObject({ companyId: companyA, level: 2, partyType: 'A', answers: answerAll() });
  });

  it('keeps a D on item 1–3 at level 1 whatever level the client claims', async () => {
    const record = await submitted('bz_admin', { answers: { ...answerAll(), D03: ['D'] }, assessmentLevel: 2 });
    expect(record.assessmentLevel).toBe(1);
    expect(record.levelTitle).toBe('一级 初始级');
    expect(record.gateFindings).toEqual([{ itemNumber: 3, questionName: '企业上一年度营业收入' }]);
  });

  it('takes service_dcmm as the data service party (stored as B), for whom a D on item 4 also keeps level 1', async () => {
    const answers = { ...answerAll(), D04: ['D'] };
    const service = await submitted('bz_admin', { dcmmPartyType: 'service_dcmm', answers });
    expect(service).toMatchObject({ dcmmPartyType: 'B', dcmmPartyTypeName: '数据服务方', assessmentLevel: 1 });
    expect(service.gateFindings.map((finding) => finding.itemNumber)).toEqual([4]);
    const [row] = await t.database.db
      .select()
      .from(dcmmRecords)
      .where(eq(dcmmRecords.id, Number(service.id)));
    expect(row?.partyType).toBe('B');
    expect((await submitted('bz_admin', { dcmmPartyType: 'B', answers })).assessmentLevel).toBe(1);
    expect((await submitted('bz_admin', { dcmmPartyType: 'A', answers })).assessmentLevel).toBe(2);
  });

  it('stores the self-check with each area’s level name and statement', async () => {
    const capability = { ...capabilityAt(2), C6: 1, C1: 4 };
    const record = await submitted('bz_user', { capability });
    expect(record.capability).toHaveLength(8);
    expect(record.capability?.[0]).toEqual({
      id: 'C1',
      name: '数据战略',
      level: 4,
      levelName: '量化管理级',
      statement: DCMM_QUESTIONNAIRE_V1.capabilityAreas[0]?.statements[3]?.text,
    });
    expect(record.capability?.find((area) => area.id === 'C6')?.levelName).toBe('初始级');
    // The self-check says nothing about the questionnaire's level.
    expect(record.assessmentLevel).toBe(2);
  });

  it('wants every item answered: 请先完成所有题目！', async () => {
    const { D15: _left, ...fourteen } = answerAll();
    expect(await refusal('bz_user', { answers: fourteen })).toBe(DCMM_MESSAGES.unanswered);
    expect(await refusal('bz_user', { answers: undefined })).toBe(DCMM_MESSAGES.unanswered);
    expect(await refusal('bz_user', { answers: { ...answerAll(), D09: '' } })).toBe(DCMM_MESSAGES.unanswered);
  });

  it('refuses unknown items and options, two options on a single choice, a none option with others', async () => {
    expect(await refusal('bz_user', { answers: { ...answerAll(), D99: ['A'] } })).toBe(DCMM_MESSAGES.badAnswer);
    expect(await refusal('bz_user', { answers: { ...answerAll(), D01: ['E'] } })).toBe(DCMM_MESSAGES.badAnswer);
    expect(await refusal('bz_user', { answers: { ...answerAll(), D02: 'A,B' } })).toBe(DCMM_MESSAGES.singleChoice);
    expect(await refusal('bz_user', { answers: { ...answerAll(), D14: ['A', 'G'] } })).toBe(DCMM_MESSAGES.noneAlone);
    expect(await refusal('bz_user', { capability: { C1: 2 } })).toBe(DCMM_MESSAGES.capabilityIncomplete);
    expect(await refusal('bz_user', { capability: { ...capabilityAt(2), X1: 2 } })).toBe(DCMM_MESSAGES.badAnswer);
    expect(await refusal('bz_user', { dcmmPartyType: 'C' })).toBe(DCMM_MESSAGES.partyType);
    expect(await refusal('bz_user', { answerType: '0' })).toBe('请选择评估类型');
    expect(await refusal('bz_user', { answerType: 0 })).toBe('请选择评估类型');
  });

  it('needs a member of a certified company: 请先先完成企业认证！', async () => {
    expect(await refusal('newcomer', {})).toBe(messages.certification.companyFirst);
    expect(await refusal('operator', {})).toBe(messages.certification.companyFirst);
    expect((await t.call(null, 'POST', ADD, submission())).status).toBe(401);
  });

  it('refuses a submission without the current 真实性承诺: 请先阅读并确认真实性承诺, and stores nothing', async () => {
    const before = await t.database.db.$count(dcmmRecords);
    for (const pledgeVersion of [undefined, null, 0, PLEDGE_VERSION + 1, '', 'yes', true, [PLEDGE_VERSION]]) {
      expect(await refusal('bz_user', { pledgeVersion }), String(pledgeVersion)).toBe(examMessages.pledgeRequired);
    }
    expect(await t.database.db.$count(dcmmRecords)).toBe(before);
  });

  it('stores the pledge with the record (version, time, member and username) and answers it', async () => {
    // The version as its text, as other clients send numbers as text.
    const record = await submitted('bz_user', { pledgeVersion: String(PLEDGE_VERSION) });
    expect(record.pledge).toEqual({
      version: PLEDGE_VERSION,
      acceptedAt: record.answerTime,
      acceptedByName: 'bz_user',
    });
    const [row] = await t.database.db
      .select()
      .from(dcmmRecords)
      .where(eq(dcmmRecords.id, Number(record.id)));
    const [member] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'bz_user'));
    expect(row).toMatchObject({
      pledgeVersion: PLEDGE_VERSION,
      pledgeAcceptedBy: member?.id,
      pledgeAcceptedByName: 'bz_user',
    });
    expect(row?.pledgeAcceptedAt).toEqual(row?.submittedAt);
  });

  it('writes an audit row with the record in the same transaction', async () => {
    const record = await submitted('bz_admin');
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'dcmm.submit'), eq(auditLog.subject, '山西并州智能矿山装备有限公司')));
    const row = rows.find((entry) => entry.detail?.id === Number(record.id));
    expect(row?.detail).toEqual({
      id: Number(record.id),
      companyId: companyA,
      partyType: 'A',
      level: 2,
      questionnaireVersion: 1,
      pledgeVersion: PLEDGE_VERSION,
    });
    expect(row?.userId).not.toBeNull();
  });
});

describe('GET /api/dtmm/answer/dcmmDetail/{id}', () => {
  it("answers the owning company's members and operators", async () => {
    const record = await submitted('bz_user', { capability: capabilityAt(3) });
    for (const username of ['bz_user', 'bz_admin', 'operator']) {
      const res = await t.call(await t.tokenFor(username), 'GET', detailUrl(record.id));
      expect(res.status, username).toBe(200);
      expect(dcmmRecordAnswer.parse(res.body).data).toEqual(record);
    }
  });

  it('answers pledge null for a record submitted before the pledge existed', async () => {
    const older = await plantDcmmRecord(t.database.db, companyA);
    const res = await t.call(await t.tokenFor('bz_user'), 'GET', detailUrl(older));
    expect(dcmmRecordAnswer.parse(res.body).data.pledge).toBeNull();
  });

  it("keeps another company's record invisible: 404 as for a record that does not exist", async () => {
    const ofB = await plantDcmmRecord(t.database.db, companyB);
    for (const username of ['bz_admin', 'bz_user', 'lc_admin', 'newcomer']) {
      const res = await t.call(await t.tokenFor(username), 'GET', detailUrl(ofB));
      expect(res.status, username).toBe(404);
      expect(res.body.msg).toBe(messages.common.notFound);
    }
    expect((await t.call(await t.tokenFor('th_user'), 'GET', detailUrl(ofB))).status).toBe(200);
    expect((await t.call(await t.tokenFor('bz_admin'), 'GET', detailUrl('999999999'))).status).toBe(404);
    expect((await t.call(null, 'GET', detailUrl(ofB))).status).toBe(401);
  });
});

describe('GET /api/dtmm/answer/recordList with answerType 1', () => {
  const list = async (username: string, query: string) => {
    const res = await t.call(await t.tokenFor(username), 'GET', `/api/dtmm/answer/recordList?${query}`);
    expect(res.status).toBe(200);
    return recordListAnswer.parse(res.body);
  };
  const countOf = async (companyId: number) =>
    (await t.database.db.select({ n: count() }).from(dcmmRecords).where(eq(dcmmRecords.companyId, companyId)))[0]?.n;

  it("lists the company's own DCMM records only, newest first, paged in SQL", async () => {
    const day = 86_400_000;
    const planted = [
      await plantDcmmRecord(t.database.db, companyB, 'A', new Date(Date.now() - 3 * day)),
      await plantDcmmRecord(t.database.db, companyB, 'B', new Date(Date.now() - 2 * day)),
      await plantDcmmRecord(t.database.db, companyB, 'A', new Date(Date.now() - day)),
    ];
    const total = await countOf(companyB);
    const first = await list('th_user', 'answerType=1&page=1&limit=2');
    expect(first.total).toBe(total);
    expect(first.data).toHaveLength(2);
    const all = await list('th_admin', 'answerType=1&status=1&page=1&limit=100');
    expect(all.total).toBe(total);
    const ids = all.data.map((item) => item.id);
    expect(ids.filter((id) => planted.includes(id))).toEqual([...planted].reverse());
    expect(all.data.every((item) => item.companyName === '长治太行精铸科技有限公司')).toBe(true);
    expect(all.data.find((item) => item.id === planted[2])).toMatchObject({
      answerType: '1',
      status: '1',
      assessmentLevel: 2,
      totalScore: null,
      digitalTransformationLevel: '',
      assessmentType: '',
      dcmmPartyType: 'A',
    });
    expect(all.data.find((item) => item.id === planted[1])?.dcmmPartyType).toBe('B');
    const second = await list('th_user', 'answerType=1&page=2&limit=2');
    expect(second.data.map((item) => item.id)).toEqual(all.data.slice(2, 4).map((item) => item.id));

    const ofA = await list('bz_user', 'answerType=1&page=1&limit=100');
    expect(ofA.total).toBe(await countOf(companyA));
    expect(ofA.data.some((item) => planted.includes(item.id))).toBe(false);
  });

  it('lists none in progress: a DCMM record is complete when submitted', async () => {
    const running = await list('bz_user', 'answerType=1&status=0&page=1&limit=10');
    expect(running).toMatchObject({ data: [], total: 0 });
  });

  it("leaves the self-assessments' list as it was, with an empty party type", async () => {
    const diagnosis = await list('sy_admin', 'answerType=0&page=1&limit=10');
    expect(diagnosis.data.length).toBeGreaterThan(0);
    expect(diagnosis.data.every((item) => item.answerType === '0' && item.dcmmPartyType === '')).toBe(true);
    const unfiltered = await list('sy_admin', 'page=1&limit=100');
    expect(unfiltered.data.every((item) => item.answerType !== '1')).toBe(true);
  });
});

describe('the demo', () => {
  it("gives sy_admin's company a level-2 DCMM record with a self-check and its pledge", async () => {
    const records = await (async () => {
      const res = await t.call(await t.tokenFor('sy_admin'), 'GET', '/api/dtmm/answer/recordList?answerType=1');
      return recordListAnswer.parse(res.body).data;
    })();
    expect(records).toHaveLength(1);
    const res = await t.call(await t.tokenFor('sy_admin'), 'GET', detailUrl(records[0]?.id ?? ''));
    const record = dcmmRecordAnswer.parse(res.body).data;
    expect(record).toMatchObject({ companyName: '孝义市晟源焦化有限公司', assessmentLevel: 2, gateFindings: [] });
    // Accepted by the company's ADMIN with the submission, as answer/add stores it.
    expect(record.pledge).toEqual({
      version: PLEDGE_VERSION,
      acceptedAt: record.answerTime,
      acceptedByName: 'sy_admin',
    });
    expect(record.capability?.map((area) => area.level)).toEqual([2, 2, 2, 2, 2, 1, 2, 1]);
  });
});
