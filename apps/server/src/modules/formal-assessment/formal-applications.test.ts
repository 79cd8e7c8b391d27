import { dcmmLevelName, levelDescOf, FORMAL_MESSAGES as M, messages } from '@dtmm/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessFixture } from '../../test/authorization/access-fixture';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { assessmentRecords } from '../assessment/assessment.table';
import { dcmmQuestionnaireVersions, dcmmRecords } from '../dcmm/dcmm.table';
import { notifications } from '../notifications/notifications.table';
import { formalApplications } from './formal-applications.table';
import { applicationForm, BASE, companyOf, uploadEvidence } from './test/formal-client';

let t: TestApp;
let fx: AccessFixture;
let bzUser: string;
let bzAdmin: string;
let thUser: string;
let thAdmin: string;
let recordA = '';

beforeAll(async () => {
  t = await buildTestApp();
  fx = new AccessFixture(t);
  await fx.setUp();
  [bzUser, bzAdmin, thUser, thAdmin] = (await Promise.all(
    ['bz_user', 'bz_admin', 'th_user', 'th_admin'].map((name) => t.tokenFor(name)),
  )) as [string, string, string, string];
  // Company A has a completed diagnosis; company B has no self-assessment.
  recordA = (await fx.assessmentRecord('adminA', 'own', 'completed')).id;
}, 120_000);
afterAll(() => t?.close());

const add = (token: string | null, form: Record<string, unknown>) => t.call(token, 'POST', `${BASE}/add`, form);
const prefill = async (token: string, type = 'zdservice') =>
  (await t.call(token, 'GET', `${BASE}/prefill?assessmentType=${type}`)).body.data;
const list = async (token: string, query = '') => (await t.call(token, 'GET', `${BASE}/list?${query}`)).body;

describe('the application form (assessment.md 5)', () => {
  it('refuses each missing or invalid field with its message', async () => {
    const { assessmentType: _t, ...noType } = applicationForm();
    const { applicationLevel: _l, ...noLevel } = applicationForm();
    const { applicationRemark: _r, ...noRemark } = applicationForm();
    const { assessmentCount: _c, ...noCount } = applicationForm();
    const cases: [Record<string, unknown>, string][] = [
      [noType, M.assessmentType],
      [applicationForm({ assessmentType: 'cmmm' }), M.assessmentType],
      [noLevel, M.applicationLevel],
      [applicationForm({ applicationLevel: 6 }), M.applicationLevel],
      [noRemark, M.applicationRemark],
      [applicationForm({ applicationRemark: '   ' }), M.applicationRemark],
      [applicationForm({ applicationRemark: '备'.repeat(1001) }), M.remarkTooLong],
      [noCount, M.assessmentCount],
      [applicationForm({ assessmentCount: 0 }), M.assessmentCount],
    ];
    for (const [form, msg] of cases) {
      const res = await add(bzUser, form);
      expect(res.status, msg).toBe(400);
      expect(res.body).toEqual({ code: 400, msg });
    }
  });

  it('needs a member of a certified company', async () => {
    for (const who of ['newcomer', 'operator'] as const) {
      const res = await add(await fx.token(who), applicationForm());
      expect(res.body).toEqual({ code: 400, msg: messages.certification.companyFirst });
    }
    expect((await add(null, applicationForm())).status).toBe(401);
  });

  it('counts a first assessment as 1', async () => {
    const res = await add(bzUser, applicationForm({ assessmentCount: 2 }));
    expect(res.body).toEqual({ code: 400, msg: M.firstCount });
  });

  it('prefills from the latest completed self-assessment, as its report judges the indicators', async () => {
    const [record] = await t.database.db
      .select()
      .from(assessmentRecords)
      .where(eq(assessmentRecords.id, Number(recordA)));
    const level = record?.result?.level ?? -1;
    const report = (await t.call(bzUser, 'GET', `/api/dtmm/answer/previewReport/${recordA}`)).body.data;
    const data = await prefill(bzUser);
    expect(data).toMatchObject({
      assessmentType: 'zdservice',
      isFirst: true,
      defaultCount: 1,
      suggestedLevel: Math.min(level + 1, 5),
      openApplicationId: null,
      selfAssessment: { recordId: recordA, level, levelName: levelDescOf(level), totalScore: record?.totalScore },
    });
    expect(report.weakIndicators.length).toBeGreaterThan(0);
    expect(data.selfAssessment.weakIndicators.map((i: { name: string }) => i.name)).toEqual(report.weakIndicators);
    // 制造业 company A: its variant's 31 indicators, not 数字化经营's.
    expect(data.indicators).toHaveLength(31);
    expect(data.indicators[0]).toEqual({ id: 'T01', name: '资金投入', areaName: '数字化基础' });
    expect(data.lowestLevel).toBe(Math.max(level, 1));
    // Company B has no self-assessment: level 1 is suggested, and any level may be applied for.
    expect(await prefill(thUser)).toMatchObject({
      selfAssessment: null,
      suggestedLevel: 1,
      lowestLevel: 1,
      isFirst: true,
    });
  });

  it('submits with status 待受理 whatever the client sends, copies the snapshot and tells the members', async () => {
    const snapshot = (await prefill(bzUser)).selfAssessment;
    const res = await add(bzUser, applicationForm({ status: '3' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, msg: '正式申请提交成功！' });
    const id = Number(res.body.data.id);
    const [row] = await t.database.db.select().from(formalApplications).where(eq(formalApplications.id, id));
    expect(row).toMatchObject({ status: '0', assessmentCount: 1, applicationLevel: 2, selfAssessment: snapshot });
    const [item] = (await list(bzAdmin)).data;
    expect(item).toMatchObject({
      id: String(id),
      status: '0',
      statusLabel: '待受理',
      applicationLevelName: '二级 场景应用',
    });
    const [told] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, fx.userId('adminA')))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(told?.title).toBe('正式评估申请已提交');
  });

  it('refuses a second application of the type while one is being handled, and counts the pending one', async () => {
    const data = await prefill(bzAdmin);
    expect(data.openApplicationId).not.toBeNull();
    // The pending application is the first: the form offers the repeat count, not 1 首次申请.
    expect(data).toMatchObject({ isFirst: false, defaultCount: 2 });
    const res = await add(bzAdmin, applicationForm());
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 409, msg: M.alreadyOpen });
  });
});

describe('evidence per indicator', () => {
  const withEvidence = (evidence: unknown) => applicationForm({ evidence });

  it('refuses files that are not the company’s evidence, unknown indicators and too many files', async () => {
    const foreignPhoto = await uploadEvidence(t, bzUser, 'sitePhoto');
    const licence = await uploadEvidence(t, thAdmin, 'license');
    const photos = await Promise.all([1, 2, 3, 4, 5, 6].map(() => uploadEvidence(t, thUser, 'sitePhoto')));
    const cases: [unknown, string][] = [
      [[{ indicatorId: 'T05', fileIds: [foreignPhoto] }], M.evidenceFile],
      [[{ indicatorId: 'T05', fileIds: [licence] }], M.evidenceFile],
      [[{ indicatorId: 'T05', fileIds: ['not-a-file'] }], M.evidenceFile],
      [[{ indicatorId: 'T99', fileIds: [photos[0]] }], M.evidenceIndicator],
      [[{ indicatorId: 'T05', fileIds: photos }], M.evidenceCount],
      [
        [
          { indicatorId: 'T05', fileIds: photos.slice(0, 3) },
          { indicatorId: 'T05', fileIds: photos.slice(3, 6) },
        ],
        M.evidenceCount,
      ],
      [
        [
          { indicatorId: 'T05', fileIds: [photos[0]] },
          { indicatorId: 'T20', fileIds: [photos[0]] },
        ],
        M.evidenceDuplicate,
      ],
    ];
    for (const [evidence, msg] of cases) {
      const res = await add(thAdmin, withEvidence(evidence));
      expect(res.body, JSON.stringify(evidence)).toEqual({ code: 400, msg });
    }
    expect((await list(thAdmin)).total).toBe(0);
  });

  it('keeps photos and PDFs of the company per indicator, in order, for its members', async () => {
    const photo = await uploadEvidence(t, thUser, 'sitePhoto');
    const report = await uploadEvidence(t, thAdmin, 'report');
    const energy = await uploadEvidence(t, thAdmin, 'sitePhoto');
    const evidence = [
      { indicatorId: 'T05', fileIds: [photo, report] },
      { indicatorId: 'T20', fileIds: [energy] },
    ];
    expect((await add(thAdmin, withEvidence(evidence))).body.code).toBe(0);
    const [item] = (await list(thUser)).data;
    expect(item.evidence.map((e: { indicatorId: string; indicatorName: string }) => e.indicatorName)).toEqual([
      '数据管理',
      '能源管理',
    ]);
    expect(item.evidence[0].files.map((f: { id: string; fileType: string }) => [f.id, f.fileType])).toEqual([
      [photo, 'jpg'],
      [report, 'pdf'],
    ]);
  });
});

describe('the company’s list', () => {
  it('shows only the company’s own applications, paged', async () => {
    const a = await list(bzUser, 'page=1&limit=10&sidx=createTime&sord=desc');
    const b = await list(thUser);
    const companyA = String(await companyOf(t, 'bz_user'));
    expect(a.total).toBe(1);
    expect(a.data.every((item: { company: { id: string } }) => item.company.id === companyA)).toBe(true);
    expect(b.data.map((item: { id: string }) => item.id)).not.toContain(a.data[0].id);
    expect((await list(thUser, 'page=2&limit=10')).data).toEqual([]);
  });
});

describe('DCMM', () => {
  it('offers the capability areas and copies the latest DCMM record, its low self-checked areas weak', async () => {
    const [version] = await t.database.db
      .select()
      .from(dcmmQuestionnaireVersions)
      .where(eq(dcmmQuestionnaireVersions.status, 'published'))
      .orderBy(desc(dcmmQuestionnaireVersions.version))
      .limit(1);
    const areas = version?.capabilityAreas ?? [];
    expect((await prefill(thUser, 'dcmm')).indicators.map((i: { id: string }) => i.id)).toEqual(
      areas.map((area) => area.id),
    );
    const capability = Object.fromEntries(areas.map((area, i) => [area.id, i < 2 ? i + 1 : 3]));
    const [record] = await t.database.db
      .insert(dcmmRecords)
      .values({
        companyId: await companyOf(t, 'th_admin'),
        partyType: 'A',
        questionnaireVersion: version?.version ?? 1,
        answers: {},
        level: 2,
        capability,
      })
      .returning();
    const data = await prefill(thUser, 'dcmm');
    expect(data).toMatchObject({ suggestedLevel: 3, lowestLevel: 2 });
    expect(data.selfAssessment).toMatchObject({
      recordId: String(record?.id),
      level: 2,
      levelName: dcmmLevelName(2),
      totalScore: null,
    });
    expect(data.selfAssessment.weakIndicators.map((i: { id: string }) => i.id)).toEqual(
      areas.slice(0, 2).map((area) => area.id),
    );
  });

  it('refuses a level below the self-assessed one, and takes the self-assessed level itself', async () => {
    const dcmmForm = (applicationLevel: number) => applicationForm({ assessmentType: 'dcmm', applicationLevel });
    const below = await add(thUser, dcmmForm(1));
    expect(below.status).toBe(400);
    expect(below.body).toEqual({ code: 400, msg: '申请等级不能低于自评等级（二级 受管理级）' });
    expect(below.body.msg).toBe(M.levelBelowSelf('二级 受管理级'));
    expect((await add(thUser, dcmmForm(2))).body.code).toBe(0);
  });
});
