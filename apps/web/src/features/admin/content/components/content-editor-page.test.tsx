import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { json, PAIR, USER } from '@/test/session-fixtures';
import { ContentEditorPage } from './content-editor-page';

const CATEGORIES = [
  { label: '政策资讯', value: '政策资讯' },
  { label: '行业资讯', value: '行业资讯' },
];
const stored = (extra: object = {}) => ({
  id: '12',
  title: '关于开展数字化转型试点的通知',
  summary: '',
  category: '政策资讯',
  source: '',
  author: '',
  publishTime: '',
  content: '<p>正文</p>',
  fdAddOn1: '',
  fdAddOn2: '',
  orderNumber: 0,
  status: 'draft',
  createTime: '2026-11-20 10:00:00',
  updateTime: '2026-11-20 10:00:00',
  updaterName: 'operator',
  ...extra,
});

// The editor is a lazy chunk; loading it once up front keeps its cold import out of the first test's time.
beforeAll(() => import('@/components/rich-text-editor/rich-text-editor'), 60_000);

let item: ReturnType<typeof stored>;
let fetchMock: Mock<typeof fetch>;
const sent: { method: string; url: string; body: unknown }[] = [];
beforeEach(() => {
  item = stored();
  sent.length = 0;
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    sent.push({ method, url, body });
    if (url.startsWith('/api/dtmm/common/dict'))
      return json({ code: 0, msg: 'ok', data: { code: 'x', data: CATEGORIES } });
    if (url === '/api/dtmm/auth/upload') return json({ code: 500, msg: '今日上传已达上限' });
    if (method === 'POST' && url === '/api/admin/news') {
      item = stored(body as object);
      return json({ code: 0, msg: '草稿已保存', data: { id: '12' } });
    }
    if (method === 'PUT') {
      item = { ...item, ...(body as object), updateTime: '2026-11-20 11:00:00' };
      return json({ code: 0, msg: '保存成功' });
    }
    if (url.endsWith('/publish')) {
      item = { ...item, status: 'published', publishTime: '2026-11-20 11:30:00' };
      return json({ code: 0, msg: '发布成功' });
    }
    if (url === '/api/admin/news/12') return json({ code: 0, msg: 'ok', data: item });
    return json({ code: 404, msg: '接口不存在' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.start({ ...USER, userId: '1', userName: 'operator', isOperator: true }, PAIR);
});
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const renderEditor = (entry: string) =>
  renderWithApp(<ContentEditorPage />, { path: '/admin/content/:kind/:id?', entry });
const calls = (method: string, url: string) => sent.filter((call) => call.method === method && call.url === url);
// Role queries walk the whole accessibility tree, seconds on a form this size under jsdom: find by text and label.
const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button') as HTMLElement;
const editorReady = () => screen.findByLabelText('插入图片', { selector: 'button' }, { timeout: 15_000 });

async function pickCategory(label: string) {
  fireEvent.mouseDown(screen.getByLabelText('类别'));
  fireEvent.click(await screen.findByTitle(label));
}

describe('the content editor', () => {
  it('creates a draft, opens it at its own address, then saves the whole form with PUT', async () => {
    const { router } = renderEditor('/admin/content/news');
    expect(await screen.findByText('新建新闻资讯', { selector: 'h1' })).toBeTruthy();
    await editorReady();
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '关于开展数字化转型试点的通知' } });
    await pickCategory('政策资讯');
    fireEvent.click(button('保存草稿'));

    expect(await screen.findByText('草稿已保存')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/content/news/12'));
    expect(calls('POST', '/api/admin/news')[0]?.body).toEqual({
      title: '关于开展数字化转型试点的通知',
      category: '政策资讯',
      publishTime: '',
      source: '',
      author: '',
      orderNumber: 0,
      summary: '',
      content: '',
      fdAddOn1: '',
      fdAddOn2: '',
    });

    expect(await screen.findByText('编辑新闻资讯', { selector: 'h1' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('来源'), { target: { value: '省工信厅' } });
    fireEvent.click(button('保存草稿'));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    const put = calls('PUT', '/api/admin/news/12');
    expect(put).toHaveLength(1);
    expect(put[0]?.body).toMatchObject({
      title: '关于开展数字化转型试点的通知',
      category: '政策资讯',
      source: '省工信厅',
    });
  });

  it('publishes a draft after saving it; a published item offers 下线 instead', async () => {
    renderEditor('/admin/content/news/12');
    await editorReady();
    expect(screen.getByText('草稿')).toBeTruthy();
    expect(screen.queryByText('下线', { selector: 'button span' })).toBeNull();
    fireEvent.click(button('发布'));
    expect(await screen.findByText('发布成功')).toBeTruthy();
    expect(sent.map((call) => `${call.method} ${call.url}`)).toEqual(
      expect.arrayContaining(['PUT /api/admin/news/12', 'POST /api/admin/news/12/publish']),
    );
    expect(await screen.findByText('已发布')).toBeTruthy();
    expect(await screen.findByText('下线', { selector: 'button span' })).toBeTruthy();
    expect(screen.queryByText('发布', { selector: 'button span' })).toBeNull();
    // The publish time the server set is in the form now, so the next save keeps it.
    expect((screen.getByLabelText('发布时间') as HTMLInputElement).value).toBe('2026-11-20 11:30:00');
  });

  it('answers a second click meanwhile with 请勿重复提交', async () => {
    renderEditor('/admin/content/news/12');
    await editorReady();
    act(() => {
      button('保存草稿').click();
      button('保存草稿').click();
    });
    expect(await screen.findByText('请勿重复提交')).toBeTruthy();
    await screen.findByText('保存成功');
    expect(calls('PUT', '/api/admin/news/12')).toHaveLength(1);
  });

  it('says 图片插入失败 when a rich-text image cannot be uploaded', async () => {
    renderEditor('/admin/content/news/12');
    await editorReady();
    const picker = screen.getByLabelText('正文：插入图片');
    fireEvent.change(picker, { target: { files: [new File(['png'], 'chart.png', { type: 'image/png' })] } });
    expect(await screen.findByText('图片插入失败：今日上传已达上限')).toBeTruthy();
    const form = calls('POST', '/api/dtmm/auth/upload')[0]?.body as FormData;
    expect([...form.keys()]).toEqual(['project', 'projectClass', 'file']);
    expect(form.get('projectClass')).toBe('image');
  });

  it('previews the form as the portal shows it, rich text sanitised', async () => {
    item = stored({ content: '<p>正文<img src="x" onerror="alert(1)"></p>', source: '省工信厅' });
    renderEditor('/admin/content/news/12');
    await editorReady();
    fireEvent.click(button('预览'));
    const dialog = (await screen.findByText('预览 · 新闻资讯')).closest('.ant-drawer') as HTMLElement;
    expect(dialog.querySelector('h1')?.textContent).toBe('关于开展数字化转型试点的通知');
    expect(dialog.textContent).toContain('来源：省工信厅');
    expect(dialog.textContent).toContain('发布时间：发布时自动填写');
    expect(dialog.querySelector('[onerror]')).toBeNull();
  });
});
