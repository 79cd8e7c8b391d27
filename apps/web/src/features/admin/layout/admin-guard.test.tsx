import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { json, OPERATOR, PAIR, USER } from '@/test/session-fixtures';
import { AdminLayout } from './components/admin-layout';
import { activeMenuKey } from './components/admin-menu';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      json({ code: 0, msg: 'ok', data: { usecaptcha: 'false', companyName: '山西省企业数字化转型服务平台' } }),
    ),
  );
});
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

/** Where the app's router settles for an address (loaders run; the lazy pages need not render). */
async function settle(entry: string) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  await waitFor(() => expect(router.state.navigation.state === 'idle' && router.state.initialized).toBe(true));
  const { pathname, search } = router.state.location;
  router.dispose();
  return `${pathname}${search}`;
}

describe('back office guard', () => {
  it('sends a guest to log in, coming back to the page asked for', async () => {
    expect(await settle('/admin/certifications?status=all')).toBe(
      `/login?${new URLSearchParams({ redirect: '/admin/certifications?status=all' })}`,
    );
  });

  it('shows /401 to a signed-in user who is not an operator', async () => {
    sessionStore.start(USER, PAIR);
    expect(await settle('/admin/users')).toBe('/401');
  });

  it('lets an operator in', async () => {
    sessionStore.start(OPERATOR, PAIR);
    expect(await settle('/admin/users')).toBe('/admin/users');
  });
});

describe('back office layout', () => {
  it('shows the platform, the operator, the way back to the portal, logout and (on a phone) the menu in a drawer', async () => {
    sessionStore.start(OPERATOR, PAIR);
    window.innerWidth = 390;
    renderWithApp(<AdminLayout />, { path: '/admin/*', entry: '/admin/certifications/3' });
    expect(await screen.findByText('山西省企业数字化转型服务平台')).toBeTruthy();
    expect(screen.getByText('operator')).toBeTruthy();
    expect(screen.getByRole('link', { name: /返回门户/ }).getAttribute('href')).toBe('/home');
    expect(screen.getByRole('button', { name: /退出登录/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const current = await screen.findByRole('menuitem', { name: /认证审核/ });
    expect(current.className).toContain('selected');
    for (const name of [/工作台/, /企业管理/, /用户管理/, /551专题进度/, /551服务企业/])
      expect(screen.getByRole('menuitem', { name })).toBeTruthy();
  });

  it("shows a one-role operator only their areas, and refuses another area's page naming the role it needs", async () => {
    sessionStore.start({ ...OPERATOR, operatorRoles: ['reviewer'] }, PAIR);
    renderWithApp(<AdminLayout />, { path: '/admin/*', entry: '/admin/content/news' });
    expect(await screen.findByText('无权访问')).toBeTruthy();
    expect(screen.getByText('该页面需要内容编辑角色，请联系安全管理员。')).toBeTruthy();
    for (const name of [/工作台/, /认证审核/, /方案审核/, /企业管理/])
      expect(screen.getByRole('menuitem', { name })).toBeTruthy();
    for (const name of [/用户管理/, /字典管理/, /资讯/]) expect(screen.queryByRole('menuitem', { name })).toBeNull();
  });

  it('gives the audit log to the auditor alone: shown to them, refused to a system administrator', async () => {
    sessionStore.start({ ...OPERATOR, operatorRoles: ['auditor'] }, PAIR);
    const auditor = renderWithApp(<AdminLayout />, { path: '/admin/*', entry: '/admin/users' });
    expect(await screen.findByText('该页面需要系统管理员或安全管理员角色，请联系安全管理员。')).toBeTruthy();
    for (const name of [/工作台/, /审计日志/]) expect(screen.getByRole('menuitem', { name })).toBeTruthy();
    for (const name of [/用户管理/, /字典管理/, /认证审核/])
      expect(screen.queryByRole('menuitem', { name })).toBeNull();
    expect(screen.queryByText(/仅适用于单人运营的办公室/)).toBeNull();
    auditor.unmount();

    sessionStore.start({ ...OPERATOR, operatorRoles: ['systemAdmin'] }, PAIR);
    renderWithApp(<AdminLayout />, { path: '/admin/*', entry: '/admin/audit' });
    expect(await screen.findByText('该页面需要审计管理员角色，请联系安全管理员。')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /用户管理/ })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /审计日志/ })).toBeNull();
  });

  it('warns an account that holds the separated duties together (a single-person office)', async () => {
    sessionStore.start(OPERATOR, PAIR);
    renderWithApp(<AdminLayout />, { path: '/admin/*', entry: '/admin/audit' });
    expect(
      await screen.findByText(
        '该账号同时拥有系统管理员、安全管理员、审计管理员权限，仅适用于单人运营的办公室；等保三级要求由不同人员分别担任系统管理员、安全管理员和审计管理员。',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /审计日志/ })).toBeTruthy();
  });

  it('marks the 551 list, not the progress page it lives under, on the list', () => {
    expect(activeMenuKey('/admin/topic551')).toBe('/admin/topic551');
    expect(activeMenuKey('/admin/topic551/enterprises')).toBe('/admin/topic551/enterprises');
  });
});
