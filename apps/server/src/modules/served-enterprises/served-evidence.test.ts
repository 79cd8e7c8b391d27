import { SERVICE_MESSAGES as M, messages, SERVICE_STATUSES } from '@dtmm/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.table';
import { uploadLicence } from '../certifications/test/certification-client';
import { jpegBytes, jpegWithGps, padTo, pdfBytes, pngBytes, pngOfSize } from '../files/test/sample-files';
import { postUpload } from '../files/test/upload-client';
import { companyOf, uploadEvidence } from '../formal-assessment/test/formal-client';
import { notifications } from '../notifications/notifications.table';
import { users } from '../users/users.table';
import { BASE, newMember } from './test/served-fixture';

/**
 * 龙城工业互联网 (lc_admin) documents 晟源焦化 (sy_admin), the demo's 551 enterprise it serves: complete,
 * no evidence yet (服务中). 三晋数智 (sz_admin) is another provider.
 */
let t: TestApp;
let lc: string;
let lcUser: string;
let sz: string;
let sy: string;
let servedId = '';
const MB = 1024 * 1024;

beforeAll(async () => {
  t = await buildTestApp();
  [lc, sz, sy] = [await t.tokenFor('lc_admin'), await t.tokenFor('sz_admin'), await t.tokenFor('sy_admin')];
  lcUser = await newMember(t, await companyOf(t, 'lc_admin'), 'USER');
  const rows = (await t.call(lc, 'GET', `${BASE}/listFull?queryCondition=晟源`)).body.data;
  servedId = rows[0]?.id ?? '';
}, 120_000);
afterAll(() => t?.close());

const save = (token: string | null, body: Record<string, unknown>) => t.call(token, 'POST', `${BASE}/update`, body);
const detail = async (token: string) => (await t.call(token, 'GET', `${BASE}/detail/${servedId}`)).body;
const read = (token: string | null, url: string) =>
  t.app.inject({ url, headers: token ? { access_token: token } : {} });
const photos = (n: number) => Promise.all(Array.from({ length: n }, () => uploadEvidence(t, lc, 'sitePhoto')));

describe('upload rules of assessment.md 5, with real bad files', () => {
  const refused = async (projectClass: string, filename: string, content: Buffer, msg: string) => {
    const res = await postUpload(t.app, lc, [{ filename, content }], { projectClass });
    expect([res.statusCode, res.json()]).toEqual([400, { code: 400, msg }]);
  };

  it('refuses a PDF renamed .jpg and a 6 MB photo; a report must be a PDF of at most 20 MB', async () => {
    await refused('sitePhoto', '现场照片.jpg', pdfBytes(), messages.file.sitePhotoFormat);
    await refused('sitePhoto', '现场照片.png', pngOfSize(6 * MB), messages.file.sitePhotoSize);
    await refused('report', '评估报告.pdf', jpegBytes(), messages.file.reportFormat);
    await refused('report', '评估报告.pdf', padTo(pdfBytes(), 20 * MB + 1), messages.file.reportSize);
  });

  it('keeps no location in a photo taken with GPS', async () => {
    const res = await postUpload(t.app, lc, [{ filename: '车间.jpg', content: jpegWithGps() }], {
      projectClass: 'sitePhoto',
    });
    const stored = await read(lc, res.json().data.fileUrl);
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.includes(Buffer.from('GPSLatitude'))).toBe(false);
  });
});

describe('saving evidence', () => {
  it('refuses a sixth photo, a second report and a file named twice', async () => {
    const [six, reports] = [
      await photos(6),
      [await uploadEvidence(t, lc, 'report'), await uploadEvidence(t, lc, 'report')],
    ];
    const cases: [Record<string, unknown>, string][] = [
      [{ sitePhotos: six.join(',') }, M.sitePhotoCount],
      [{ assessmentReport: reports.join(',') }, M.reportCount],
      [{ sitePhotos: `${six[0]},${six[0]}` }, M.duplicateFile],
    ];
    for (const [body, msg] of cases)
      expect((await save(lc, { id: servedId, ...body })).body).toEqual({ code: 400, msg });
  });

  it('takes only this provider’s own uploads of the right kind', async () => {
    const [photo] = await photos(1);
    const report = await uploadEvidence(t, lc, 'report');
    const cases: [Record<string, unknown>, string][] = [
      [{ sitePhotos: await uploadEvidence(t, sz, 'sitePhoto') }, M.sitePhotoFile],
      [{ assessmentReport: await uploadEvidence(t, sz, 'report') }, M.reportFile],
      [{ sitePhotos: report }, M.sitePhotoFile],
      [{ assessmentReport: photo }, M.reportFile],
      [{ sitePhotos: await uploadLicence(t, lc) }, M.sitePhotoFile],
      [{ sitePhotos: 'not-a-file-id' }, M.sitePhotoFile],
      [{ assessmentReport: '00000000-0000-4000-8000-000000000000' }, M.reportFile],
    ];
    for (const [body, msg] of cases)
      expect((await save(lc, { id: servedId, ...body })).body).toEqual({ code: 400, msg });
    expect((await detail(lc)).data.sitePhotos).toBe('');
  });

  it('takes PNG photos as well as JPEG ones', async () => {
    const res = await postUpload(t.app, lc, [{ filename: '现场.png', content: pngBytes() }], {
      projectClass: 'sitePhoto',
    });
    const [jpeg] = await photos(1);
    const both = `${res.json().data.id},${jpeg}`;
    expect((await save(lc, { id: servedId, sitePhotos: both })).body).toEqual({ code: 0, msg: '保存成功' });
    expect((await detail(lc)).data.serviceStatus).toBe(SERVICE_STATUSES.inService);
  });

  it('saves five photos and the report: the service is complete and the enterprise is told', async () => {
    const five = await photos(5);
    const report = await uploadEvidence(t, lc, 'report');
    const res = await save(lc, { id: servedId, sitePhotos: five.join(', '), assessmentReport: report.toUpperCase() });
    expect([res.status, res.body]).toEqual([200, { code: 0, msg: '保存成功' }]);
    const data = (await detail(lcUser)).data;
    expect(data).toMatchObject({ sitePhotos: five.join(','), assessmentReport: report, serviceStatus: '2' });
    expect(data.sitePhotoFiles.map((file: { id: string }) => file.id)).toEqual(five);
    expect(data.assessmentReportFile).toMatchObject({ id: report, fileType: 'pdf' });
    const [told] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, await userIdOf('sy_admin')))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(told).toMatchObject({ title: '551专题服务已完成' });
    expect(told?.content).toContain('山西龙城工业互联网有限公司');
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'servedEnterprise.update'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audited?.detail).toMatchObject({
      servedEnterpriseId: Number(servedId),
      reportFileId: report,
      sitePhotoIds: five,
    });
  });

  it('tells the enterprise once: saving the same evidence again sends nothing', async () => {
    const before = await messagesOf('sy_admin');
    const current = (await detail(lc)).data;
    await save(lc, { id: servedId, sitePhotos: current.sitePhotos, assessmentReport: current.assessmentReport });
    expect(await messagesOf('sy_admin')).toBe(before);
  });
});

describe('who may save and read', () => {
  it('lets a USER member read but not save; another provider and the enterprise learn nothing', async () => {
    expect((await save(lcUser, { id: servedId })).body).toEqual({ code: 403, msg: messages.common.forbidden });
    expect((await detail(lcUser)).code).toBe(0);
    expect((await save(sz, { id: servedId })).body).toEqual({ code: 404, msg: M.notFound });
    expect((await save(lc, { id: 999_999_999 })).body).toEqual({ code: 404, msg: M.notFound });
    const providerFirst = { code: 400, msg: messages.certification.providerFirst };
    expect((await save(sy, { id: servedId })).body).toEqual(providerFirst);
    expect((await save(await t.tokenFor('operator'), { id: servedId })).body).toEqual(providerFirst);
    expect((await save(null, { id: servedId })).status).toBe(401);
    expect((await detail(lc)).data.serviceStatus).toBe(SERVICE_STATUSES.completed);
  });
});

describe('private files of a 551 service', () => {
  it('lets the provider serving an enterprise read its licence; another provider may not', async () => {
    const licence = (await detail(lc)).data.company_licenseFilePath;
    expect(licence).not.toBe('');
    for (const token of [lc, lcUser])
      expect((await read(token, `/api/dtmm/common/file/${licence}`)).statusCode).toBe(200);
    expect((await read(lc, `/api/dtmm/common/file/download/${licence}`)).statusCode).toBe(200);
    expect((await read(sz, `/api/dtmm/common/file/${licence}`)).statusCode).toBe(404);
  });

  it('lets the served enterprise read the photos and report on its row, and nobody else', async () => {
    const { data } = await detail(lc);
    const [photo] = data.sitePhotoFiles;
    for (const file of [photo, data.assessmentReportFile]) {
      expect((await read(sy, file.fileUrl)).statusCode).toBe(200);
      for (const stranger of [sz, await t.tokenFor('bz_admin'), null]) {
        expect((await read(stranger, file.fileUrl)).statusCode).toBe(404);
      }
    }
    // Taken off the row, a photo is the provider's own again.
    await save(lc, { id: servedId, sitePhotos: data.sitePhotos.split(',').slice(1).join(','), assessmentReport: '' });
    expect((await read(sy, photo.fileUrl)).statusCode).toBe(404);
    expect((await read(lc, photo.fileUrl)).statusCode).toBe(200);
    expect((await detail(lc)).data.serviceStatus).toBe(SERVICE_STATUSES.inService);
  });
});

async function userIdOf(username: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row?.id ?? 0;
}

const messagesOf = async (username: string) =>
  t.database.db.$count(notifications, eq(notifications.userId, await userIdOf(username)));
