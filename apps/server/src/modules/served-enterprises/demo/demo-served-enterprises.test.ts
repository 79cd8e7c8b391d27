import { inflateSync } from 'node:zlib';
import { ANSWER_TYPES, type ServedEnterpriseRow } from '@dtmm/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { assessmentRecords } from '../../assessment/assessment.table';
import { missingGlyphs } from '../../demo/demo-images';
import { DEMO_COMPANIES } from '../../demo/demo-province';
import { servedEnterprises } from '../served-enterprises.table';
import { BASE } from '../test/served-fixture';
import { drawSitePhoto, SITE_PHOTO_CAPTION } from './demo-site-photos';

let t: TestApp;
let lc: string;
beforeAll(async () => {
  t = await buildTestApp();
  lc = await t.tokenFor('lc_admin');
}, 120_000);
afterAll(() => t?.close());

const listOf = async (token: string) =>
  (await t.call(token, 'GET', `${BASE}/listFull?limit=30`)).body.data as ServedEnterpriseRow[];

describe('the demo’s served enterprises', () => {
  it('serve every 551 record of the demo, through the lifecycle’s own rows', async () => {
    const topic551 = await t.database.db
      .select({ id: assessmentRecords.id })
      .from(assessmentRecords)
      .where(
        and(eq(assessmentRecords.answerType, ANSWER_TYPES.topic551), isNotNull(assessmentRecords.serviceProviderId)),
      );
    const served = await t.database.db.select({ recordId: servedEnterprises.recordId }).from(servedEnterprises);
    expect(served.map((row) => row.recordId).sort()).toEqual(topic551.map((row) => row.id).sort());
    expect(served.length).toBeGreaterThanOrEqual(7);
  });

  it('give 龙城工业互联网 one enterprise in each status, 晟源焦化 still without evidence', async () => {
    const rows = await listOf(lc);
    expect(rows.map((row) => [row.companyName, row.serviceStatus])).toEqual([
      ['山阴县塞北乳业有限公司', '0'],
      ['孝义市晟源焦化有限公司', '1'],
      ['高平市丹朱汽车零部件有限公司', '2'],
    ]);
    const shengyuan = (await t.call(lc, 'GET', `${BASE}/detail/${rows[1]?.id}`)).body.data;
    expect([shengyuan.sitePhotos, shengyuan.assessmentReport, shengyuan.answer_assessmentLevel]).toEqual(['', '', 2]);
    const statistics = (await t.call(lc, 'GET', `${BASE}/statistics`)).body.data;
    expect(statistics).toEqual({ completedCount: 1, plannedCount: 1, specialProjectCount: 3, progressRate: '33.33%' });
  });

  it('document 丹朱 with two site photos and the report PDF that 龙城 reads', async () => {
    const [, , danzhu] = await listOf(lc);
    const detail = (await t.call(lc, 'GET', `${BASE}/detail/${danzhu?.id}`)).body.data;
    expect(detail.sitePhotoFiles.map((file: { fileType: string }) => file.fileType)).toEqual(['png', 'png']);
    expect(detail.assessmentReportFile).toMatchObject({ fileType: 'pdf' });
    const read = (url: string) => t.app.inject({ url, headers: { access_token: lc } });
    const photo = await read(detail.sitePhotoFiles[0].fileUrl);
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.readUInt32BE(16)).toBe(800);
    const pdf = await read(detail.assessmentReportFile.fileUrl);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the demo site photos', () => {
  it('draw their captions with glyphs the atlas has, as valid 800 × 600 PNGs', () => {
    const shortName = DEMO_COMPANIES.find((company) => company.key === 'longcheng')?.shortName ?? '';
    expect(missingGlyphs(`样例${SITE_PHOTO_CAPTION}${shortName}`)).toEqual([]);
    for (const scene of ['workshop', 'controlRoom'] as const) {
      const png = drawSitePhoto(scene, shortName);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([800, 600]);
      const idat = png.subarray(png.indexOf('IDAT') + 4, png.length - 12 - 4);
      expect(inflateSync(idat).length).toBe(801 * 600);
    }
    expect(drawSitePhoto('workshop', shortName).equals(drawSitePhoto('controlRoom', shortName))).toBe(false);
  });
});
