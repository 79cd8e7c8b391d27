/**
 * Where the tokens live between visits (portal.md 3, 4.3). The spec keeps the access token and the
 * refresh token in two cookies; the server sets those itself as HttpOnly cookies, so the browser's
 * own copy (which it must send as the `access_token` header, portal.md 6) lives in local storage.
 * The login flow writes them; logout clears them.
 */
const ACCESS_KEY = 'dtmm_access_token';
const REFRESH_KEY = 'dtmm_refresh_token';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage blocked (privacy mode, sandboxed frame)
  }
}

export const TOKEN_STORAGE_KEYS = [ACCESS_KEY, REFRESH_KEY] as const;

export const tokenStorage = {
  get(): string | null {
    return storage()?.getItem(ACCESS_KEY) || null;
  },
  set(token: string): void {
    storage()?.setItem(ACCESS_KEY, token);
  },
  getRefresh(): string | null {
    return storage()?.getItem(REFRESH_KEY) || null;
  },
  /** Stores a fresh pair (login, refresh): the refresh token rotates on every use. */
  setPair(accessToken: string, refreshToken: string): void {
    storage()?.setItem(ACCESS_KEY, accessToken);
    storage()?.setItem(REFRESH_KEY, refreshToken);
  },
  clear(): void {
    storage()?.removeItem(ACCESS_KEY);
    storage()?.removeItem(REFRESH_KEY);
  },
};

export const hasToken = (): boolean => tokenStorage.get() !== null;
