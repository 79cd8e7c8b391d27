import { type Location, Outlet, ScrollRestoration } from 'react-router';
import { FloatTools } from '@/features/layout/components/float-tools';
import { RouteProgress } from '@/features/layout/components/route-progress';
import { SiteFooter } from '@/features/layout/components/site-footer';
import { SiteHeader } from '@/features/layout/components/site-header';
import { useDocumentTitle } from '@/features/layout/hooks/use-document-title';
import { useIsPlainPage } from '@/features/layout/hooks/use-is-plain-page';
import { usePlatformConfig, usePlatformName } from '@/features/platform/api/platform-config';
import { LazyAntdScope } from '../lazy-antd-scope';

/**
 * In-app navigations remember the scroll per history entry; a fresh page load (whose entry key is
 * always 'default') remembers it per address, so one page never inherits another's position.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

/** Header with menu, the page, footer, floating help and back-to-top (portal.md 2.1). */
export function PortalLayout() {
  const { data: config } = usePlatformConfig();
  const platformName = usePlatformName();
  useDocumentTitle(platformName);
  const isPlainPage = useIsPlainPage();
  return (
    <div className="portal">
      <RouteProgress />
      <SiteHeader platformName={platformName} />
      <main className="portal__main" id="main">
        {isPlainPage ? (
          <Outlet />
        ) : (
          <LazyAntdScope>
            <Outlet />
          </LazyAntdScope>
        )}
      </main>
      <FloatTools />
      <SiteFooter platformName={platformName} config={config} />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
