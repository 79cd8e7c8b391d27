import '../../components/admin.css';
import { Drawer, Grid, Layout } from 'antd';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { RouteProgress } from '@/features/layout/components/route-progress';
import { useDocumentTitle } from '@/features/layout/hooks/use-document-title';
import { usePlatformName } from '@/features/platform/api/platform-config';
import { AdminHeader } from './admin-header';
import { AdminMenu } from './admin-menu';

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
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
