import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, type StaticHandlerContext, StaticRouterProvider } from 'react-router';
import { formatPageTitle, routeTitleOf } from '@/features/layout/page-title';
import { FALLBACK_PLATFORM_NAME, platformKeys } from '@/features/platform/api/platform-config';
import { configureApiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { pageOnlyNotifier, setNotifier } from '@/lib/notifier';
import { loadAntdScope } from '../lazy-antd-scope';
import { AppProviders } from '../providers';
import { createQueryClient } from '../query-client';
import { routes } from '../router';
import { serializeSsrState } from './ssr-state';

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; title: string; styles: string; html: string; state: string };

/** A page's queries can depend on earlier answers (a list, then its dictionary); a few rounds settle them. */
const MAX_DATA_ROUNDS = 4;
/** The origin the page's API calls are addressed to; the server answers them itself, never over the network. */
const IN_PROCESS_ORIGIN = 'http://dtmm.in-process';

/**
 * The server gives the fetch that answers the page's API calls in-process, once, before any render.
 * A failure is shown by the page itself (its empty or error state), never by a toast.
 */
export function setServerFetch(fetchInProcess: typeof fetch): void {
  configureApiClient({ baseUrl: IN_PROCESS_ORIGIN, fetch: fetchInProcess });
  setNotifier(pageOnlyNotifier);
}

const handler = createStaticHandler(routes);

/**
 * A public page as an anonymous visitor sees it: the router's loaders run, then the page renders,
 * its queries are fetched and it renders again until every query it asked for has its answer; the
 * HTML carries the answers and antd's styles so the browser paints it at once and hydrates it
 * without fetching again.
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  await loadAntdScope();
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const queryClient = createQueryClient();
  // A query that failed shows its failure in the next round, instead of starting again as loading.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false } });
  for (let round = 0; round < MAX_DATA_ROUNDS; round++) {
    renderToString(page(context, queryClient, createCache()));
    const waiting = queryClient.getQueryCache().getAll().filter(isWaiting);
    if (waiting.length === 0) break;
    await Promise.all(
      waiting.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey })),
    );
  }
  const styleCache = createCache();
  const html = renderToString(page(context, queryClient, styleCache));
  const status = statusOf(context, queryClient);
  return {
    kind: 'page',
    status,
    title: formatPageTitle(
      routeTitleOf(context.matches.map(({ route }) => ({ handle: route.handle }))),
      platformNameOf(queryClient),
    ),
    styles: extractStyle(styleCache),
    html,
    // A page that failed is shown as rendered, then the browser renders it afresh (no state: no hydration
    // of a failure the client has no answer for).
    state:
      status === 200
        ? serializeSsrState({
            router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
            queries: dehydrate(queryClient),
          })
        : '',
  };
}

function page(context: StaticHandlerContext, queryClient: QueryClient, styleCache: ReturnType<typeof createCache>) {
  return (
    <StrictMode>
      <StyleProvider cache={styleCache}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </AppProviders>
      </StyleProvider>
    </StrictMode>
  );
}

/**
 * The page's HTTP status: the router's, unless a query of the page failed. The item a detail page
 * shows being unknown or its id malformed (the API's 404 or 400) makes the page a 404; the rate limit
 * stays a 429; any other failure is the platform's (500).
 */
function statusOf(context: StaticHandlerContext, queryClient: QueryClient): number {
  if (context.statusCode !== 200) return context.statusCode;
  const failures = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error')
    .map((query) => (isApiError(query.state.error) ? query.state.error.status : null));
  if (failures.length === 0) return 200;
  if (failures.some((status) => status === 400 || status === 404)) return 404;
  if (failures.every((status) => status === 429)) return 429;
  return 500;
}

/** A query the render asked for that has no answer yet and is allowed to run. */
function isWaiting(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

function platformNameOf(queryClient: QueryClient): string {
  const config = queryClient.getQueryData<{ companyName?: string }>(platformKeys.config);
  return config?.companyName || FALLBACK_PLATFORM_NAME;
}
