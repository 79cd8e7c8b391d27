import { AuditOutlined, BankOutlined, DashboardOutlined, TeamOutlined } from '@ant-design/icons';
import { Menu } from 'antd';
import { Link, useLocation } from 'react-router';
import { ADMIN_PATHS } from '../../admin-paths';

const ITEMS = [
  { key: ADMIN_PATHS.dashboard, icon: <DashboardOutlined />, label: '工作台' },
  { key: ADMIN_PATHS.certifications, icon: <AuditOutlined />, label: '认证审核' },
  { key: ADMIN_PATHS.companies, icon: <BankOutlined />, label: '企业管理' },
  { key: ADMIN_PATHS.users, icon: <TeamOutlined />, label: '用户管理' },
];

/** The menu item a path belongs to: the longest key it starts with (a request's detail is under 认证审核). */
export function activeMenuKey(pathname: string): string {
  const keys: string[] = ITEMS.map(({ key }) => key);
  const matching = keys.filter((key) => pathname === key || pathname.startsWith(`${key}/`));
  return matching.reduce((best, key) => (key.length > best.length ? key : best), ADMIN_PATHS.dashboard);
}

interface AdminMenuProps {
  /** Dark in the side bar, light in the phone's drawer. */
  theme: 'dark' | 'light';
  /** Closes the phone's drawer. */
  onNavigate?: () => void;
}

/** The back office's four sections. */
export function AdminMenu({ theme, onNavigate }: AdminMenuProps) {
  const { pathname } = useLocation();
  const items = ITEMS.map(({ key, icon, label }) => ({
    key,
    icon,
    label: (
      <Link to={key} onClick={onNavigate}>
        {label}
      </Link>
    ),
  }));
  return <Menu mode="inline" theme={theme} selectedKeys={[activeMenuKey(pathname)]} items={items} />;
}
