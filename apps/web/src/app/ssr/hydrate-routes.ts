import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from '@/features/layout/page-title';

/**
 * Loads what the first client render of a server-rendered page needs, so it matches the HTML: the
 * lazy route modules of the current address and, unless the page is plain, antd's scope.
 */
export async function loadMatchedRoutes(
  routes: RouteObject[],
  location: Location,
  loadAntdScope: () => Promise<unknown>,
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches
      .filter((match) => typeof match.route.lazy === 'function')
      .map(async ({ route }) => {
        const load = route.lazy as () => Promise<Partial<RouteObject>>;
        Object.assign(route, { ...(await load()), lazy: undefined });
      }),
  );
  if (!matches.some(({ route }) => (route.handle as RouteHandle | undefined)?.isPlain)) await loadAntdScope();
}
