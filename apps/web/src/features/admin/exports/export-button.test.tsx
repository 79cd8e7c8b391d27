import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { type Notifier, setNotifier } from '@/lib/notifier';
import { fileNameOf } from '@/lib/save-blob';
import { json, PAIR, USER } from '@/test/session-fixtures';
import { ExportButton } from './export-button';

const NAME =
  'attachment; filename="export-20261126.xlsx"; filename*=UTF-8\'\'%E4%BC%81%E4%B8%9A%E5%88%97%E8%A1%A8-20261126.xlsx';

/** A body that arrives in two chunks, the second only when `release` is called. */
function streamedAnswer() {
  let release = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(2048));
      release = () => {
        controller.enqueue(new Uint8Array(1024));
        controller.close();
      };
    },
  });
  const response = new Response(body, {
    status: 200,
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': NAME,
      'x-total-rows': '10000',
    },
  });
  return { response, release: () => release() };
}

let fetchMock: Mock<typeof fetch>;
let notifier: { [K in keyof Notifier]: Mock };
let previous: Notifier;
let saved: { name: string; size: number } | null;

beforeEach(() => {
  sessionStore.start({ ...USER, userId: '1', userName: 'operator', isOperator: true }, PAIR);
  notifier = {
    success: vi.fn(),
    error: vi.fn(),
    warning: vi.fn(),
    showOverlay: vi.fn(),
    hideOverlay: vi.fn(),
    reload: vi.fn(),
  };
  previous = setNotifier(notifier);
  saved = null;
  let blob: Blob | null = null;
  const createObjectURL = (b: Blob) => {
    blob = b;
    return 'blob:x';
  };
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved = { name: this.download, size: blob?.size ?? 0 };
  });
});
afterEach(() => {
  setNotifier(previous);
  sessionStore.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ExportButton', () => {
  it('downloads the list with its query and token, shows the rows and bytes, saves under the server’s name', async () => {
    const { response, release } = streamedAnswer();
    fetchMock = vi.fn<typeof fetch>(async () => response);
    vi.stubGlobal('fetch', fetchMock);
    render(
      <ExportButton
        table="companies"
        query={{ keyword: '晋', certificationStatus: '', page: 2, sidx: 'companyName' }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /导出Excel/ }));
    expect(await screen.findByText('共 10000 行，已接收 2 KB')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/admin/exports/companies?keyword=%E6%99%8B&page=2&sidx=companyName');
    expect(init?.headers).toEqual({ access_token: PAIR.access_token });
    release();
    await waitFor(() => expect(saved).toEqual({ name: '企业列表-20261126.xlsx', size: 3072 }));
    expect(notifier.success).toHaveBeenCalledWith('已导出 10000 行');
  });

  it('tells the server’s refusal in a toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ code: 403, msg: '无权操作：需要审核员角色' }, 403)),
    );
    render(<ExportButton table="companies" query={{}} />);
    fireEvent.click(screen.getByRole('button', { name: /导出Excel/ }));
    await waitFor(() => expect(notifier.error).toHaveBeenCalledWith('无权操作：需要审核员角色'));
    expect(saved).toBeNull();
  });

  it('reads the UTF-8 file name before the plain one', () => {
    expect(fileNameOf(NAME, 'x.xlsx')).toBe('企业列表-20261126.xlsx');
    expect(fileNameOf('attachment; filename="a.xlsx"', 'x.xlsx')).toBe('a.xlsx');
    expect(fileNameOf(null, 'x.xlsx')).toBe('x.xlsx');
  });
});
