import { DOWNLOAD_THROTTLE_MS } from '@dtmm/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { AttachmentTable } from './attachment-table';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const id = String(input).split('/').at(-1);
      if (id !== A) return json({ code: 404, msg: '文件不存在' }, 404);
      return json({
        code: 0,
        msg: '',
        data: { id: A, fileName: '申报指南.pdf', fileSize: 1536, fileType: 'pdf', fileUrl: '', fileRealPath: '' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AttachmentTable', () => {
  it('lists each attachment with its name and a readable size; an unknown file falls back to its download path', async () => {
    renderWithApp(<AttachmentTable fileIds={`${A}, ${B}`} />);
    const row = (await screen.findByText('申报指南.pdf')).closest('tr') as HTMLElement;
    expect(within(row).getByText('1.5 KB')).toBeTruthy();
    const fallback = screen.getByText('附件2').closest('tr') as HTMLElement;
    expect(within(fallback).getByText('—')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['文件名', '大小', '操作']);
  });

  it('starts one download per second however often 下载 is pressed', async () => {
    let now = 10_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.getAttribute('href')} ${this.download}`);
    });
    renderWithApp(<AttachmentTable fileIds={A} />);
    await screen.findByText('申报指南.pdf');
    const button = screen.getByRole('button', { name: /下载/ });

    fireEvent.click(button);
    fireEvent.click(button);
    now += DOWNLOAD_THROTTLE_MS - 1;
    fireEvent.click(button);
    expect(clicked).toEqual([`/api/dtmm/common/file/download/${A} 申报指南.pdf`]);

    now += 1;
    fireEvent.click(button);
    expect(clicked).toHaveLength(2);
  });

  it('shows nothing without attachments', () => {
    const { container } = renderWithApp(<AttachmentTable fileIds="" />);
    expect(container.querySelector('.attachment-table')).toBeNull();
  });
});
