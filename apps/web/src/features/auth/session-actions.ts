import { ERROR_TOAST_MS, type SessionUser } from '@dtmm/shared';
import { isApiError } from '@/lib/api-error';
import { getNotifier } from '@/lib/notifier';
import { tokenStorage } from '@/lib/token-storage';
import { fetchUserInfo, type LoginResult, logoutCall, refreshTokens } from './api/auth-api';
import { recordActivity } from './idle-watcher';
import { endSession, type SessionEndReason, sessionStore } from './session-store';

/** Stores what a successful login answered (portal.md 4.3) and counts it as activity for the idle timer. */
export function startSession({ user, token }: LoginResult): void {
  recordActivity();
  sessionStore.start(user, token);
}

/**
 * Ends a session the server already ended (password changed, session dead): clears it here and lets
 * the server drop its HttpOnly cookies, which would otherwise keep naming the dead session.
 */
export function closeSession(
  reason: Extract<SessionEndReason, 'expired' | 'password-changed' | 'account-closed'>,
): void {
  endSession(reason);
  void logoutCall({ anonymous: true }).catch(() => undefined);
}

/** Revokes the session on the server (best effort), then ends it here. */
export async function logout(reason: Extract<SessionEndReason, 'logout' | 'idle'> = 'logout'): Promise<void> {
  if (tokenStorage.get()) await logoutCall().catch(() => undefined);
  endSession(reason);
}

/**
 * A dead session: userinfo answers code 500 (portal.md 4.3; HTTP 401 from this server), and any
 * other call HTTP 401 that is not the refreshable 200004. A server crash (HTTP 5xx) is not one.
 */
export function isSessionDead(error: unknown): boolean {
  if (!isApiError(error) || error.kind === 'network' || error.kind === 'timeout') return false;
  if ((error.status ?? 0) >= 500) return false;
  if (error.code === 200004) return false;
  return error.status === 401 || error.code === 500 || error.code === 401;
}

/** GET userinfo, refreshing the stored user; a dead session ends here and the person goes to the login page. */
export async function syncUserInfo(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    const user = await fetchUserInfo(signal);
    sessionStore.setUser(user);
    return user;
  } catch (error) {
    if (isSessionDead(error)) {
      closeSession('expired');
      return null;
    }
    throw error;
  }
}

let isCheckingConsent = false;
/**
 * A call answered consentRequired (a version published while this session ran): the user is read
 * again, once for any number of such answers, and its consentRequired opens the consent dialog.
 */
export function recheckConsent(): void {
  if (isCheckingConsent) return;
  isCheckingConsent = true;
  void syncUserInfo()
    .catch(() => null)
    .finally(() => {
      isCheckingConsent = false;
    });
}

/** Runs `task` while holding a lock all tabs share, where the browser has one (Web Locks). */
function withTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks ? (locks.request(name, task) as Promise<T>) : task();
}

/**
 * The api client's onTokenExpired (portal.md 4.3): trades the refresh token for a new pair. Tabs
 * take turns, and a tab that finds the pair already renewed by another uses it, so an old refresh
 * token is never presented twice (the server treats that as theft and revokes the whole family).
 * A refused refresh ends the session.
 */
export function refreshSession(): Promise<boolean> {
  const staleToken = tokenStorage.get();
  return withTabLock('dtmm-token-refresh', async () => {
    const current = tokenStorage.get();
    if (current === null) return false;
    if (current !== staleToken) return true;
    const refreshToken = tokenStorage.getRefresh();
    if (!refreshToken) {
      closeSession('expired');
      return false;
    }
    try {
      sessionStore.setTokens(await refreshTokens(refreshToken));
      return true;
    } catch (error) {
      if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) {
        getNotifier().error(error.message, ERROR_TOAST_MS);
      } else if (!isApiError(error) || error.kind !== 'rate-limited') {
        endSession('expired');
      }
      return false;
    }
  });
}
