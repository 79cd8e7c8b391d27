import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { json, OPERATOR, PAIR } from '@/test/session-fixtures';
import { UserListPage } from './user-list-page';

const user = (id: string, username: string, extra: object = {}) => ({
  id,
  username,
  phone: `1380000000${id}`,
  email: null,
  companyId: '3',
  companyName: '晋数科技有限公司',
  role: 'USER',
  isOperator: false,
  operatorRoles: [],
  isDisabled: false,
  createTime: '2026-11-01 10:00:00',
  lastLoginTime: null,
  ...extra,
});
const ROWS = [
  user('1', 'operator', {
    isOperator: true,
    operatorRoles: ['systemAdmin'],
    companyId: null,
    companyName: null,
    role: null,
  }),
  user('8', 'lisi'),
  user('2', 'operator_two', {
    isOperator: true,
    operatorRoles: ['reviewer'],
    companyId: null,
    companyName: null,
    role: null,
  }),
];

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.endsWith('/reset-password'))
      return json({ code: 0, msg: '密码已重置', data: { temporaryPassword: 'Tmp#a1b2c3' } });
    if (url.endsWith('/disable')) return json({ code: 0, msg: '账号已停用' });
    if (url.endsWith('/operator-roles'))
      return json({ code: 0, msg: '角色已保存', data: { roles: ['reviewer', 'contentEditor'] } });
    return json({ code: 0, msg: 'ok', data: ROWS, total: 2 });
  });
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.start({ ...OPERATOR, userId: '1', operatorRoles: ['systemAdmin'] }, PAIR);
});
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
const rowOf = async (username: string) => (await screen.findByText(username)).closest('tr') as HTMLElement;

describe('users', () => {
  it('searches by username or phone and status, in the address', async () => {
    const { router } = renderWithApp(<UserListPage />, { path: '/admin/users', entry: '/admin/users?status=disabled' });
    await rowOf('lisi');
    expect(urls().at(-1)).toContain('status=disabled');
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '138' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=138&status=disabled'));
    await waitFor(() => expect(urls().at(-1)).toMatch(/keyword=138.*status=disabled|status=disabled.*keyword=138/));
  });

  it('disables a user after confirmation; the operator cannot disable themselves', async () => {
    renderWithApp(<UserListPage />, { path: '/admin/users', entry: '/admin/users' });
    const own = await rowOf('operator');
    expect((within(own).getByRole('button', { name: '禁用' }) as HTMLButtonElement).disabled).toBe(true);
    // Another operator's account is disabled or reset only by its owner or the command line; its roles
    // are the security administrator's to set.
    expect(within(await rowOf('operator_two')).queryAllByRole('button')).toEqual([]);
    fireEvent.click(within(await rowOf('lisi')).getByRole('button', { name: '禁用' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(urls().some((u) => u.endsWith('/api/admin/users/8/disable'))).toBe(true));
    expect(await screen.findByText('账号已停用')).toBeTruthy();
  });

  it('shows the temporary password once, with a copy button', async () => {
    renderWithApp(<UserListPage />, { path: '/admin/users', entry: '/admin/users' });
    fireEvent.click(within(await rowOf('lisi')).getByRole('button', { name: '重置密码' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect((await screen.findByTestId('temporary-password')).textContent).toBe('Tmp#a1b2c3');
    expect(urls().some((u) => u.endsWith('/api/admin/users/8/reset-password'))).toBe(true);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: /复制|copy/i })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '我已记下' }));
    await waitFor(() => expect(screen.queryByTestId('temporary-password')).toBeNull());
  });

  it("lets a security administrator set another operator's roles, at least one, sent as a whole set, and nothing else", async () => {
    sessionStore.start({ ...OPERATOR, userId: '9', operatorRoles: ['securityAdmin'] }, PAIR);
    renderWithApp(<UserListPage />, { path: '/admin/users', entry: '/admin/users' });
    expect(within(await rowOf('lisi')).queryAllByRole('button')).toEqual([]);
    const other = await rowOf('operator_two');
    expect(within(other).getByText('审核员')).toBeTruthy();
    fireEvent.click(within(other).getByRole('button', { name: '设置角色' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('审核员'));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请至少选择一个角色')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('内容编辑'));
    fireEvent.click(within(dialog).getByLabelText('审核员'));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(urls().some((u) => u.endsWith('/api/admin/users/2/operator-roles'))).toBe(true));
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/operator-roles'))?.[1];
    expect(sent?.method).toBe('PUT');
    expect(JSON.parse(String(sent?.body)).roles.sort()).toEqual(['contentEditor', 'reviewer']);
    expect(await screen.findByText('角色已保存')).toBeTruthy();
  });
});
