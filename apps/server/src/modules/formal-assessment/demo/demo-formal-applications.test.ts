import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { demoReportPdf } from './demo-report-pdf';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);
afterAll(() => t?.close());

describe('the demo’s formal assessment applications', () => {
  it('fill the operators’ queue: one waiting, one completed', async () => {
    const queue = (await t.call(await t.tokenFor('operator'), 'GET', '/api/admin/acceptances')).body;
    expect(
      queue.data.map((item: { company: { companyName: string }; status: string }) => [
        item.company.companyName,
        item.status,
      ]),
    ).toEqual([
      ['孝义市晟源焦化有限公司', '0'],
      ['晋中榆次昌源液压机械有限公司', '3'],
    ]);
    // 晟源焦化's application copies its latest completed self-assessment (the 551 topic, level 2).
    expect(queue.data[0].selfAssessment).toMatchObject({ level: 2, levelName: '场景应用' });
  });

  it('give 昌源液压 its completed application, its history and a report its members download', async () => {
    const token = await t.tokenFor('cy_admin');
    const [item] = (await t.call(token, 'GET', '/api/dtmm/company/companyacceptance/list')).body.data;
    expect(item).toMatchObject({
      status: '3',
      applicationLevelName: '四级 协同优化',
      resultLevelName: '三级 系统集成',
      assessorName: '山西晋创数字化转型咨询有限公司',
    });
    const pdf = await t.app.inject({ url: item.reportFile.fileUrl, headers: { access_token: token } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const review = (await t.call(await t.tokenFor('operator'), 'GET', `/api/admin/acceptances/${item.id}`)).body.data;
    expect(review.history.map((step: { label: string }) => step.label)).toEqual(['提交申请', '受理', '录入评估结果']);
    const stranger = await t.app.inject({
      url: item.reportFile.fileUrl,
      headers: { access_token: await t.tokenFor('sy_admin') },
    });
    expect(stranger.statusCode).toBe(404);
  });
});

describe('the demo report PDF', () => {
  it('is a well-formed PDF: every cross-reference points at its object', () => {
    const pdf = demoReportPdf([
      { text: '数字化转型正式评估报告', size: 22 },
      { text: '评估结论：三级 系统集成', size: 12 },
    ]).toString('latin1');
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, i) => {
      expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true);
    });
    // '数' is U+6570, set in the UCS-2 encoding of STSong-Light.
    expect(pdf).toContain('<6570');
  });
});
