import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { json, PAIR, USER } from '@/test/session-fixtures';
import { NoticeListPage } from './notice-list-page';

const SENT = [
  {
    id: '2',
    audience: 'company',
    companyName: '长治太行精铸',
    title: '关于提交正式评估材料的提醒',
    content: '请于本月底前提交。',
    recipientCount: 3,
    sender: 'editor',
    createTime: '2026-11-02 09:00:00',
  },
  {
    id: '1',
    audience: 'all',
    companyName: null,
    title: '平台升级公告',
    content: '周六凌晨维护。',
    recipientCount: 120,
    sender: null,
    createTime: '2026-11-01 09:00:00',
  },
];

let fetchMock: Mock<typeof fetch>;
const sent: unknown[] = [];
beforeEach(() => {
  sent.length = 0;
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') {
      sent.push(JSON.parse(String(init.body)));
      return json({ code: 0, msg: '通知已发送，共 3 人', data: { id: '3', recipientCount: 3 } });
    }
    if (url.includes('/companies'))
      return json({ code: 0, msg: 'ok', data: [{ id: '7', companyName: '长治太行精铸' }] });
    return json({ code: 0, msg: 'ok', data: SENT, total: 2 });
  });
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.start({ ...USER, userId: '1', userName: 'editor', isOperator: true }, PAIR);
});
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
const render = (entry = '/admin/notices') => renderWithApp(<NoticeListPage />, { path: '/admin/notices', entry });
const openForm = async () => {
  fireEvent.click(screen.getByRole('button', { name: /发送通知/ }));
  return screen.findByRole('dialog');
};

describe('notices sent to users', () => {
  it('lists the sent notices with audience, count and sender, and searches by title', async () => {
    const { router } = render();
    const row = (await screen.findByText('关于提交正式评估材料的提醒')).closest('tr') as HTMLElement;
    expect(within(row).getByText('指定企业：长治太行精铸')).toBeTruthy();
    expect(within(row).getByText('editor')).toBeTruthy();
    const other = screen.getByText('平台升级公告').closest('tr') as HTMLElement;
    expect(within(other).getByText('全部用户')).toBeTruthy();
    expect(within(other).getByText('120')).toBeTruthy();
    expect(urls()[0]).toContain('/api/admin/notifications?');
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '升级' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('升级')}`));
    await waitFor(() => expect(urls().at(-1)).toContain(`keyword=${encodeURIComponent('升级')}`));
  });

  it('sends nothing until the title and content are given, then tells how many received it', async () => {
    render();
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    expect(await within(dialog).findByText('请输入通知标题')).toBeTruthy();
    expect(within(dialog).getByText('请输入通知内容')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('通知标题'), { target: { value: ' 平台维护通知 ' } });
    fireEvent.change(within(dialog).getByLabelText('通知内容'), { target: { value: '第一行\n第二行' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    expect(await screen.findByText('通知已发送，共 3 人')).toBeTruthy();
    expect(sent).toEqual([{ audience: 'all', companyId: null, title: '平台维护通知', content: '第一行\n第二行' }]);
  });

  it('asks for the company when the audience is one company, found by name on the server', async () => {
    render();
    const dialog = await openForm();
    expect(within(dialog).queryByLabelText('接收企业')).toBeNull();
    fireEvent.click(within(dialog).getByLabelText('指定企业'));
    const select = await within(dialog).findByLabelText('接收企业');
    fireEvent.change(within(dialog).getByLabelText('通知标题'), { target: { value: '材料提醒' } });
    fireEvent.change(within(dialog).getByLabelText('通知内容'), { target: { value: '请按时提交' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    expect(await within(dialog).findByText('请选择接收企业')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.mouseDown(select);
    fireEvent.change(select, { target: { value: '太行' } });
    await waitFor(() =>
      expect(urls().some((u) => u.includes(`companies?keyword=${encodeURIComponent('太行')}`))).toBe(true),
    );
    fireEvent.click(await screen.findByTitle('长治太行精铸'));
    fireEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    await waitFor(() =>
      expect(sent).toEqual([{ audience: 'company', companyId: '7', title: '材料提醒', content: '请按时提交' }]),
    );
  });
});
