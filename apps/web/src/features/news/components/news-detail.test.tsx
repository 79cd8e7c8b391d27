import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { NewsDetail } from './news-detail';

const PDF = '33333333-3333-4333-8333-333333333333';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const NEWS = {
  id: '7',
  title: '关于开展中小企业数字化转型试点的通知',
  summary: '',
  publishTime: '2026-03-05 09:30:00',
  category: '政策资讯',
  author: '',
  source: '省工业和信息化厅',
  createTime: '2026-03-05 09:30:00',
  content: '<p>正文第一段</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
  fdAddOn1: PDF,
  fdAddOn2: '',
};

function serve(answer: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer.clone()),
  );
}
afterEach(() => vi.unstubAllGlobals());

describe('NewsDetail', () => {
  it('shows title, time, source, the sanitised content and the PDF in the page', async () => {
    serve(json({ code: 0, msg: '', data: NEWS }));
    const { container } = renderWithApp(<NewsDetail id="7" sectionLabel="新闻资讯" />);
    expect(await screen.findByRole('heading', { name: NEWS.title })).toBeTruthy();
    expect(screen.getByText('发布时间：2026-03-05 09:30:00')).toBeTruthy();
    expect(screen.getByText('来源：省工业和信息化厅')).toBeTruthy();
    expect(screen.getByText('正文第一段')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe(`/api/dtmm/common/file/download/${PDF}`);
    expect(screen.getByRole('link', { name: /在新窗口打开PDF/ }).getAttribute('target')).toBe('_blank');
  });

  it('on a phone offers the PDF as a link only', async () => {
    window.innerWidth = 390;
    serve(json({ code: 0, msg: '', data: NEWS }));
    const { container } = renderWithApp(<NewsDetail id="7" />);
    expect(await screen.findByRole('link', { name: /在新窗口打开PDF/ })).toBeTruthy();
    // antd learns the breakpoint in an effect after the first render; the frame must be gone once it has.
    await waitFor(() => expect(container.querySelector('iframe')).toBeNull());
  });

  it('says 内容不存在或已下线 for a missing item and keeps the page', async () => {
    serve(json({ code: 404, msg: '内容不存在或已下线' }, 404));
    renderWithApp(<NewsDetail id="999" />);
    expect((await screen.findAllByText('内容不存在或已下线')).length).toBeGreaterThan(0);
    expect(document.querySelector('.page-breadcrumb')?.textContent).toContain('首页');
  });

  it('says 请求错误 when the request itself fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderWithApp(<NewsDetail id="7" />);
    expect((await screen.findAllByText('请求错误')).length).toBeGreaterThan(0);
  });
});
