import { type MenuNode, messages } from '@dtmm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const user of ['bz_admin', 'bz_user', 'lc_admin', 'operator', 'newcomer']) tokens[user] = await t.tokenFor(user);
});
afterAll(() => t?.close());

const get = async (path: string, user: string) => {
  const res = await t.app.inject({
    url: `/plat/system/resource/${path}`,
    headers: { access_token: tokens[user] ?? '' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const groupsOf = async (user: string) => ((await get('getMenus', user)) as MenuNode[]).map((g) => g.title);
const pathsOf = async (user: string) =>
  ((await get('getMenus', user)) as MenuNode[]).flatMap((g) => g.children.map((c) => c.pathUrl));

describe('getMenus', () => {
  it('gives a company ADMIN the enterprise, provider, assessment and personal groups', async () => {
    expect(await groupsOf('bz_admin')).toEqual(['企业中心', '服务商', '评估服务', '个人中心']);
    expect(await pathsOf('bz_admin')).toEqual([
      '/user/companyinfo',
      '/user/members',
      '/user/patent',
      '/user/myproperty',
      '/user/severAuthentication',
      '/user/solution',
      '/user/serviceManagement',
      '/user/digitalization',
      '/user/userInfo',
      '/user/message',
      '/user/userCalendar',
      '/bi/bidashboard/view',
      '/user/resetPassword',
    ]);
  });

  it('answers the node shape of portal.md 2.6', async () => {
    const [enterprise] = (await get('getMenus', 'bz_admin')) as MenuNode[];
    expect(enterprise).toMatchObject({ type: 'class', menuLevel: 1, title: '企业中心', iconType: 'BankOutlined' });
    expect(enterprise?.children[0]).toEqual({
      id: 'companyinfo',
      type: 'menu',
      menuLevel: 2,
      title: '企业信息',
      pathUrl: '/user/companyinfo',
      component: 'user/companyinfo',
      iconType: 'ProfileOutlined',
      children: [],
    });
  });

  it('hides the provider group from a USER and from a user without a company', async () => {
    expect(await groupsOf('bz_user')).toEqual(['企业中心', '评估服务', '个人中心']);
    expect(await groupsOf('newcomer')).toEqual(['企业中心', '评估服务', '个人中心']);
  });

  it('adds the back office for operators only', async () => {
    // An operator without a company has its own centre: personal pages and the back office (issue 30).
    expect(await groupsOf('operator')).toEqual(['个人中心', '运营管理']);
    expect(await pathsOf('operator')).toContain('/admin');
    for (const user of ['bz_admin', 'bz_user', 'lc_admin', 'newcomer'])
      expect(await pathsOf(user)).not.toContain('/admin');
  });

  it('refuses anonymous callers', async () => {
    const res = await t.app.inject({ url: '/plat/system/resource/getMenus' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, msg: messages.common.unauthorized });
  });
});

describe('getPermissions', () => {
  it.each([
    ['bz_user', ['user:profile', 'company:view', 'member:view', 'assessment:apply']],
    [
      'bz_admin',
      [
        'user:profile',
        'company:view',
        'member:view',
        'assessment:apply',
        'company:certify',
        'company:edit',
        'member:manage',
        'provider:certify',
      ],
    ],
    [
      'lc_admin',
      [
        'user:profile',
        'company:view',
        'member:view',
        'assessment:apply',
        'company:certify',
        'company:edit',
        'member:manage',
        'provider:certify',
        'solution:manage',
      ],
    ],
    ['newcomer', ['user:profile', 'company:certify']],
    ['operator', ['user:profile', 'admin:access', 'certification:review', 'solution:review']],
  ])('lists what %s may do', async (user, expected) => {
    expect(await get('getPermissions', user)).toEqual(expected);
  });
});
