import type { FilePurpose } from '@dtmm/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { tokenStorage } from '@/lib/token-storage';
import { renderWithApp } from '@/test/render-with-app';
import { json } from '@/test/session-fixtures';
import { ImageUpload } from './image-upload';

let fetchMock: Mock<typeof fetch>;
let uploaded = 0;
beforeEach(() => {
  uploaded = 0;
  fetchMock = vi.fn<typeof fetch>(async () => {
    uploaded += 1;
    return json({ code: 0, msg: '上传成功~', data: { id: `file-${uploaded}`, fileName: 'a.png' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  tokenStorage.set('tok-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const values: string[] = [];
interface HarnessProps {
  initial?: string;
  purpose?: FilePurpose;
  maxCount?: number;
  cropSize?: number;
}
function Harness({ initial = '', purpose = 'image', maxCount, cropSize }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <ImageUpload
      id="pic"
      purpose={purpose}
      maxCount={maxCount}
      cropSize={cropSize}
      value={value}
      onChange={(next) => {
        values.push(next);
        setValue(next);
      }}
    />
  );
}

const sentForm = () => fetchMock.mock.calls[0]?.[1]?.body as FormData;
const input = () => document.querySelector<HTMLInputElement>('#pic') ?? document.createElement('input');
const pick = (...files: File[]) => fireEvent.change(input(), { target: { files } });
const image = (name: string, type = 'image/png', size = 10) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('ImageUpload (portal.md 5.9, 7.6)', () => {
  it('refuses another format and a file over 2048 KB before sending', async () => {
    renderWithApp(<Harness />);
    pick(image('scan.gif', 'image/gif'));
    expect(await screen.findByText('scan.gif 的文件格式不正确, 请选择jpg/png格式.')).toBeTruthy();
    pick(image('big.png', 'image/png', 2048 * 1024 + 1));
    expect(await screen.findByText('文件 big.png 太大, 不允许超过 2048KB.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses files beyond the most it may hold', async () => {
    renderWithApp(<Harness maxCount={2} />);
    pick(image('a.png'), image('b.png'), image('c.png'));
    expect(await screen.findByText('最多能上传2张图片')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(values.at(-1)).toBe('file-1,file-2'));
  });

  it('sends project and projectClass before the file, with the token, and keeps the id', async () => {
    renderWithApp(<Harness purpose="license" />);
    pick(image('licence.jpg', 'image/jpeg'));
    expect(await screen.findByText('上传成功~')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/dtmm/auth/upload');
    expect(new Headers(init?.headers).get('access_token')).toBe('tok-1');
    const form = sentForm();
    expect([...form.keys()]).toEqual(['project', 'projectClass', 'file']);
    expect(form.get('project')).toBe('dtmm');
    expect(form.get('projectClass')).toBe('license');
    expect((form.get('file') as File).name).toBe('licence.jpg');
    await waitFor(() => expect(values.at(-1)).toBe('file-1'));
    // A private file is shown through the token query parameter; the single slot is now full.
    const link = document.querySelector('a[href*="file-1"]');
    expect(link?.getAttribute('href')).toBe('/api/dtmm/common/file/download/file-1?access_token=tok-1');
    expect(screen.queryByText('上传图片')).toBeNull();
  });

  it('shows existing ids as thumbnails and removes one from the value', async () => {
    renderWithApp(<Harness initial="old-1,old-2" maxCount={5} />);
    expect(document.querySelector('a[href="/api/dtmm/common/file/download/old-2"]')).toBeTruthy();
    const [first] = screen.getAllByRole('button', { name: /删除/ });
    if (first) fireEvent.click(first);
    await waitFor(() => expect(values.at(-1)).toBe('old-2'));
  });

  it('crops to the asked square before sending, and sends nothing when the crop is cancelled', async () => {
    // jsdom has neither object URLs nor a canvas.
    Object.assign(URL, { createObjectURL: () => 'blob:picked', revokeObjectURL: () => {} });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: () => {},
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done, type) => done(new Blob(['c'], { type })));
    renderWithApp(<Harness cropSize={100} />);
    pick(image('logo.png'));
    await screen.findByText('裁剪图片');
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('裁剪图片')).toBeNull());
    pick(image('logo.png'));
    const picked = await screen.findByAltText('待裁剪图片');
    Object.defineProperties(picked, { naturalWidth: { value: 400 }, naturalHeight: { value: 200 } });
    fireEvent.load(picked);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const sent = sentForm().get('file') as File;
    expect(sent.size).toBe(1); // the cropped blob, not the picked file
    expect(sent.type).toBe('image/png');
  });
});
