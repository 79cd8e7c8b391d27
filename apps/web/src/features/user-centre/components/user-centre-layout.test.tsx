import type { MenuNode } from '@dtmm/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { COMPANY_USER, json, PAIR, USER } from '@/test/session-fixtures';
import { resolveCentrePage } from '../page-registry';
import { CentrePage } from './centre-page';
import { DefaultPage } from './default-page';
import { UserCentreLayout } from './user-centre-layout';

const leaf = (id: string, title: string, component: string): MenuNode => ({
  id,
  type: 'menu',
  menuLevel: 2,
  title,
  pathUrl: `/${component}`,
  component,
  iconType: 'ProfileOutlined',
  children: [],
});
const MENUS: MenuNode[] = [
  {
    id: 'enterprise',
    type: 'class',
    menuLevel: 1,
    title: '企业中心',
    pathUrl: '',
    component: '',
    iconType: 'BankOutlined',
    children: [leaf('companyinfo', '企业信息', 'user/companyinfo'), leaf('userInfo', '个人信息', 'user/userInfo')],
  },
];

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => json({ code: 0, msg: 'ok', data: MENUS }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const layout = (entry: string) =>
  renderWithApp(
    <UserCentreLayout />,
    // The layout's Outlet is not wired in this harness; the page routes are tested through CentrePage.
    { path: '/user/*', entry },
  );

describe('user centre (portal.md 2.6)', () => {
  it('falls back to the default page for a component it cannot resolve', () => {
    expect(resolveCentrePage('user/nothingHere')).toBe(DefaultPage);
    expect(resolveCentrePage('user/userInfo')).not.toBe(DefaultPage);
  });

  it('renders the default page, not a blank, for an unbuilt menu item', async () => {
    sessionStore.start(USER, PAIR);
    renderWithApp(<CentrePage />, { path: '/user/:page', entry: '/user/notBuiltYet' });
    expect(await screen.findByTestId('centre-default-page')).toBeTruthy();
  });

  it('shows 未认证 and the default avatar without a company, the company name and logo otherwise', async () => {
    sessionStore.start(USER, PAIR);
    layout('/user/companyinfo');
    expect(screen.getByText('未认证')).toBeTruthy();
    expect(screen.getByLabelText('默认头像')).toBeTruthy();
    act(() => sessionStore.setUser({ ...COMPANY_USER, companyLogo: 'logo-7' }));
    expect(await screen.findByText('晋数科技有限公司')).toBeTruthy();
    expect(screen.getByAltText('企业Logo').getAttribute('src')).toBe('/api/dtmm/common/file/download/logo-7');
  });

  it('shows an operator without a company as 平台运营 with the roles and the back office, not 未认证 (issue 30)', async () => {
    sessionStore.start({ ...USER, isOperator: true, operatorRoles: ['reviewer'] }, PAIR);
    layout('/user/userInfo');
    expect(await screen.findByText(/平台运营（审核员）/)).toBeTruthy();
    expect(screen.getByText('进入运营管理后台').getAttribute('href')).toBe('/admin');
    expect(screen.queryByText('未认证')).toBeNull();
  });

  it('builds the menu from getMenus, follows the route and navigates on click', async () => {
    sessionStore.start(USER, PAIR);
    const { router } = layout('/user/companyinfo');
    const item = await screen.findByText('个人信息');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/plat/system/resource/getMenus');
    expect(document.querySelector('.ant-breadcrumb')?.textContent).toContain('企业信息');
    fireEvent.click(item);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/userInfo'));
    await waitFor(() => expect(document.querySelector('.ant-breadcrumb')?.textContent).toContain('个人信息'));
  });

  it('on a phone names the current page on one button and opens every page in a drawer', async () => {
    window.innerWidth = 390;
    sessionStore.start(USER, PAIR);
    const { router } = layout('/user/companyinfo');
    const toggle = await screen.findByRole('button', { name: /企业信息/ });
    expect(screen.queryByText('个人信息')).toBeNull();
    fireEvent.click(toggle);
    fireEvent.click(await screen.findByText('个人信息'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/userInfo'));
    await waitFor(() => expect(screen.getByRole('button', { name: /个人信息/ })).toBeTruthy());
  });
});
