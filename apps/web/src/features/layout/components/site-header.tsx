import './layout.css';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LazyAntdScope } from '@/app/lazy-antd-scope';
import { useSession } from '@/features/auth/hooks/use-session';
import { AuthLinks } from './auth-links';
import { LogoMark } from './logo-mark';
import { MobileNav } from './mobile-nav';
import { PortalMenu } from './portal-menu';

/** The signed-in user's box and its menus use antd: their code loads for a signed-in visitor only. */
const UserBox = lazy(async () => ({ default: (await import('@/features/auth/components/user-box')).UserBox }));

/** Platform name and mark, the six-section menu, and the login/register links or the user box (portal.md 2.1). */
export function SiteHeader({ platformName }: { platformName: string }) {
  const { isLoggedIn } = useSession();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link className="site-header__brand" to="/home" aria-label={`${platformName}首页`}>
          <LogoMark />
          <span className="site-header__name">{platformName}</span>
        </Link>
        <nav className="site-header__menu" aria-label="主导航">
          <PortalMenu mode="horizontal" />
        </nav>
        <div className="site-header__auth">
          {isLoggedIn ? (
            <LazyAntdScope routesToasts={false}>
              <Suspense fallback={null}>
                <UserBox />
              </Suspense>
            </LazyAntdScope>
          ) : (
            <AuthLinks />
          )}
        </div>
        <div className="site-header__mobile">
          <MobileNav platformName={platformName} />
        </div>
      </div>
    </header>
  );
}
