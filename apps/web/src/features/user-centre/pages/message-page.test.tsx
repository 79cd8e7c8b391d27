import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { json } from '@/test/session-fixtures';
import { MessagePage } from './message-page';

const ROWS = [
  { id: '5', title: '企业认证已通过', content: '您的企业认证已通过', isRead: false, createTime: '2026-11-20 10:00:00' },
  { id: '4', title: '企业认证未通过', content: '营业执照不清晰', isRead: true, createTime: '2026-11-19 10:00:00' },
];
const INVITATIONS = [
  {
    id: '8',
    companyName: '山西并州智能矿山装备有限公司',
    inviter: 'bz_admin',
    status: 'pending',
    createTime: '2026-11-20 09:00:00',
    expireTime: '2026-11-27 09:00:00',
  },
  {
    id: '7',
    companyName: '长治太行精铸有限公司',
    inviter: 'th_admin',
    status: 'expired',
    createTime: '2026-11-01 09:00:00',
    expireTime: '2026-11-08 09:00:00',
  },
];

let fetchMock: Mock<typeof fetch>;
let invitations: unknown[] = [];
beforeEach(() => {
  invitations = [];
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.includes('/invitations/8/decline')) return json({ code: 0, msg: '已拒绝邀请', data: null });
    if (url.startsWith('/api/dtmm/company/invitations'))
      return json({ code: 0, msg: 'ok', data: invitations, total: invitations.length });
    if (url.includes('/read')) return json({ code: 0, msg: 'ok', data: null });
    return json({ code: 0, msg: 'ok', data: ROWS, total: 2 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('/user/message', () => {
  it('lists the messages and marks an unread one as read', async () => {
    renderWithApp(<MessagePage />);
    expect(await screen.findByText('营业执照不清晰')).toBeTruthy();
    expect(screen.queryByText('企业邀请')).toBeNull();
    const buttons = screen.getAllByRole('button', { name: '标为已读' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0] as HTMLElement);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/dtmm/notifications/5/read')).toBe(true),
    );
  });

  it('shows invitations above the messages: an open one to accept or decline, a past one with its state', async () => {
    invitations = INVITATIONS;
    renderWithApp(<MessagePage />);
    const cards = await screen.findAllByTestId('invitation');
    expect(cards).toHaveLength(2);
    const [open, past] = cards as [HTMLElement, HTMLElement];
    expect(within(open).getByText('山西并州智能矿山装备有限公司')).toBeTruthy();
    expect(within(past).getByText('已过期')).toBeTruthy();
    expect(within(past).queryByRole('button')).toBeNull();
    fireEvent.click(within(open).getByRole('button', { name: '拒绝' }));
    expect(await screen.findByText('已拒绝邀请')).toBeTruthy();
    const posted = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/invitations/8/decline'));
    expect(posted?.[1]?.method).toBe('POST');
  });
});
