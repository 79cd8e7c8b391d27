import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { COMPANY_USER, json, PAIR } from '@/test/session-fixtures';
import { MembersPage } from './members-page';

const ROWS = [
  { id: '7', username: 'zhangsan', phone: '13812345678', role: 'ADMIN', createTime: '2026-11-01 10:00:00' },
  { id: '8', username: 'lisi', phone: '139****1111', role: 'USER', createTime: '2026-11-02 10:00:00' },
];
/** What the ADMIN's unmask=1 answers (and the server audits). */
const REVEALED = [ROWS[0], { ...ROWS[1], phone: '13900001111' }];

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (!url.includes('/list')) return json({ code: 0, msg: '保存成功', data: null });
    return json({ code: 0, msg: 'ok', data: url.includes('unmask=1') ? REVEALED : ROWS, total: 2 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const urls = () => fetchMock.mock.calls.map(([url]) => String(url));

describe('members page (portal.md 2.8, 5.7)', () => {
  it('an ADMIN sees the add button, the admin badge and unbind on others only', async () => {
    sessionStore.start(COMPANY_USER, PAIR); // userId 7, ADMIN
    renderWithApp(<MembersPage />);
    expect(await screen.findByText('lisi')).toBeTruthy();
    expect(screen.getByText('管理员')).toBeTruthy();
    expect(screen.getByRole('button', { name: '添加成员' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '操作' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '解绑' })).toHaveLength(1);
  });

  it('shows members as cards on a phone, unbind on others only, nothing as a table', async () => {
    window.innerWidth = 390;
    sessionStore.start(COMPANY_USER, PAIR);
    const { container } = renderWithApp(<MembersPage />);
    expect(await screen.findByText('lisi')).toBeTruthy();
    expect(container.querySelector('table')).toBeNull();
    expect(container.querySelectorAll('.members__card').length).toBeGreaterThan(1);
    expect(screen.getAllByRole('button', { name: '解绑' })).toHaveLength(1);
  });

  it('a USER sees neither the add button nor the action column', async () => {
    sessionStore.start({ ...COMPANY_USER, userId: '8', role: 'USER' }, PAIR);
    renderWithApp(<MembersPage />);
    expect(await screen.findByText('lisi')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '添加成员' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
    expect(screen.queryByRole('button', { name: '解绑' })).toBeNull();
  });

  it("masks the others' phones; the ADMIN shows them in full on request", async () => {
    sessionStore.start(COMPANY_USER, PAIR);
    renderWithApp(<MembersPage />);
    expect(await screen.findByText('139****1111')).toBeTruthy();
    expect(screen.getByText('查看记录将写入审计日志')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('显示完整号码'));
    expect(await screen.findByText('13900001111')).toBeTruthy();
    expect(urls().some((u) => u.includes('unmask=1'))).toBe(true);
  });

  it('offers a USER no full phones', async () => {
    sessionStore.start({ ...COMPANY_USER, userId: '8', role: 'USER' }, PAIR);
    renderWithApp(<MembersPage />);
    expect(await screen.findByText('lisi')).toBeTruthy();
    expect(screen.queryByLabelText('显示完整号码')).toBeNull();
  });

  it('searches by name from page 1', async () => {
    sessionStore.start(COMPANY_USER, PAIR);
    renderWithApp(<MembersPage />);
    await screen.findByText('lisi');
    fireEvent.change(screen.getByPlaceholderText('请输入姓名'), { target: { value: 'li' } });
    fireEvent.click(screen.getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(urls().some((u) => u.includes('username=li') && u.includes('page=1'))).toBe(true));
  });

  it('says 请完善信息! on an invalid add form', async () => {
    sessionStore.start(COMPANY_USER, PAIR);
    renderWithApp(<MembersPage />);
    fireEvent.click(await screen.findByRole('button', { name: '添加成员' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('请完善信息!')).toBeTruthy();
    expect(urls().some((u) => u.includes('/add'))).toBe(false);
  });
});
