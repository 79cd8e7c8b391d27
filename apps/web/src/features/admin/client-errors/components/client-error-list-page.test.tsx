import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { json, OPERATOR, PAIR } from '@/test/session-fixtures';
import { ClientErrorListPage } from './client-error-list-page';

const row = (id: string, message: string, extra: object = {}) => ({
  id,
  kind: 'error',
  message,
  route: '/user/companyinfo',
  release: '0.1.0+1a2b3c4',
  browser: 'Mozilla/5.0 (iPhone) Safari/604.1',
  count: 3,
  firstSeen: '2026-11-01 09:00:00',
  lastSeen: '2026-11-03 10:00:00',
  ...extra,
});
const ROWS = [
  row('7', "TypeError: Cannot read properties of undefined (reading 'companyName')"),
  row('6', 'Failed to fetch dynamically imported module', { kind: 'chunk', route: '/evaluationReport/:id', count: 12 }),
];
const STACK =
  "TypeError: Cannot read properties of undefined (reading 'companyName')\n    at CompanyCard (https://a.cn/assets/c.js:1:20481)";

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.includes('/api/admin/client-errors/7'))
      return json({ code: 0, msg: 'ok', data: { ...ROWS[0], stack: STACK } });
    return json({ code: 0, msg: 'ok', data: ROWS, total: 2 });
  });
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.start(OPERATOR, PAIR);
});
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('client errors', { timeout: 60_000 }, () => {
  it('lists errors with kind, page and count, and searches by the filters in the address', async () => {
    const { router } = renderWithApp(<ClientErrorListPage />, {
      path: '/admin/client-errors',
      entry: '/admin/client-errors?kind=chunk&period=2026-11-01~2026-11-03',
    });
    const chunk = await rowOf('Failed to fetch dynamically imported module');
    expect(within(chunk).getByText('资源加载失败')).toBeTruthy();
    expect(within(chunk).getByText('/evaluationReport/:id')).toBeTruthy();
    expect(within(chunk).getByText('12')).toBeTruthy();
    expect(urls().at(-1)).toMatch(/kind=chunk.*from=2026-11-01.*to=2026-11-03/);

    fireEvent.change(screen.getByLabelText('错误信息'), { target: { value: 'companyName' } });
    fireEvent.change(screen.getByLabelText('版本'), { target: { value: '0.1.0' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.search).toContain('keyword=companyName'));
    await waitFor(() => expect(urls().at(-1)).toContain('keyword=companyName'));
    expect(urls().at(-1)).toContain('release=0.1.0');
  });

  it('opens an error with its counts, times, release, browser and stack', async () => {
    renderWithApp(<ClientErrorListPage />, { path: '/admin/client-errors', entry: '/admin/client-errors' });
    const first = await rowOf("TypeError: Cannot read properties of undefined (reading 'companyName')");
    fireEvent.click(within(first).getByRole('button', { name: '详情' }));
    const stack = await screen.findByTestId('client-error-stack');
    expect(stack.textContent).toBe(STACK);
    const drawer = screen.getByRole('dialog');
    for (const text of [
      '首次出现',
      '2026-11-01 09:00:00',
      '2026-11-03 10:00:00',
      '0.1.0+1a2b3c4',
      'Mozilla/5.0 (iPhone) Safari/604.1',
    ]) {
      expect(within(drawer).getByText(text)).toBeTruthy();
    }
    expect(urls().some((u) => u.endsWith('/api/admin/client-errors/7'))).toBe(true);
  });
});
