import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

/** The app's error page under a route whose chunk fails to load, or whose loader answers 404. */
async function renderFailingRoute(failure: 'chunk' | 'notFound') {
  vi.resetModules();
  vi.stubEnv('PROD', true);
  const sendBeacon = vi.fn(() => true);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon });
  (await import('./start-error-reporting')).startErrorReporting();
  const { RouteErrorPage } = await import('@/app/routes/route-error-page');
  const router = createMemoryRouter(
    [
      {
        path: '/user/:page',
        ErrorBoundary: RouteErrorPage,
        ...(failure === 'chunk'
          ? {
              lazy: async () => {
                throw new TypeError('Failed to fetch dynamically imported module: https://a.cn/assets/page.js');
              },
            }
          : {
              loader: () => {
                throw new Response('', { status: 404 });
              },
              Component: () => null,
            }),
      },
    ],
    { initialEntries: ['/user/userCalendar?token=abc'] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByText('页面加载失败');
  return sendBeacon;
}

it("reports a page whose chunk failed to load, from the route's error boundary", async () => {
  const sendBeacon = await renderFailingRoute('chunk');
  await vi.waitFor(() => expect(sendBeacon).toHaveBeenCalledTimes(1));
});

it('does not report a 404 a loader answered on purpose', async () => {
  const sendBeacon = await renderFailingRoute('notFound');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(sendBeacon).not.toHaveBeenCalled();
});
