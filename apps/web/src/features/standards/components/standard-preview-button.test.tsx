import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { StandardPreviewButton } from './standard-preview-button';

const PDF_ID = '0b9f7c7e-4d1a-4c5e-9a44-3f2d6c1b8e01';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const FILE = { id: PDF_ID, fileName: '标准文本.pdf', fileSize: 2048, fileType: 'pdf', fileUrl: '', fileRealPath: '' };

/** A fetch that answers the file details after `release()` is called, or with `answer`. */
function stubFileInfo(answer: () => Response) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetchMock = vi.fn<typeof fetch>(async () => {
    await gate;
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, release };
}

afterEach(() => vi.unstubAllGlobals());

describe('StandardPreviewButton (在线预览)', () => {
  it('is absent for a standard without a PDF (-1) and asks for nothing', async () => {
    const { fetchMock, release } = stubFileInfo(() => json({ code: 0, msg: '', data: FILE }));
    release();
    renderWithApp(<StandardPreviewButton pdfAttachment="-1" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link', { name: /在线预览/ })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('appears only once the PDF details have loaded, and opens the PDF in a new tab', async () => {
    const { fetchMock, release } = stubFileInfo(() => json({ code: 0, msg: '', data: FILE }));
    renderWithApp(<StandardPreviewButton pdfAttachment={PDF_ID} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`/api/dtmm/common/file/${PDF_ID}`);
    expect(screen.queryByRole('link', { name: /在线预览/ })).toBeNull();
    release();
    const button = await screen.findByRole('link', { name: /在线预览/ });
    expect(button.getAttribute('href')).toBe(`/api/dtmm/common/file/download/${PDF_ID}`);
    expect(button.getAttribute('target')).toBe('_blank');
  });

  it('stays absent when the PDF details cannot be loaded', async () => {
    const { fetchMock, release } = stubFileInfo(() => json({ code: 404, msg: '文件不存在' }, 404));
    release();
    renderWithApp(<StandardPreviewButton pdfAttachment={PDF_ID} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link', { name: /在线预览/ })).toBeNull();
  });
});
