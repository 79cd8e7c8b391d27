import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { json, PAIR, USER } from '@/test/session-fixtures';
import { ContentListPage } from './content-list-page';

const row = (id: string, title: string, extra: object = {}) => ({
  id,
  title,
  group: '政策资讯',
  status: 'draft',
  orderNumber: 0,
  publishTime: '',
  updateTime: '2026-11-20 10:00:00',
  updaterName: 'operator',
  companyName: '',
  ...extra,
});
const ROWS = [
  row('5', '关于开展中小企业数字化转型试点的通知', {
    status: 'published',
    orderNumber: 2,
    publishTime: '2026-11-18 09:00:00',
  }),
  row('6', '数字化转型政策解读', { group: '政策解读', companyName: '山西并州智能矿山装备有限公司' }),
];
const CATEGORIES = [
  { label: '政策资讯', value: '政策资讯' },
  { label: '行业资讯', value: '行业资讯' },
];

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/dtmm/common/dict'))
      return json({ code: 0, msg: 'ok', data: { code: 'x', data: CATEGORIES } });
    if (url.endsWith('/unpublish')) return json({ code: 0, msg: '已下线' });
    if (init?.method === 'DELETE') return json({ code: 0, msg: '删除成功' });
    return json({ code: 0, msg: 'ok', data: ROWS, total: 2 });
  });
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.start({ ...USER, userId: '1', userName: 'operator', isOperator: true }, PAIR);
});
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const listCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/admin/news?') || url === '/api/admin/news');
const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;
const renderList = (entry = '/admin/content/news') =>
  renderWithApp(<ContentListPage />, { path: '/admin/content/:kind', entry });

describe('the content list', () => {
  it('puts the title search, status and group into the address and the query', async () => {
    const { router } = renderList('/admin/content/news?status=draft');
    await rowOf('数字化转型政策解读');
    expect(listCalls().at(-1)).toContain('status=draft');
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '政策' } });
    fireEvent.mouseDown(screen.getByLabelText('类别'));
    fireEvent.click(await screen.findByTitle('行业资讯'));
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?keyword=%E6%94%BF%E7%AD%96&status=draft&group=%E8%A1%8C%E4%B8%9A%E8%B5%84%E8%AE%AF',
      ),
    );
    await waitFor(() => {
      const sent = new URL(listCalls().at(-1) ?? '', 'http://x').searchParams;
      expect([sent.get('keyword'), sent.get('status'), sent.get('group'), sent.get('page')]).toEqual([
        '政策',
        'draft',
        '行业资讯',
        '1',
      ]);
    });
  });

  it('shows status, pin order and the actions each status allows', async () => {
    renderList();
    const published = await rowOf('关于开展中小企业数字化转型试点的通知');
    // The tag twice: in its column, and under the title for phones (one of them is hidden by CSS).
    expect(within(published).getAllByText('已发布')).toHaveLength(2);
    expect(within(published).getByText('置顶 2')).toBeTruthy();
    expect(within(published).getByRole('button', { name: '下线' })).toBeTruthy();
    const draft = await rowOf('数字化转型政策解读');
    expect(within(draft).getAllByText('草稿')).toHaveLength(2);
    expect(within(draft).getByText('所属企业：山西并州智能矿山装备有限公司')).toBeTruthy();
    expect(within(published).queryByText(/所属企业/)).toBeNull();
    expect(within(draft).getByRole('button', { name: '发布' })).toBeTruthy();
    expect(within(draft).getByRole('link', { name: '编辑' }).getAttribute('href')).toBe('/admin/content/news/6');
    expect(screen.getByRole('button', { name: /新建/ })).toBeTruthy();
  });

  it('unpublishes at once and deletes after 确定删除吗?', async () => {
    renderList();
    fireEvent.click(within(await rowOf('关于开展中小企业数字化转型试点的通知')).getByRole('button', { name: '下线' }));
    expect(await screen.findByText('已下线')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === '/api/admin/news/5/unpublish' && init?.method === 'POST'),
    ).toBe(true);

    fireEvent.click(within(await rowOf('数字化转型政策解读')).getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(screen.getByText('确定删除吗?')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/admin/news/6' && init?.method === 'DELETE')).toBe(
      true,
    );
  });

  it('has no group filter for a kind without groups, and a 404 for an unknown kind', async () => {
    renderList('/admin/content/notices');
    await screen.findByLabelText('状态');
    expect(screen.queryByLabelText('类别')).toBeNull();
    renderList('/admin/content/posts');
    expect(await screen.findByText('没有这类内容')).toBeTruthy();
  });
});
