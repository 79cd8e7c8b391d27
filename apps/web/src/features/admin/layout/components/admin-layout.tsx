import '../../components/admin.css';
import { mayUseArea, roleNames, rolesOfArea } from '@dtmm/shared';
import { Drawer, Grid, Layout, Result } from 'antd';
import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { RouteProgress } from '@/features/layout/components/route-progress';
import { useDocumentTitle } from '@/features/layout/hooks/use-document-title';
import { usePlatformName } from '@/features/platform/api/platform-config';
import { ADMIN_PATHS } from '../../admin-paths';
import { AdminHeader } from './admin-header';
import { AdminMenu, areaOfPath } from './admin-menu';
import { CombinedDutiesAlert } from './combined-duties-alert';

/** The page, or a refusal naming the role it needs when the operator's roles do not cover its area. */
function AreaGate() {
  const { pathname } = useLocation();
  const roles = useSession().user?.operatorRoles ?? [];
  const area = areaOfPath(pathname);
  if (mayUseArea(roles, area)) return <Outlet />;
  const needed = rolesOfArea(area);
  return (
    <Result
      status="403"
      // The page's one h1, as every other page has (page-has-heading-one).
      title={<h1 className="admin-refusal__title">无权访问</h1>}
      subTitle={needed ? `该页面需要${roleNames(needed)}角色，请联系安全管理员。` : undefined}
      extra={<Link to={ADMIN_PATHS.dashboard}>返回工作台</Link>}
    />
  );
}

/** The operators' back office: a side menu (a drawer on a phone), the header and the page. */
export function AdminLayout() {
  const platformName = usePlatformName();
  useDocumentTitle(platformName);
  const isWide = Grid.useBreakpoint().md ?? true;
  const [isMenuOpen, setMenuOpen] = useState(false);
  return (
    <Layout className="admin">
      <RouteProgress />
      {isWide ? (
        <Layout.Sider width={208} className="admin__sider" aria-label="后台菜单">
          <div className="admin__brand">运营管理后台</div>
          <AdminMenu theme="dark" />
        </Layout.Sider>
      ) : (
        <Drawer
          placement="left"
          size={240}
          open={isMenuOpen}
          onClose={() => setMenuOpen(false)}
          title="运营管理后台"
          className="admin__drawer"
        >
          <AdminMenu theme="light" onNavigate={() => setMenuOpen(false)} />
        </Drawer>
      )}
      <Layout>
        <AdminHeader platformName={platformName} onOpenMenu={isWide ? undefined : () => setMenuOpen(true)} />
        <Layout.Content className="admin__content" id="main">
          <CombinedDutiesAlert />
          <AreaGate />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
