import type { SessionUser } from '@dtmm/shared';
import { useSyncExternalStore } from 'react';
import { type Session, sessionStore } from '../session-store';

export interface SessionView extends Session {
  isLoggedIn: boolean;
  /** The user belongs to a company (otherwise the header says 未认证). */
  hasCompany: boolean;
}

export const hasCompany = (user: SessionUser | null): boolean => Boolean(user?.companyId);

/** The current session; re-renders on login, logout, refresh and on changes from other tabs. */
export function useSession(): SessionView {
  const session = useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getSnapshot,
    sessionStore.getServerSnapshot,
  );
  return { ...session, isLoggedIn: session.token !== null, hasCompany: hasCompany(session.user) };
}
