import { HomeOutlined, LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { Link } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { logout } from '@/features/auth/session-actions';

interface AdminHeaderProps {
  platformName: string;
  /** On a phone the menu lives in a drawer this button opens. */
  onOpenMenu?: () => void;
}

/** Platform name, the operator, a way back to the portal and 退出登录. */
export function AdminHeader({ platformName, onOpenMenu }: AdminHeaderProps) {
  const { user } = useSession();
  return (
    <Layout.Header className="admin-header">
      {onOpenMenu ? (
        <Button
          type="text"
          className="admin-header__menu"
          icon={<MenuOutlined />}
          aria-label="打开菜单"
          onClick={onOpenMenu}
        />
      ) : null}
      <span className="admin-header__title">
        {platformName}
        <span className="admin-header__sub">运营管理后台</span>
      </span>
      <nav className="admin-header__tools" aria-label="账号">
        <span className="admin-header__user">
          <UserOutlined /> {user?.userName}
        </span>
        <Link to="/home" className="admin-header__link">
          <HomeOutlined /> <span className="admin-header__label">返回门户</span>
        </Link>
        <Button type="link" className="admin-header__link" icon={<LogoutOutlined />} onClick={() => void logout()}>
          <span className="admin-header__label">退出登录</span>
        </Button>
      </nav>
    </Layout.Header>
  );
}
