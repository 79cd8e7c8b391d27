import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { apiClient, configureApiClient, resetApiClientState } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { type Notifier, setNotifier } from '@/lib/notifier';
import { tokenStorage } from '@/lib/token-storage';
import { COMPANY_USER, json, PAIR, USER } from '@/test/session-fixtures';
import { LAST_ACTIVITY_KEY } from './idle-watcher';
import { isSessionDead, logout, refreshSession, startSession, syncUserInfo } from './session-actions';
import { type SessionEndReason, sessionStore } from './session-store';

let fetchMock: Mock<typeof fetch>;
let ended: SessionEndReason[];
let stopListening: () => void;
let restoreNotifier: Notifier;
const notifier = {
  success: vi.fn(),
  error: vi.fn(),
  warning: vi.fn(),
  showOverlay: vi.fn(),
  hideOverlay: vi.fn(),
  reload: vi.fn(),
};

const requests = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    headers: new Headers(init?.headers),
    body: String(init?.body ?? ''),
  }));

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  ended = [];
  stopListening = sessionStore.onEnd((reason) => ended.push(reason));
  restoreNotifier = setNotifier(notifier);
});
afterEach(() => {
  stopListening();
  setNotifier(restoreNotifier);
  resetApiClientState();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('startSession', () => {
  it('stores the session and counts the login as activity', () => {
    startSession({ user: USER, token: PAIR });
    expect(sessionStore.getSnapshot()).toEqual({ token: 'a1', user: USER });
    expect(Number(localStorage.getItem(LAST_ACTIVITY_KEY))).toBeGreaterThan(0);
  });
});

describe('refreshSession', () => {
  it('trades the refresh token for a new pair, form-encoded and without the old access token', async () => {
    startSession({ user: USER, token: PAIR });
    fetchMock.mockResolvedValue(json({ code: 0, msg: '', data: { ...PAIR, access_token: 'a2', refresh_token: 'r2' } }));
    await expect(refreshSession()).resolves.toBe(true);
    const [request] = requests();
    expect(request?.url).toBe('/sso/oauth2/refresh_token');
    expect(request?.headers.has('access_token')).toBe(false);
    expect(new URLSearchParams(request?.body)).toEqual(
      new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: 'dtmm-web',
        client_secret: 'dtmm-web-public',
        refresh_token: 'r1',
      }),
    );
    expect([tokenStorage.get(), tokenStorage.getRefresh()]).toEqual(['a2', 'r2']);
    expect(ended).toEqual([]);
  });

  it('ends the session when the refresh token is refused (401)', async () => {
    startSession({ user: USER, token: PAIR });
    fetchMock.mockResolvedValue(json({ code: 401, msg: '登录已失效，请重新登录' }, 401));
    await expect(refreshSession()).resolves.toBe(false);
    expect(ended).toEqual(['expired']);
    expect(tokenStorage.get()).toBeNull();
  });

  it('ends the session when there is no refresh token', async () => {
    tokenStorage.set('a1');
    fetchMock.mockResolvedValue(json({ code: 0, msg: '', data: null }));
    await expect(refreshSession()).resolves.toBe(false);
    expect(ended).toEqual(['expired']);
    // the server is asked to drop the cookies of the dead session
    expect(requests().map((r) => [r.url, r.headers.has('access_token')])).toEqual([['/api/dtmm/auth/logout', false]]);
  });

  it('keeps the session through a network failure', async () => {
    startSession({ user: USER, token: PAIR });
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await expect(refreshSession()).resolves.toBe(false);
    expect(ended).toEqual([]);
    expect(tokenStorage.get()).toBe('a1');
    expect(notifier.error).toHaveBeenCalled();
  });

  it('lets concurrent 200004 answers share one refresh through the api client, and replays each once', async () => {
    startSession({ user: USER, token: PAIR });
    configureApiClient({ onTokenExpired: refreshSession });
    let refreshes = 0;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/sso/oauth2/refresh_token') {
        refreshes++;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json({ code: 0, msg: '', data: { ...PAIR, access_token: 'a2', refresh_token: 'r2' } });
      }
      const token = new Headers(init?.headers).get('access_token');
      return token === 'a2' ? json({ code: 0, msg: '', data: url }) : json({ code: 200004, msg: '登录已过期' }, 401);
    });
    await expect(Promise.all([apiClient.get('/a'), apiClient.get('/b'), apiClient.get('/c')])).resolves.toEqual([
      '/a',
      '/b',
      '/c',
    ]);
    expect(refreshes).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(7);
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('a failed refresh ends the session once and does not toast per request', async () => {
    startSession({ user: USER, token: PAIR });
    configureApiClient({ onTokenExpired: refreshSession });
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/sso/oauth2/refresh_token'
        ? json({ code: 401, msg: '登录已失效，请重新登录' }, 401)
        : json({ code: 200004, msg: '登录已过期' }, 401),
    );
    const results = await Promise.allSettled([apiClient.get('/a'), apiClient.get('/b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(ended).toEqual(['expired']);
    expect(notifier.error).not.toHaveBeenCalled();
  });
});

describe('syncUserInfo', () => {
  it('refreshes the stored user', async () => {
    startSession({ user: USER, token: PAIR });
    fetchMock.mockResolvedValue(json({ code: 0, msg: '', data: COMPANY_USER }));
    await expect(syncUserInfo()).resolves.toEqual(COMPANY_USER);
    expect(sessionStore.getSnapshot().user).toEqual(COMPANY_USER);
    expect(requests()[0]?.headers.get('access_token')).toBe('a1');
  });

  it('ends the session on code 500 (portal.md 4.3)', async () => {
    startSession({ user: USER, token: PAIR });
    fetchMock.mockResolvedValue(json({ code: 500, msg: '登录状态已失效，请重新登录' }, 401));
    await expect(syncUserInfo()).resolves.toBeNull();
    expect(ended).toEqual(['expired']);
    expect(requests().at(-1)?.url).toBe('/api/dtmm/auth/logout');
  });

  it('keeps the session when the server itself fails', async () => {
    startSession({ user: USER, token: PAIR });
    fetchMock.mockResolvedValue(json({ code: 500, msg: '服务器开小差了，请稍后再试' }, 500));
    await expect(syncUserInfo()).rejects.toBeInstanceOf(ApiError);
    expect(ended).toEqual([]);
    expect(tokenStorage.get()).toBe('a1');
  });
});

describe('isSessionDead', () => {
  it('tells a dead session from an expired token and a crash', () => {
    expect(isSessionDead(new ApiError('x', 'business', 500, 200))).toBe(true);
    expect(isSessionDead(new ApiError('x', 'http', 500, 401))).toBe(true);
    expect(isSessionDead(new ApiError('x', 'http', 401, 401))).toBe(true);
    expect(isSessionDead(new ApiError('x', 'http', 200004, 401))).toBe(false);
    expect(isSessionDead(new ApiError('x', 'http', 500, 500))).toBe(false);
    expect(isSessionDead(new ApiError('x', 'network'))).toBe(false);
    expect(isSessionDead(new Error('x'))).toBe(false);
  });
});

describe('logout', () => {
  it('revokes the session on the server with the token, then clears it', async () => {
    startSession({ user: USER, token: PAIR });
    fetchMock.mockResolvedValue(json({ code: 0, msg: '', data: null }));
    await logout();
    expect(requests()[0]?.url).toBe('/api/dtmm/auth/logout');
    expect(requests()[0]?.headers.get('access_token')).toBe('a1');
    expect(sessionStore.getSnapshot()).toEqual({ token: null, user: null });
    expect(ended).toEqual(['logout']);
  });

  it('clears the session even when the server cannot be reached', async () => {
    startSession({ user: USER, token: PAIR });
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await logout('idle');
    expect(tokenStorage.get()).toBeNull();
    expect(ended).toEqual(['idle']);
    expect(notifier.error).not.toHaveBeenCalled();
  });
});
