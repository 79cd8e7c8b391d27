import { messages, personalInfoMessages } from '@dtmm/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { getNotifier } from '@/lib/notifier';
import { authKeys } from '../api/auth-api';
import { useIdleLogout } from '../hooks/use-idle-logout';
import { useSession } from '../hooks/use-session';
import { useUserInfoSync } from '../hooks/use-user-info';
import { loginPathFor } from '../safe-redirect';
import { type SessionEndReason, sessionStore } from '../session-store';

/** What the person is told when the session ends, by why it ended. */
export const SESSION_END_TEXTS: Record<SessionEndReason, { type: 'success' | 'warning'; text: string }> = {
  logout: { type: 'success', text: messages.auth.loggedOut },
  expired: { type: 'warning', text: messages.auth.sessionGone },
  idle: { type: 'warning', text: messages.common.inactivity },
  'password-changed': { type: 'success', text: `${messages.auth.passwordChanged}，请重新登录` },
  'account-closed': { type: 'success', text: `${personalInfoMessages.closed}，感谢您的使用` },
};

/**
 * Keeps the session honest while the app runs (portal.md 4.3): refreshes the user on start, logs
 * out after 30 idle minutes, and when a session ends tells the person why and opens the login page
 * (with `redirect` back here when it ended by itself). A logout in another tab re-runs the route guard.
 */
export function SessionKeeper() {
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const here = useRef(location);
  here.current = location;
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useUserInfoSync(isLoggedIn);
  useIdleLogout(isLoggedIn);

  useEffect(
    () =>
      sessionStore.onEnd((reason) => {
        queryClient.removeQueries({ queryKey: authKeys.all });
        const { type, text } = SESSION_END_TEXTS[reason];
        getNotifier()[type](text);
        const { pathname, search } = here.current;
        if (pathname === '/login') return;
        const isInvoluntary = reason === 'expired' || reason === 'idle';
        // The page that asked goes away with the toast: the login page repeats that the account is gone.
        const state = reason === 'account-closed' ? { notice: text } : undefined;
        navigate(isInvoluntary ? loginPathFor(`${pathname}${search}`) : '/login', { replace: isInvoluntary, state });
      }),
    [navigate, queryClient],
  );

  useEffect(
    () =>
      sessionStore.subscribeExternal(() => {
        if (sessionStore.getSnapshot().token !== null) return;
        queryClient.removeQueries({ queryKey: authKeys.all });
        void revalidate.current();
      }),
    [queryClient],
  );

  return null;
}
