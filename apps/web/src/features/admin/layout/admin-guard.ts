import type { SessionUser } from '@dtmm/shared';
import { type LoaderFunctionArgs, replace } from 'react-router';
import { loginPathFor } from '@/features/auth/safe-redirect';
import { sessionStore } from '@/features/auth/session-store';

/** Operators only: a guest logs in first and comes back; anyone else signed in sees /401. */
export function backOfficeRedirect(target: string, session: { token: string | null; user: SessionUser | null }) {
  if (session.token === null) return loginPathFor(target);
  return session.user?.isOperator ? null : '/401';
}

/** The /admin route's loader: runs on every navigation inside the back office. */
export function adminGuardLoader({ request }: LoaderFunctionArgs) {
  const { pathname, search } = new URL(request.url);
  const target = backOfficeRedirect(`${pathname}${search}`, sessionStore.getSnapshot());
  if (target) throw replace(target);
  return null;
}
