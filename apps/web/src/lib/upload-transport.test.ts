import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, resetApiClientState, TIMEOUT_TEXT } from './api-client';
import { type Notifier, setNotifier } from './notifier';
import { tokenStorage } from './token-storage';

/** Enough of XMLHttpRequest to play an upload: progress events, then an answer or silence. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  status = 0;
  responseText = '';
  body: unknown = null;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  isAborted = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.isAborted = true;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

let restore: Notifier;
beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  restore = setNotifier({
    success: vi.fn(),
    error: vi.fn(),
    warning: vi.fn(),
    showOverlay: vi.fn(),
    hideOverlay: vi.fn(),
    reload: vi.fn(),
  });
  tokenStorage.set('tok-1');
});
afterEach(() => {
  setNotifier(restore);
  resetApiClientState();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  tokenStorage.clear();
});

const form = () => {
  const data = new FormData();
  data.append('projectClass', 'video');
  return data;
};

describe('uploads with progress', () => {
  it('reports progress and answers like any call, with the token and cookies', async () => {
    const seen: number[] = [];
    const answer = apiClient.postMultipart<{ id: string }>('/api/dtmm/auth/upload', form(), {
      onUploadProgress: (percent) => seen.push(percent),
    });
    const xhr = FakeXhr.last as FakeXhr;
    expect([xhr.method, xhr.url, xhr.headers.access_token, xhr.withCredentials]).toEqual([
      'POST',
      '/api/dtmm/auth/upload',
      'tok-1',
      true,
    ]);
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.answer(200, { code: 0, msg: '上传成功~', data: { id: 'f1' } });
    expect(await answer).toEqual({ id: 'f1' });
    expect(seen).toEqual([25, 100]);
  });

  it('times out only after the bytes stop moving', async () => {
    vi.useFakeTimers();
    const answer = apiClient.postMultipart('/api/dtmm/auth/upload', form(), {
      onUploadProgress: () => undefined,
      timeoutMs: 1_000,
    });
    const failed = expect(answer).rejects.toThrow(TIMEOUT_TEXT);
    const xhr = FakeXhr.last as FakeXhr;
    for (let i = 1; i <= 5; i++) {
      vi.advanceTimersByTime(800);
      xhr.progress(i * 10, 100);
    }
    expect(xhr.isAborted).toBe(false);
    vi.advanceTimersByTime(1_000);
    await failed;
    expect(xhr.isAborted).toBe(true);
  });
});
