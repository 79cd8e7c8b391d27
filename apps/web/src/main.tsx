import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { scopeQueriesToAccount } from './app/account-scope';
import { AppProviders } from './app/providers';
import { createQueryClient, prefetchFrameData } from './app/query-client';
import { createAppRouter } from './app/router';
import { refreshSession } from './features/auth/session-actions';
import { configureApiClient } from './lib/api-client';
import './styles/global.css';

// A 200004 answer refreshes the token once for all waiting requests and replays each (portal.md 4.3).
configureApiClient({ onTokenExpired: refreshSession });

const queryClient = createQueryClient();
prefetchFrameData(queryClient);
scopeQueriesToAccount(queryClient);
const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
