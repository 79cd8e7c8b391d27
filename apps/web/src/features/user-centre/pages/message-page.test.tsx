import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { json } from '@/test/session-fixtures';
import { MessagePage } from './message-page';

const ROWS = [
  { id: '5', title: '企业认证已通过', content: '您的企业认证已通过', isRead: false, createTime: '2026-11-20 10:00:00' },
  { id: '4', title: '企业认证未通过', content: '营业执照不清晰', isRead: true, createTime: '2026-11-19 10:00:00' },
];

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) =>
    String(input).includes('/read')
      ? json({ code: 0, msg: 'ok', data: null })
      : json({ code: 0, msg: 'ok', data: ROWS, total: 2 }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('/user/message', () => {
  it('lists the messages and marks an unread one as read', async () => {
    renderWithApp(<MessagePage />);
    expect(await screen.findByText('营业执照不清晰')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: '标为已读' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0] as HTMLElement);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/dtmm/notifications/5/read')).toBe(true),
    );
  });
});
