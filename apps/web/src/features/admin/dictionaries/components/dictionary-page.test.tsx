import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { json, PAIR, USER } from '@/test/session-fixtures';
import { DictionaryPage } from './dictionary-page';

const item = (id: string, label: string, extra: object = {}) => ({
  id,
  code: 'dtmm.news.category',
  label,
  value: label,
  sortOrder: Number(id),
  isEnabled: true,
  ...extra,
});

let items: ReturnType<typeof item>[];
let fetchMock: Mock<typeof fetch>;
const writes: { method: string; url: string; body: unknown }[] = [];
beforeEach(() => {
  items = [item('1', '政策资讯'), item('2', '行业资讯', { isEnabled: false })];
  writes.length = 0;
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'GET') return json({ code: 0, msg: 'ok', data: items });
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    writes.push({ method, url, body });
    if (method === 'POST') {
      items = [...items, item('3', body.label, body)];
      return json({ code: 0, msg: '字典项已添加', data: { id: '3' } });
    }
    return json({ code: 0, msg: '字典项已保存' });
  });
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.start({ ...USER, userId: '1', userName: 'operator', isOperator: true }, PAIR);
});
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

// Label and value are the same text here: the row of the first.
const rowOf = async (label: string) => (await screen.findAllByText(label))[0]?.closest('tr') as HTMLElement;

describe('dictionaries', () => {
  it('lists the code from the address, disabled items too', async () => {
    renderWithApp(<DictionaryPage />, {
      path: '/admin/dictionaries',
      entry: '/admin/dictionaries?code=dtmm.standard.type',
    });
    const disabled = await rowOf('行业资讯');
    expect((within(disabled).getByRole('switch') as HTMLButtonElement).getAttribute('aria-checked')).toBe('false');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/admin/dictionaries?code=dtmm.standard.type');
    expect(screen.getByText('操作指南')).toBeTruthy(); // where operation.guide is kept instead
  });

  it('adds an item to the chosen code', async () => {
    renderWithApp(<DictionaryPage />, { path: '/admin/dictionaries', entry: '/admin/dictionaries' });
    await rowOf('政策资讯');
    fireEvent.click(screen.getByRole('button', { name: /新增字典项/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('字典标签'), { target: { value: '数字经济' } });
    fireEvent.change(within(dialog).getByLabelText('字典值'), { target: { value: '数字经济' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('字典项已添加')).toBeTruthy();
    expect(writes[0]).toEqual({
      method: 'POST',
      url: '/api/admin/dictionaries',
      body: { code: 'dtmm.news.category', label: '数字经济', value: '数字经济', sortOrder: 0, isEnabled: true },
    });
    await rowOf('数字经济');
  });

  it('switches an item on with its other fields unchanged', async () => {
    renderWithApp(<DictionaryPage />, { path: '/admin/dictionaries', entry: '/admin/dictionaries' });
    fireEvent.click(within(await rowOf('行业资讯')).getByRole('switch'));
    await waitFor(() =>
      expect(writes[0]).toEqual({
        method: 'PUT',
        url: '/api/admin/dictionaries/2',
        body: { label: '行业资讯', value: '行业资讯', sortOrder: 2, isEnabled: true },
      }),
    );
  });
});
