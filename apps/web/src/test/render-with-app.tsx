import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AntdScope } from '@/app/antd-scope';
import { AppProviders } from '@/app/providers';

/**
 * Renders `element` at `path` inside the app's providers and a memory router; other paths render their name.
 * The api client's toasts go through the rendered antd App, so cleanup unmounts them with their timers
 * (a static toast's own React root would outlive the test file and commit after jsdom is gone).
 */
export function renderWithApp(
  element: ReactNode,
  { path = '/', entry = path }: { path?: string; entry?: string } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [entry] },
  );
  const view = render(
    <AppProviders queryClient={queryClient}>
      <AntdScope>
        <RouterProvider router={router} />
      </AntdScope>
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
