import './user-centre.css';
import { Breadcrumb, Skeleton } from 'antd';
import { Link, Outlet, useLocation } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { useCentreMenus } from '../api/user-centre-api';
import { activeItem } from '../menu-tree';
import { CentreHeader } from './centre-header';
import { CentreMenu } from './centre-menu';

/** The user centre of portal.md 2.6: breadcrumb, header, menu from getMenus, and the page. */
export function UserCentreLayout() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const { data: nodes = [], isPending } = useCentreMenus();
  const active = activeItem(nodes, pathname);
  const crumbs = [
    { key: 'home', title: <Link to="/home">首页</Link> },
    { key: 'centre', title: active ? <Link to="/user">用户中心</Link> : '用户中心' },
    ...(active ? [{ key: active.id, title: active.title }] : []),
  ];
  return (
    <div className="user-centre">
      <Breadcrumb className="user-centre__crumbs" aria-label="当前位置" items={crumbs} />
      <CentreHeader user={user} />
      <div className="user-centre__body">
        <aside className="user-centre__aside">
          {isPending ? <Skeleton active paragraph={{ rows: 6 }} /> : <CentreMenu nodes={nodes} />}
        </aside>
        <section className="user-centre__main" aria-label="页面内容">
          {/* The page's name is drawn by the menu and the breadcrumb; a screen reader needs it as the h1. */}
          <h1 className="visually-hidden">{active?.title ?? '用户中心'}</h1>
          <Outlet />
        </section>
      </div>
    </div>
  );
}
