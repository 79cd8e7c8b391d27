import { contentMessages as cm, dictionaryAdminMessages as dm } from '@dtmm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { ContentClient, read } from './test/content-client';

let t: TestApp;
let cms: ContentClient;
const q = encodeURIComponent;
const year = new Date().getFullYear();

beforeAll(async () => {
  t = await buildTestApp();
  cms = await ContentClient.asOperator(t);
});
afterAll(() => t?.close());

const titles = async (url: string, field = 'title') =>
  ((await read(t, url)).body.data as Record<string, string>[]).map((item) => item[field]);

describe('standards (portal.md 2.3 /konwledge)', () => {
  it('filter by type, nature, status and title; no PDF answers -1', async () => {
    const pdf = await cms.upload('document');
    const form = {
      standardType: 'group',
      standardNature: '推荐性',
      standardStatus: '正在起草',
      fdAddOn1: '省软件协会',
    };
    await cms.published('standards', { ...form, title: 'T/SXSIA 099-2026 测试标准甲', pdfAttachment: pdf });
    await cms.published('standards', { ...form, title: 'DB14/T 9999-2026 测试标准乙', standardType: 'local' });
    const base = '/api/dtmm/company/standard/list?limit=150';
    expect(await titles(`${base}&standardType=group&standardStatus=${q('正在起草')}&title=${q('测试标准')}`)).toEqual([
      'T/SXSIA 099-2026 测试标准甲',
    ]);
    expect(await titles(`${base}&standardNature=${q('推荐性')}&standardType=&title=${q('测试标准')}`)).toHaveLength(2);
    const [second] = (await read(t, `${base}&standardType=local&title=${q('测试标准乙')}`)).body.data;
    expect(second).toMatchObject({ pdfAttachment: '-1', fdAddOn1: '省软件协会', standardStatus: '正在起草' });
    const bad = await cms.call('POST', '/api/admin/standards', { ...form, title: '错类型', standardType: 'world' });
    expect(bad.body).toEqual({ code: 400, msg: cm.unknownValue('标准类型', 'world') });
  });
});

describe('cases and provider profiles (portal.md 2.3 /case, /empowerment/serviceProvider/detail)', () => {
  it('filters by type, title, industry and provider; a provider profile is public, anything else is not found', async () => {
    const providers = (await read(t, `/api/dtmm/company/company/list?certifyType=${q('服务商')}&limit=1`)).body.data;
    const provider = providers[0].id as string;
    const cover = await cms.upload('image');
    const form = {
      caseType: '工业互联网',
      industryCategory: '焦化',
      companyName: '孝义市晟源焦化有限公司',
      coverImage: cover,
    };
    const id = await cms.published('cases', {
      ...form,
      caseTitle: '焦炉测温数据上云案例',
      companyId: provider,
      fdAddOn1: '<p>成效</p>',
    });
    await cms.published('cases', { ...form, caseTitle: '焦化园区能源管控案例', caseType: '典型案例' });
    const base = '/api/dtmm/company/case/list?limit=150';
    expect(await titles(`${base}&caseType=${q('工业互联网')}&caseTitle=${q('测温数据')}`, 'caseTitle')).toEqual([
      '焦炉测温数据上云案例',
    ]);
    const coking = await titles(`${base}&industryCategory=${q('焦化')}`, 'caseTitle');
    expect(coking).toEqual(expect.arrayContaining(['焦炉测温数据上云案例', '焦化园区能源管控案例']));
    expect(await titles(`${base}&companyId=${provider}`, 'caseTitle')).toContain('焦炉测温数据上云案例');
    const detail = (await read(t, `/api/dtmm/company/case/detail/${id}`)).body.data;
    expect(detail).toMatchObject({ coverImage: cover, companyId: provider, fdAddOn1: '<p>成效</p>', fdAddOn3: '' });
    expect(detail.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const profile = (await read(t, `/api/dtmm/company/company/provider/${provider}`)).body.data;
    expect(profile).toMatchObject({ id: provider, companyName: providers[0].companyName });
    expect(profile).not.toHaveProperty('socialCreditCode');
    const enterprise = (
      await t.app.inject({
        method: 'GET',
        url: '/api/dtmm/auth/userinfo',
        headers: { access_token: await t.tokenFor('bz_admin') },
      })
    ).json().data.companyId;
    expect((await read(t, `/api/dtmm/company/company/provider/${enterprise}`)).body.code).toBe(404);
    const notProvider = await cms.call('POST', '/api/admin/cases', {
      ...form,
      caseTitle: '无效服务商',
      companyId: '999999999',
    });
    expect(notProvider.body).toEqual({ code: 400, msg: cm.unknownProvider });
  });
});

describe('courses, patents, demands and notices', () => {
  it('courses: the public sees published ones (status 1) whatever the query says', async () => {
    await cms.published('courses', {
      title: '制造企业数据治理实务',
      courseType: '技术创新',
      startTime: `${year}-12-10 09:00`,
    });
    await cms.create('courses', { title: '未发布的营销课程', courseType: '营销创新' });
    const url = `/api/dtmm/company/course/list?status=0&limit=150&courseType=${q('技术创新')}`;
    const [course] = (await read(t, url)).body.data.filter(
      (c: { title: string }) => c.title === '制造企业数据治理实务',
    );
    expect(course).toMatchObject({ status: '1', startTime: `${year}-12-10 09:00:00` });
    expect(await titles(`/api/dtmm/company/course/list?limit=150&title=${q('未发布')}`)).toEqual([]);
  });

  it('patents filter by year, demands by type; notices answer in queryList and queryInfo', async () => {
    await cms.published('patents', {
      title: '一种焦炉测温装置',
      patentType: '实用新型',
      publishTime: `${year - 1}-05-01`,
    });
    expect(await titles(`/api/patents/patent/patent/list?isPublish=1&year=${year - 1}&title=${q('测温装置')}`)).toEqual(
      ['一种焦炉测温装置'],
    );
    expect(await titles(`/api/patents/patent/patent/list?year=${year}&title=${q('测温装置')}`)).toEqual([]);
    await cms.published('demands', {
      title: '寻求设备预测性维护方案',
      requirementType: '技术需求',
      details: '十台磨机',
    });
    const [demand] = (
      await read(t, `/api/patents/requirement/requirement/list?requirementType=${q('技术需求')}&title=${q('预测性')}`)
    ).body.data;
    expect(demand).toMatchObject({ details: '十台磨机', isPublish: '1' });
    const notice = await cms.published('notices', { title: '平台维护通知', content: '<p>周六停机</p>' });
    expect((await read(t, `/cms/notices/queryInfo/${notice}`)).body.data).toMatchObject({ title: '平台维护通知' });
    expect(await titles('/cms/notices/queryList?limit=150')).toContain('平台维护通知');
    expect((await read(t, '/cms/notices/queryInfo/999999')).body).toEqual({ code: 404, msg: cm.notFound });
  });
});

describe('operation guides and the operation.guide dictionary', () => {
  it('lists published guides at once, in their order, and plays their video', async () => {
    const dict = async () => (await read(t, '/api/dtmm/common/dict?code=operation.guide')).body.data.data;
    const before = await dict();
    const id = await cms.create('guides', {
      title: '解决方案发布指南',
      orderNumber: 1,
      content: '<ol><li>登录</li></ol>',
    });
    expect(await dict()).toEqual(before);
    await cms.publish('guides', id);
    expect(await dict()).toContainEqual({ label: '解决方案发布指南', value: id });
    const guide = (await read(t, `/api/dtmm/company/guide/detail/${id}`)).body.data;
    expect(guide).toMatchObject({ title: '解决方案发布指南', videoFileId: '', content: '<ol><li>登录</li></ol>' });
    await cms.call('POST', `/api/admin/guides/${id}/unpublish`);
    expect((await dict()).map((item: { value: string }) => item.value)).not.toContain(id);
  });
});

describe('dictionaries kept by operators', () => {
  it('adds, changes and removes items; the public dictionary follows at once', async () => {
    const dict = async () => (await read(t, '/api/dtmm/common/dict?code=company.scale')).body.data.data;
    const added = await cms.call('POST', '/api/admin/dictionaries', {
      code: 'company.scale',
      label: '5000人以上',
      value: '99',
    });
    expect(added.body).toMatchObject({ code: 0, msg: dm.created });
    expect(await dict()).toContainEqual({ label: '5000人以上', value: '99' });
    const dup = await cms.call('POST', '/api/admin/dictionaries', {
      code: 'company.scale',
      label: '重复',
      value: '99',
    });
    expect(dup.body).toEqual({ code: 409, msg: dm.duplicateValue });
    const id = added.body.data.id;
    await cms.call('PUT', `/api/admin/dictionaries/${id}`, { label: '5000人及以上', value: '99', isEnabled: false });
    expect(await dict()).not.toContainEqual(expect.objectContaining({ value: '99' }));
    const all = (await cms.call('GET', '/api/admin/dictionaries?code=company.scale')).body.data;
    expect(all).toContainEqual(expect.objectContaining({ id, label: '5000人及以上', isEnabled: false }));
    expect((await cms.call('DELETE', `/api/admin/dictionaries/${id}`)).body.code).toBe(0);
    const computed = await cms.call('POST', '/api/admin/dictionaries', {
      code: 'operation.guide',
      label: 'x',
      value: 'x',
    });
    expect(computed.body).toEqual({ code: 400, msg: dm.computed });
    expect((await cms.call('GET', '/api/admin/dictionaries?code=nope')).status).toBe(400);
  });
});
