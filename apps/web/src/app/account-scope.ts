import type { SessionUser } from '@dtmm/shared';
import type { Query, QueryClient } from '@tanstack/react-query';
import { sessionStore } from '@/features/auth/session-store';

/**
 * Query roots that hold the same answer for everyone (reference data, public lists). Everything else
 * was fetched for one account, so it is dropped when the account changes: the next person in this
 * browser, or the same person after joining a company or becoming its ADMIN, never sees stale rows.
 */
const SHARED_ROOTS = new Set<unknown>(['auth', 'dictionary', 'regions', 'industries', 'platform', 'providers']);

/** Who the cached answers were fetched for: user, company, role and the operator/provider flags. */
export function accountKey(user: SessionUser | null): string {
  if (!user) return '';
  return [user.userId, user.companyId ?? '', user.role ?? '', user.isOperator, user.isProvider].join('|');
}

/**
 * Drops the account's cached answers whenever the account key changes; a query a mounted page still
 * shows is fetched again for the new account instead (the page keeps its rows until the new ones
 * arrive). At sign-out nothing is fetched again: without a token every such call would answer 401
 * (issue 30: two on logging out from the questionnaire), and the page that shows them is on its way to
 * the login page; its answers stay only until then and are dropped at the next sign-in at the latest.
 * Answers the unsubscribe.
 */
export function scopeQueriesToAccount(client: QueryClient): () => void {
  let current = accountKey(sessionStore.getSnapshot().user);
  return sessionStore.subscribe(() => {
    const next = accountKey(sessionStore.getSnapshot().user);
    if (next === current) return;
    current = next;
    const isAccountData = (query: Query) => !SHARED_ROOTS.has(query.queryKey[0]);
    client.removeQueries({ predicate: (query) => isAccountData(query) && query.getObserversCount() === 0 });
    if (next === '') return;
    void client.invalidateQueries({ predicate: (query) => isAccountData(query) && query.getObserversCount() > 0 });
  });
}
