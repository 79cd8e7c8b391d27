import { type CalendarEvent, calendarMessages, messages } from '@dtmm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { assessmentRecords } from '../assessment/assessment.table';
import { companies } from '../companies/companies.table';
import { contentItems } from '../content/content.table';
import { dcmmRecords } from '../dcmm/dcmm.table';
import { files } from '../files/files.table';
import { formalApplications } from '../formal-assessment/formal-applications.table';
import { servedEnterprises } from '../served-enterprises/served-enterprises.table';
import { users } from '../users/users.table';

/**
 * The hand-made province of these tests (no demo data), November 2026, China time:
 * - 晋数装备 (A): formal diagnosis application submitted 11-02 10:00, accepted for an on-site visit on
 *   11-20; a DCMM application rejected 11-05; a diagnosis started 11-03 and completed 11-04 09:30; a
 *   551 record with 龙城 started 11-06, completed 11-10, report uploaded 11-12; a DCMM self-assessment 11-08.
 * - 太行精铸 (B): an on-site visit on 11-20, a diagnosis started 11-03, and a 551 record with 龙城
 *   completed 11-15 whose report is not in yet. None of it may reach A.
 * - 龙城工业互联网 (P, a certified provider): serves A and B.
 * - Courses: one published starting 11-19 09:00, a draft starting the same day, one published in December.
 */
const cst = (text: string) => new Date(`${text}+08:00`);

let t: TestApp;
const tokens: Record<string, string> = {};
const ids = {} as Record<'a' | 'b' | 'p', number>;
const recordIds: Record<string, number> = {};

async function company(key: 'a' | 'b' | 'p', companyName: string, providerStatus = 0) {
  const [row] = await t.database.db
    .insert(companies)
    .values({
      companyName,
      socialCreditCode: `91140100CAL${key.toUpperCase()}00000X`,
      certificationStatus: 1,
      providerStatus,
    })
    .returning({ id: companies.id });
  ids[key] = row?.id ?? 0;
}

async function person(username: string, companyId: number | null, i: number) {
  await t.database.db.insert(users).values({
    username,
    phone: `1390002${String(i).padStart(4, '0')}`,
    passwordHash: 'not-used',
    companyId,
    companyRole: companyId === null ? null : 'ADMIN',
  });
  tokens[username] = await t.tokenFor(username);
}

async function record(key: string, values: Partial<typeof assessmentRecords.$inferInsert> & { companyId: number }) {
  const [row] = await t.database.db
    .insert(assessmentRecords)
    .values({ answerType: '0', assessmentType: '1', bankVersion: 1, ...values })
    .returning({ id: assessmentRecords.id });
  recordIds[key] = row?.id ?? 0;
  return row?.id ?? 0;
}

async function reportUploadedAt(createdAt: Date) {
  const [row] = await t.database.db
    .insert(files)
    .values({
      purpose: 'report',
      fileName: '评估报告.pdf',
      fileType: 'pdf',
      mimeType: 'application/pdf',
      fileSize: 1,
      sha256: 'x',
      storageKey: `calendar-${createdAt.getTime()}`,
      createdAt,
    })
    .returning({ id: files.id });
  return row?.id ?? null;
}

const formal = { assessmentCount: 1, applicationLevel: 2, applicationRemark: '申请正式评估' };

beforeAll(async () => {
  t = await buildTestApp({ demo: false });
  const { db } = t.database;
  await company('a', '晋数装备');
  await company('b', '太行精铸');
  await company('p', '龙城工业互联网', 1);
  await person('a_user', ids.a, 0);
  await person('b_user', ids.b, 1);
  await person('p_admin', ids.p, 2);
  await person('loner', null, 3);

  await db.insert(formalApplications).values([
    {
      ...formal,
      companyId: ids.a,
      assessmentType: 'zdservice',
      status: '1',
      createdAt: cst('2026-11-02T10:00:00'),
      scheduledDate: '2026-11-20',
      acceptedAt: cst('2026-11-03T09:00:00'),
    },
    {
      ...formal,
      companyId: ids.a,
      assessmentType: 'dcmm',
      status: '2',
      createdAt: cst('2026-10-20T10:00:00'),
      rejectedAt: cst('2026-11-05T15:00:00'),
      rejectReason: '材料不全',
    },
    {
      ...formal,
      companyId: ids.b,
      assessmentType: 'zdservice',
      status: '1',
      createdAt: cst('2026-10-01T10:00:00'),
      scheduledDate: '2026-11-20',
    },
  ]);
  await record('aDiagnosis', {
    companyId: ids.a,
    status: '1',
    createdAt: cst('2026-11-03T08:00:00'),
    completedAt: cst('2026-11-04T09:30:00'),
  });
  const a551 = await record('a551', {
    companyId: ids.a,
    answerType: '2',
    serviceProviderId: ids.p,
    status: '1',
    createdAt: cst('2026-11-06T10:00:00'),
    completedAt: cst('2026-11-10T16:00:00'),
  });
  await record('bDiagnosis', { companyId: ids.b, createdAt: cst('2026-11-03T11:00:00') });
  const b551 = await record('b551', {
    companyId: ids.b,
    answerType: '2',
    serviceProviderId: ids.p,
    status: '1',
    createdAt: cst('2026-09-01T10:00:00'),
    completedAt: cst('2026-11-15T11:00:00'),
  });
  await db.insert(servedEnterprises).values([
    {
      recordId: a551,
      createdAt: cst('2026-11-06T10:00:00'),
      reportFileId: await reportUploadedAt(cst('2026-11-12T14:00:00')),
    },
    { recordId: b551, createdAt: cst('2026-09-01T10:00:00') },
  ]);
  await db.insert(dcmmRecords).values({
    companyId: ids.a,
    partyType: 'A',
    questionnaireVersion: 1,
    answers: {},
    level: 1,
    submittedAt: cst('2026-11-08T10:00:00'),
  });
  const course = (title: string, status: string, startTime: string) => ({
    kind: 'courses',
    title,
    status,
    fields: { startTime },
  });
  await db
    .insert(contentItems)
    .values([
      course('数字化转型入门', 'published', '2026-11-19 09:00:00'),
      course('草稿课程', 'draft', '2026-11-19 14:00:00'),
      course('十二月课程', 'published', '2026-12-03 09:00:00'),
    ]);
});
afterAll(() => t?.close());

const events = async (who: string, from = '2026-11-01', to = '2026-11-30') => {
  const res = await t.call(tokens[who] ?? null, 'GET', `/api/dtmm/calendar/events?from=${from}&to=${to}`);
  expect(res.status).toBe(200);
  return res.body.data as CalendarEvent[];
};
const summary = (list: CalendarEvent[]) => list.map((e) => `${e.date} ${e.time ?? '--:--'} ${e.colour} ${e.title}`);

describe("the company's calendar", () => {
  it("shows the enterprise's formal, assessment, 551 and DCMM events and the courses, in time order", async () => {
    expect(summary(await events('a_user'))).toEqual([
      '2026-11-02 10:00 default 正式评估申请：数字化转型诊断服务平台',
      '2026-11-03 08:00 default 开始评估：数字化转型诊断服务',
      '2026-11-04 09:30 success 完成评估：数字化转型诊断服务',
      '2026-11-05 15:00 danger 正式评估未受理：DCMM数据管理能力成熟度评估',
      '2026-11-06 10:00 default 开始评估：“1”企业数字化转型专题（龙城工业互联网）',
      '2026-11-08 10:00 success 完成评估：DCMM数据管理能力成熟度评估',
      '2026-11-10 16:00 success 完成评估：“1”企业数字化转型专题（龙城工业互联网）',
      '2026-11-12 14:00 success 551服务完成：“1”企业数字化转型专题（龙城工业互联网）',
      '2026-11-19 09:00 default 课程开课：数字化转型入门',
      '2026-11-20 --:-- warning 正式评估现场评估：数字化转型诊断服务平台',
    ]);
  });

  it('links each event to the page that shows it', async () => {
    const byKind = Object.fromEntries((await events('a_user')).map((e) => [`${e.kind} ${e.date}`, e.link]));
    expect(byKind['formalScheduled 2026-11-20']).toBe('/user/digitalization?paneName=formalAssessment');
    expect(byKind['assessmentCompleted 2026-11-04']).toBe(
      `/evaluationResultsCenter?type=zdpg&id=${recordIds.aDiagnosis}`,
    );
    expect(byKind['serviceCompleted 2026-11-12']).toBe(`/evaluationResultsCenter?type=other&id=${recordIds.a551}`);
    expect(byKind['assessmentCompleted 2026-11-08']).toMatch(/^\/evaluationResultsCenter\?type=dcmm&id=\d+$/);
    expect(byKind['courseStart 2026-11-19']).toMatch(/^\/empowerment\/popularCourses\/detail\?id=\d+$/);
  });

  it("never shows another company's events", async () => {
    const mine = await events('b_user');
    expect(summary(mine)).toEqual([
      '2026-11-03 11:00 default 开始评估：数字化转型诊断服务',
      '2026-11-15 11:00 success 完成评估：“1”企业数字化转型专题（龙城工业互联网）',
      '2026-11-19 09:00 default 课程开课：数字化转型入门',
      '2026-11-20 --:-- warning 正式评估现场评估：数字化转型诊断服务平台',
    ]);
    expect(JSON.stringify(mine)).not.toContain('晋数装备');
  });

  it('shows a provider the enterprises it serves: started, report due, completed', async () => {
    expect(summary(await events('p_admin'))).toEqual([
      '2026-11-06 10:00 default 551服务开始：晋数装备',
      '2026-11-12 14:00 success 551服务完成：晋数装备',
      '2026-11-15 11:00 warning 551待上传报告：太行精铸',
      '2026-11-19 09:00 default 课程开课：数字化转型入门',
    ]);
  });

  it('keeps to the range, both days included', async () => {
    expect(summary(await events('a_user', '2026-11-04', '2026-11-05'))).toEqual([
      '2026-11-04 09:30 success 完成评估：数字化转型诊断服务',
      '2026-11-05 15:00 danger 正式评估未受理：DCMM数据管理能力成熟度评估',
    ]);
    expect(summary(await events('a_user', '2026-12-01', '2026-12-31'))).toEqual([
      '2026-12-03 09:00 default 课程开课：十二月课程',
    ]);
  });
});

describe('refusals', () => {
  const ask = (who: string | null, query: string) =>
    t.call(who === null ? null : (tokens[who] ?? null), 'GET', `/api/dtmm/calendar/events?${query}`);

  it('wants a member of a certified company, before checking the query', async () => {
    expect((await ask('loner', 'from=2026-11-01&to=2026-11-30')).body).toEqual({
      code: 400,
      msg: messages.certification.companyFirst,
    });
    expect((await ask('loner', 'from=bad')).body.msg).toBe(messages.certification.companyFirst);
    expect((await ask(null, 'from=2026-11-01&to=2026-11-30')).status).toBe(401);
  });

  it('refuses a bad or too long range in Chinese', async () => {
    const cases: [string, string][] = [
      ['to=2026-11-30', calendarMessages.badFrom],
      ['from=2026-11-01', calendarMessages.badTo],
      ['from=2026-13-01&to=2026-11-30', calendarMessages.badFrom],
      ['from=2026-11-31&to=2026-12-01', calendarMessages.badFrom],
      ['from=2026-11-30&to=2026-11-01', calendarMessages.badRange],
      ['from=2026-11-01&to=2027-01-02', calendarMessages.tooLong],
    ];
    for (const [query, msg] of cases)
      expect([query, (await ask('a_user', query)).body]).toEqual([query, { code: 400, msg }]);
    // 62 days is the most one call may ask for.
    expect((await ask('a_user', 'from=2026-11-01&to=2027-01-01')).status).toBe(200);
  });
});
