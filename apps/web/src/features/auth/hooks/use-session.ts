import type { SessionUser } from '@dtmm/shared';
import { useSyncExternalStore } from 'react';
import { type Session, sessionStore } from '../session-store';

export interface SessionView extends Session {
  isLoggedIn: boolean;
  /** The user belongs to a company (otherwise the header says 未认证). */
  hasCompany: boolean;
  /**
   * The company's certification is approved: it may assess and apply (the server decides; a session
   * kept from before the flag existed counts as certified until userinfo answers).
   */
  hasCertifiedCompany: boolean;
}

export const hasCompany = (user: SessionUser | null): boolean => Boolean(user?.companyId);
const hasCertifiedCompany = (user: SessionUser | null): boolean =>
  hasCompany(user) && user?.isCompanyCertified !== false;

/** The current session; re-renders on login, logout, refresh and on changes from other tabs. */
export function useSession(): SessionView {
  const session = useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getSnapshot,
    sessionStore.getServerSnapshot,
  );
  return {
    ...session,
    isLoggedIn: session.token !== null,
    hasCompany: hasCompany(session.user),
    hasCertifiedCompany: hasCertifiedCompany(session.user),
  };
}
