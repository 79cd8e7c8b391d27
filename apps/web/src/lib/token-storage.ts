/** Where the access token lives between visits (portal.md 4.3). The login flow writes it; logout clears it. */
const TOKEN_KEY = 'dtmm_access_token';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage blocked (privacy mode, sandboxed frame)
  }
}

export const tokenStorage = {
  get(): string | null {
    return storage()?.getItem(TOKEN_KEY) || null;
  },
  set(token: string): void {
    storage()?.setItem(TOKEN_KEY, token);
  },
  clear(): void {
    storage()?.removeItem(TOKEN_KEY);
  },
};

export const hasToken = (): boolean => tokenStorage.get() !== null;
