import { INACTIVITY_LOGOUT_MS } from '@dtmm/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { tokenStorage } from '@/lib/token-storage';
import { renderWithApp } from '@/test/render-with-app';
import { COMPANY_USER, json, PAIR, USER } from '@/test/session-fixtures';
import { recordActivity } from '../idle-watcher';
import { endSession, sessionStore } from '../session-store';
import { SessionKeeper } from './session-keeper';

let fetchMock: Mock<typeof fetch>;
let userInfoAnswer: () => Response;

beforeEach(() => {
  userInfoAnswer = () => json({ code: 0, msg: '', data: COMPANY_USER });
  fetchMock = vi.fn<typeof fetch>(async (input) =>
    String(input) === '/api/dtmm/auth/userinfo' ? userInfoAnswer() : json({ code: 0, msg: '', data: null }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const renderKeeper = () => renderWithApp(<SessionKeeper />, { path: '/severcenter', entry: '/severcenter?tab=1' });

describe('SessionKeeper (portal.md 4.3)', () => {
  it('refreshes the stored user from userinfo when the app starts with a token', async () => {
    sessionStore.start(USER, PAIR);
    renderKeeper();
    await waitFor(() => expect(sessionStore.getSnapshot().user).toEqual(COMPANY_USER));
  });

  it('sends the person to the login page, with a way back, when userinfo answers code 500', async () => {
    userInfoAnswer = () => json({ code: 500, msg: '登录状态已失效，请重新登录' }, 401);
    sessionStore.start(USER, PAIR);
    const { router } = renderKeeper();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fsevercenter%3Ftab%3D1');
    expect(await screen.findByText('登录状态已失效，请重新登录')).toBeTruthy();
    expect(tokenStorage.get()).toBeNull();
  });

  it('logs out a session left idle for 30 minutes with 您已长时间未操作，请重新登录！', async () => {
    sessionStore.start(USER, PAIR);
    recordActivity(Date.now() - INACTIVITY_LOGOUT_MS - 1);
    const { router } = renderKeeper();
    expect(await screen.findByText('您已长时间未操作，请重新登录！')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/dtmm/auth/logout')).toBe(true);
    expect(tokenStorage.get()).toBeNull();
  });

  it('after a logout goes to the login page and says 已退出登录', async () => {
    sessionStore.start(USER, PAIR);
    const { router } = renderKeeper();
    act(() => endSession('logout'));
    expect(await screen.findByText('已退出登录')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
  });
});
