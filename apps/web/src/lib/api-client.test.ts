import { ERROR_TOAST_MS, messages, RATE_LIMIT_RELOAD_MS, REQUEST_TIMEOUT_MS } from '@dtmm/shared';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { apiClient, configureApiClient, resetApiClientState, TIMEOUT_TEXT } from './api-client';
import { ApiError } from './api-error';
import { type Notifier, setNotifier } from './notifier';
import { tokenStorage } from './token-storage';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: Mock<typeof fetch>;
let notifier: { [K in keyof Notifier]: Mock<Notifier[K]> };
let restoreNotifier: Notifier;

const lastRequest = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
};

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  notifier = {
    success: vi.fn(),
    error: vi.fn(),
    warning: vi.fn(),
    showOverlay: vi.fn(),
    hideOverlay: vi.fn(),
    reload: vi.fn(),
  };
  restoreNotifier = setNotifier(notifier);
});

afterEach(() => {
  setNotifier(restoreNotifier);
  resetApiClientState();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('success', () => {
  it('unwraps data from the envelope and sends credentials, query and token', async () => {
    tokenStorage.set('tok-1');
    fetchMock.mockResolvedValue(json({ code: 0, msg: 'ok', data: { companyName: '平台' } }));
    const data = await apiClient.get<{ companyName: string }>('/cruplat/getconfig', {
      query: { a: '1', b: '', c: undefined },
    });
    expect(data).toEqual({ companyName: '平台' });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/cruplat/getconfig?a=1');
    expect(init.credentials).toBe('include');
    expect(headers.get('access_token')).toBe('tok-1');
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('sends no token header for a guest', async () => {
    fetchMock.mockResolvedValue(json({ code: 0, msg: '', data: null }));
    await apiClient.get('/x');
    expect(lastRequest().headers.has('access_token')).toBe(false);
  });

  it('returns list and total from a list envelope', async () => {
    fetchMock.mockResolvedValue(json({ code: 0, msg: '', data: [{ id: '1' }], total: 7 }));
    await expect(apiClient.list('/list')).resolves.toEqual({ list: [{ id: '1' }], total: 7 });
  });

  it('posts JSON and form-encoded bodies', async () => {
    fetchMock.mockImplementation(async () => json({ code: 0, msg: '', data: 1 }));
    await apiClient.post('/json', { a: 1 });
    expect(lastRequest().headers.get('content-type')).toBe('application/json');
    expect(lastRequest().init.body).toBe('{"a":1}');
    await apiClient.postForm('/form', { username: '张三', password: 'p&w', skip: undefined });
    expect(lastRequest().headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(lastRequest().init.body).toBe('username=%E5%BC%A0%E4%B8%89&password=p%26w');
  });

  it('posts multipart bodies as they are, leaving the content type to fetch', async () => {
    tokenStorage.set('tok-1');
    fetchMock.mockResolvedValue(json({ code: 0, msg: '上传成功~', data: { id: 'f1' } }));
    const form = new FormData();
    form.append('project', 'dtmm');
    form.append('file', new Blob(['x']), 'a.png');
    await expect(apiClient.postMultipart('/upload', form)).resolves.toEqual({ id: 'f1' });
    const { init, headers } = lastRequest();
    expect(init.body).toBe(form);
    expect(headers.has('content-type')).toBe(false);
    expect(headers.get('access_token')).toBe('tok-1');
  });
});

describe('failures', () => {
  it('toasts the msg of a non-zero code as an error and rejects', async () => {
    fetchMock.mockResolvedValue(json({ code: 500, msg: '业务出错了', data: null }));
    const error = await apiClient.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', code: 500, message: '业务出错了', notified: true });
    expect(notifier.error).toHaveBeenCalledWith('业务出错了');
  });

  it('gives lists a warning and an empty page on a non-zero code', async () => {
    fetchMock.mockResolvedValue(json({ code: 1, msg: '查询失败', data: null }));
    await expect(apiClient.list('/list')).resolves.toEqual({ list: [], total: 0 });
    expect(notifier.warning).toHaveBeenCalledWith('查询失败');
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('shows the msg of an HTTP failure for 5 s', async () => {
    fetchMock.mockResolvedValue(json({ code: 404, msg: '请求的资源不存在' }, 404));
    await expect(apiClient.get('/x')).rejects.toMatchObject({ kind: 'http', status: 404 });
    expect(notifier.error).toHaveBeenCalledWith('请求的资源不存在', ERROR_TOAST_MS);
  });

  it('empties a list on an HTTP failure too', async () => {
    fetchMock.mockResolvedValue(json({ code: 500, msg: '服务器开小差了' }, 500));
    await expect(apiClient.list('/list')).resolves.toEqual({ list: [], total: 0 });
    expect(notifier.error).toHaveBeenCalledWith('服务器开小差了', ERROR_TOAST_MS);
  });

  it('uses a generic text when an HTTP failure has no body', async () => {
    fetchMock.mockResolvedValue(new Response('bad gateway', { status: 502 }));
    await expect(apiClient.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(notifier.error).toHaveBeenCalledWith(messages.common.requestError, ERROR_TOAST_MS);
  });

  it('keeps the data of a refusal (a refused login carries its attempt counts)', async () => {
    fetchMock.mockResolvedValue(json({ code: 400, msg: '你还有3次机会登录！', data: { remainingAttempts: 3 } }, 400));
    await expect(apiClient.post('/x', {}, { silent: true })).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      data: { remainingAttempts: 3 },
    });
  });

  it('answers the msg with the data when asked to', async () => {
    fetchMock.mockResolvedValue(json({ code: 0, msg: '注册成功，请登录', data: null }));
    await expect(apiClient.postForMessage('/register', { a: '1' }, { form: true })).resolves.toEqual({
      data: null,
      msg: '注册成功，请登录',
    });
    expect(lastRequest().init.body).toBe('a=1');
  });

  it('stays silent when asked to', async () => {
    fetchMock.mockResolvedValue(json({ code: 1, msg: 'nope' }));
    await expect(apiClient.get('/x', { silent: true })).rejects.toMatchObject({ notified: false });
    expect(notifier.error).not.toHaveBeenCalled();
  });
});

describe('rate limit (429)', () => {
  it('warns with msg, shows the overlay once and reloads after 6 s', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => json({ code: 429, msg: '请求过于频繁' }, 429));
    await expect(apiClient.get('/x')).rejects.toMatchObject({ kind: 'rate-limited' });
    await expect(apiClient.list('/y')).resolves.toEqual({ list: [], total: 0 });
    expect(notifier.warning).toHaveBeenCalledWith('请求过于频繁');
    expect(notifier.error).not.toHaveBeenCalled();
    expect(notifier.showOverlay).toHaveBeenCalledTimes(1);
    expect(notifier.showOverlay).toHaveBeenCalledWith('请稍等片刻...');
    vi.advanceTimersByTime(RATE_LIMIT_RELOAD_MS - 1);
    expect(notifier.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(notifier.reload).toHaveBeenCalledTimes(1);
  });
});

describe('timeout', () => {
  it('aborts after 60 s and shows the timeout text', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = apiClient.get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await expect(pending).resolves.toMatchObject({ kind: 'timeout', message: TIMEOUT_TEXT });
    expect(notifier.error).toHaveBeenCalledWith(TIMEOUT_TEXT, ERROR_TOAST_MS);
  });

  it('rejects quietly when the caller cancels', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = apiClient.list('/list', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(notifier.error).not.toHaveBeenCalled();
    expect(notifier.warning).not.toHaveBeenCalled();
  });
});

describe('token expired (200004)', () => {
  const expired = () => json({ code: 200004, msg: 'token已过期' }, 401);

  it('without a refresh hook, tells the person and rejects', async () => {
    fetchMock.mockResolvedValue(expired());
    await expect(apiClient.get('/x')).rejects.toMatchObject({ code: 200004 });
    expect(notifier.error).toHaveBeenCalledWith('token已过期', ERROR_TOAST_MS);
  });

  it('refreshes once for 20 concurrent requests and replays each once', async () => {
    tokenStorage.set('old');
    let release: (ok: boolean) => void = () => {};
    const refresh = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          release = (ok) => {
            tokenStorage.set('new');
            resolve(ok);
          };
        }),
    );
    configureApiClient({ onTokenExpired: refresh });
    fetchMock.mockImplementation(async (_url, init) =>
      new Headers(init?.headers).get('access_token') === 'new' ? json({ code: 0, msg: '', data: 'fresh' }) : expired(),
    );
    const all = Promise.all(Array.from({ length: 20 }, (_, i) => apiClient.get(`/r${i}`)));
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(20)); // every 200004 is in before the refresh ends
    release(true);
    await expect(all).resolves.toEqual(Array(20).fill('fresh'));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(40);
  });

  it('sends anonymous calls without the token and never refreshes for them', async () => {
    tokenStorage.set('old');
    const refresh = vi.fn(async () => true);
    configureApiClient({ onTokenExpired: refresh });
    fetchMock.mockResolvedValue(expired());
    await expect(apiClient.postForm('/login', { a: 1 }, { anonymous: true })).rejects.toMatchObject({ code: 200004 });
    expect(lastRequest().headers.has('access_token')).toBe(false);
    expect(refresh).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves telling the person to the refresh hook when the refresh fails', async () => {
    tokenStorage.set('old');
    configureApiClient({ onTokenExpired: async () => false });
    fetchMock.mockResolvedValue(expired());
    await expect(apiClient.get('/x')).rejects.toMatchObject({ code: 200004, notified: true });
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('replays at most once even if the replay is refused again', async () => {
    tokenStorage.set('old');
    configureApiClient({
      onTokenExpired: async () => {
        tokenStorage.set('still-bad');
        return true;
      },
    });
    fetchMock.mockImplementation(async () => expired());
    await expect(apiClient.get('/x')).rejects.toMatchObject({ code: 200004 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
