import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { recheckConsent, refreshSession } from '@/features/auth/session-actions';
import { configureApiClient } from '@/lib/api-client';
import { hasToken } from '@/lib/token-storage';
import { scopeQueriesToAccount } from './account-scope';
import { loadAntdScope } from './lazy-antd-scope';
import { AppProviders } from './providers';
import { createQueryClient, prefetchFrameData } from './query-client';
import { createAppRouter, routes } from './router';
import { loadMatchedRoutes } from './ssr/hydrate-routes';
import { answersAsOfNow, readSsrState } from './ssr/ssr-state';

// A 200004 answer refreshes the token once for all waiting requests and replays each (portal.md 4.3);
// a consentRequired answer reads the user again, whose consentRequired opens the consent dialog.
configureApiClient({ onTokenExpired: refreshSession, onConsentRequired: recheckConsent });

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const ssrState = readSsrState(document);
const queryClient = createQueryClient();
if (ssrState) {
  hydrate(queryClient, answersAsOfNow(ssrState.queries));
  // The server rendered the page for a guest: a signed-in visitor's own view of it is fetched afresh.
  if (hasToken()) void queryClient.invalidateQueries();
} else prefetchFrameData(queryClient);
scopeQueriesToAccount(queryClient);

if (ssrState) {
  // A public page the server rendered: hydrate it as a transition, so the work yields to the browser in slices.
  await loadMatchedRoutes(routes, window.location, loadAntdScope);
  const router = createAppRouter(ssrState.router);
  startTransition(() => {
    hydrateRoot(container, app(router));
  });
} else {
  createRoot(container).render(app(createAppRouter()));
}

function app(router: ReturnType<typeof createAppRouter>) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
