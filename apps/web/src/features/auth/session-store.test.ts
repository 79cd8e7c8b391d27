import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '@/lib/token-storage';
import { PAIR, USER } from '@/test/session-fixtures';
import { useSession } from './hooks/use-session';
import { endSession, sessionStore } from './session-store';

describe('sessionStore', () => {
  it('stores user and both tokens on login, and clears them all', () => {
    sessionStore.start(USER, PAIR);
    expect(tokenStorage.get()).toBe('a1');
    expect(tokenStorage.getRefresh()).toBe('r1');
    expect(sessionStore.getSnapshot()).toEqual({ token: 'a1', user: USER });
    sessionStore.clear();
    expect(sessionStore.getSnapshot()).toEqual({ token: null, user: null });
    expect(localStorage.length).toBe(0);
  });

  it('answers the same snapshot object while nothing changed', () => {
    sessionStore.start(USER, PAIR);
    expect(sessionStore.getSnapshot()).toBe(sessionStore.getSnapshot());
    sessionStore.setTokens({ ...PAIR, access_token: 'a2', refresh_token: 'r2' });
    expect(sessionStore.getSnapshot().token).toBe('a2');
    expect(tokenStorage.getRefresh()).toBe('r2');
  });

  it('ignores a user that arrives after the session ended, and a corrupt stored user', () => {
    sessionStore.setUser(USER);
    expect(sessionStore.getSnapshot().user).toBeNull();
    tokenStorage.set('a1');
    localStorage.setItem('dtmm_user', '{not json');
    expect(sessionStore.getSnapshot()).toEqual({ token: 'a1', user: null });
  });

  it('tells end listeners why, once, and only when there was a session', () => {
    const onEnd = vi.fn();
    const stop = sessionStore.onEnd(onEnd);
    endSession('logout');
    expect(onEnd).not.toHaveBeenCalled();
    sessionStore.start(USER, PAIR);
    endSession('idle');
    endSession('idle');
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledWith('idle');
    stop();
  });
});

describe('useSession', () => {
  it('re-renders on login, on a user refresh and on logout', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.isLoggedIn).toBe(false);
    act(() => sessionStore.start(USER, PAIR));
    expect(result.current).toMatchObject({ isLoggedIn: true, hasCompany: false, user: { phone: '13812345678' } });
    act(() => sessionStore.setUser({ ...USER, companyId: '3', companyName: '晋数科技' }));
    expect(result.current.hasCompany).toBe(true);
    act(() => sessionStore.clear());
    expect(result.current.isLoggedIn).toBe(false);
  });

  it('follows another tab through the storage event', () => {
    const external = vi.fn();
    const stop = sessionStore.subscribeExternal(external);
    const { result } = renderHook(() => useSession());
    act(() => {
      tokenStorage.set('from-other-tab');
      window.dispatchEvent(new StorageEvent('storage', { key: 'dtmm_access_token' }));
    });
    expect(result.current.token).toBe('from-other-tab');
    expect(external).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(external).toHaveBeenCalledTimes(1);
    stop();
  });
});
