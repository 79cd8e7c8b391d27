import type { SessionUser, TokenPair } from '@dtmm/shared';
import { TOKEN_STORAGE_KEYS, tokenStorage } from '@/lib/token-storage';

/**
 * The session as the browser keeps it (portal.md 3 "Logged-in user", 4.3): the access and refresh
 * tokens (lib/token-storage) and the user, whose companyId/companyName/role are the company info.
 * Local storage is the one source of truth, so every tab agrees; React reads it through useSession.
 */
const USER_KEY = 'dtmm_user';
const WATCHED_KEYS = new Set<string>([USER_KEY, ...TOKEN_STORAGE_KEYS]);

export interface Session {
  token: string | null;
  user: SessionUser | null;
}

/** Why a session ended; decides what the person is told and where they go. */
export type SessionEndReason = 'logout' | 'expired' | 'idle' | 'password-changed' | 'account-closed';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as SessionUser) : null;
  } catch {
    return null;
  }
}

let cached: { token: string | null; rawUser: string | null; session: Session } | null = null;
const listeners = new Set<() => void>();
const externalListeners = new Set<() => void>();
const endListeners = new Set<(reason: SessionEndReason) => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Another tab changed the session: tell this tab's readers. */
function onStorage(event: StorageEvent): void {
  if (event.key !== null && !WATCHED_KEYS.has(event.key)) return;
  notify();
  for (const listener of externalListeners) listener();
}

function listen<T>(set: Set<T>, listener: T): () => void {
  set.add(listener);
  if (listeners.size + externalListeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    if (listeners.size + externalListeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Pages are rendered on the server for an anonymous visitor; hydration starts from that view. */
const ANONYMOUS: Session = { token: null, user: null };

export const sessionStore = {
  getServerSnapshot(): Session {
    return ANONYMOUS;
  },
  /** The same object while storage is unchanged (what useSyncExternalStore needs). */
  getSnapshot(): Session {
    const token = tokenStorage.get();
    const rawUser = storage()?.getItem(USER_KEY) ?? null;
    // A guest's session is the very object the server rendered with, so hydration has nothing to redo.
    if (token === null) return ANONYMOUS;
    if (!cached || cached.token !== token || cached.rawUser !== rawUser) {
      cached = { token, rawUser, session: { token, user: parseUser(rawUser) } };
    }
    return cached.session;
  },
  subscribe(listener: () => void): () => void {
    return listen(listeners, listener);
  },
  /** Changes made by another tab only (this tab's own changes are already known to it). */
  subscribeExternal(listener: () => void): () => void {
    return listen(externalListeners, listener);
  },
  /** After a successful login: the user (with the company info) and both tokens. */
  start(user: SessionUser, token: TokenPair): void {
    tokenStorage.setPair(token.access_token, token.refresh_token);
    storage()?.setItem(USER_KEY, JSON.stringify(user));
    notify();
  },
  /** A fresh userinfo answer. */
  setUser(user: SessionUser): void {
    if (!tokenStorage.get()) return; // the session ended while the answer was on its way
    storage()?.setItem(USER_KEY, JSON.stringify(user));
    notify();
  },
  /** A refreshed pair: the refresh token rotates on every use, so both are replaced. */
  setTokens(token: TokenPair): void {
    tokenStorage.setPair(token.access_token, token.refresh_token);
    notify();
  },
  clear(): void {
    tokenStorage.clear();
    storage()?.removeItem(USER_KEY);
    notify();
  },
  /** Listens for sessions this tab ends (logout, expiry, idle, password change). */
  onEnd(listener: (reason: SessionEndReason) => void): () => void {
    endListeners.add(listener);
    return () => endListeners.delete(listener);
  },
};

/** Clears the session and tells the listeners why, once: a session that is already gone ends silently. */
export function endSession(reason: SessionEndReason): void {
  const hadSession = tokenStorage.get() !== null;
  sessionStore.clear();
  if (!hadSession) return;
  for (const listener of endListeners) listener(reason);
}
