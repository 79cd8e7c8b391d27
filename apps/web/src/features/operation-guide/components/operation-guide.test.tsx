import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { OperationGuide } from './operation-guide';

const VIDEO = '44444444-4444-4444-8444-444444444444';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(answer: Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => answer.clone());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
afterEach(() => vi.unstubAllGlobals());

describe('OperationGuide', () => {
  it('plays the guide’s video and shows its steps as written by the operators', async () => {
    const fetchMock = serve(
      json({
        code: 0,
        msg: '',
        data: {
          id: '3',
          title: '企业认证操作指南',
          summary: '三步完成企业认证。',
          videoFileId: VIDEO,
          content: '<ol><li>进入用户中心</li><li>填写企业信息</li></ol><script>alert(1)</script>',
          publishTime: '2026-01-01 00:00:00',
        },
      }),
    );
    const { container } = renderWithApp(<OperationGuide id="3" title="企业认证" />);
    expect(await screen.findByRole('heading', { name: /企业认证操作指南/ })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/dtmm/company/guide/detail/3');
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe(`/api/dtmm/common/file/download/${VIDEO}`);
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.textContent).toBe('您的浏览器不支持视频标签。');
    expect(screen.getByText('填写企业信息')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
  });

  it('shows the server’s message for a guide that is gone', async () => {
    serve(json({ code: 404, msg: '内容不存在或已下线' }, 404));
    renderWithApp(<OperationGuide id="99" title="旧指南" />);
    expect(screen.getByRole('heading', { name: /旧指南/ })).toBeTruthy();
    expect((await screen.findAllByText('内容不存在或已下线')).length).toBeGreaterThan(0);
  });
});
