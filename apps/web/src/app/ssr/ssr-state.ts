import { SSR_STATE_ELEMENT_ID } from '@dtmm/shared';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered page carries for its hydration: the router's loader data and the answers
 * its queries were rendered with, so the first client render matches the HTML exactly. It travels
 * as a JSON data block (`<script type="application/json">`), which the CSP's script-src 'self'
 * allows where an inline script would be refused.
 */
export interface SsrState {
  router: HydrationState;
  queries: DehydratedState;
}

/** JSON that cannot close the data block it sits in, whatever the content says. */
export function serializeSsrState(state: SsrState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** The state a server-rendered page carries, or null for the plain shell. */
export function readSsrState(doc: Document): SsrState | null {
  const block = doc.getElementById(SSR_STATE_ELEMENT_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as SsrState;
  } catch {
    return null;
  }
}

/**
 * The page's answers dated now: the server's cache renders a page again on every write to what it
 * shows, so however long ago it was rendered, its answers are current when it arrives; without this
 * every query older than its stale time would be fetched again right after hydration.
 */
export function answersAsOfNow(queries: DehydratedState, now = Date.now()): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  };
}
