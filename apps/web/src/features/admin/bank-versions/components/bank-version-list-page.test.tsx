import { bankVersionMessages } from '@dtmm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { json, OPERATOR, PAIR } from '@/test/session-fixtures';
import { summaryOf } from '../bank-version-fixtures';
import { BankVersionListPage } from './bank-version-list-page';

let versions: ReturnType<typeof summaryOf>[];
let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if ((init?.method ?? 'GET') === 'GET') return json({ code: 0, msg: 'ok', data: versions });
    if (String(input).endsWith('/copy'))
      return json({ code: 0, msg: bankVersionMessages.copied(3), data: { version: 3 } });
    return json({ code: 0, msg: bankVersionMessages.deleted, data: null });
  });
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.start(OPERATOR, PAIR);
});
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const open = () => renderWithApp(<BankVersionListPage />, { path: '/admin/bank-versions' });
/** The row of version `version` (第N版 also shows in the 复制自 of its copy). */
const rowOf = async (version: number) => {
  await screen.findAllByText(`第${version}版`);
  return within(document.querySelector(`tr[data-row-key="${version}"]`) as HTMLElement);
};
const copyButtons = () =>
  screen
    .getAllByText('复制为草稿', { selector: 'button *' })
    .map((text) => text.closest('button') as HTMLButtonElement);

describe('/admin/bank-versions', () => {
  it('lists the versions with status and the current one, and allows no copy while a draft exists', async () => {
    versions = [
      summaryOf({ version: 3, status: 'draft', publishedAt: null, copiedFrom: 2, recordCount: 0 }),
      summaryOf({ version: 2, current: true, copiedFrom: 1, recordCount: 12, questionCount: 160 }),
      summaryOf({ version: 1, recordCount: 40 }),
    ];
    open();
    const draft = await rowOf(3);
    expect(draft.getByText('草稿')).toBeTruthy();
    expect(draft.getByText('编辑')).toBeTruthy();
    expect(draft.getByText('删除草稿')).toBeTruthy();
    const current = await rowOf(2);
    expect(current.getByText('已发布')).toBeTruthy();
    expect(current.getByText('第1版')).toBeTruthy(); // 复制自
    expect(current.getByText('当前版本')).toBeTruthy();
    expect(current.getByText('160')).toBeTruthy();
    expect(current.getByText('查看')).toBeTruthy();
    expect(current.queryByText('删除草稿')).toBeNull();
    expect((await rowOf(1)).getByText('初始版本')).toBeTruthy();
    expect(screen.getAllByText('当前版本')).toHaveLength(1);
    expect(copyButtons().every((button) => button.disabled)).toBe(true);
  });

  it('copies a version to a draft and opens it', async () => {
    versions = [summaryOf({ version: 2, current: true, copiedFrom: 1 }), summaryOf({ version: 1 })];
    const { router } = open();
    await rowOf(2);
    const [newest] = copyButtons();
    expect(newest?.disabled).toBe(false);
    fireEvent.click(newest as HTMLButtonElement);
    expect(await screen.findByText(bankVersionMessages.copied(3))).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/bank-versions/2/copy',
      expect.objectContaining({ method: 'POST' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/bank-versions/3'));
  });
});
