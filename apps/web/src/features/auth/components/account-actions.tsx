import { DashboardOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useSession } from '../hooks/use-session';
import { logout } from '../session-actions';

/** The user centre (portal.md 2.6; /user opens the company information page). */
export const USER_CENTRE_PATH = '/user';
/** The operators' back office. */
export const BACK_OFFICE_PATH = '/admin';

interface AccountActionsProps {
  onChangePassword: () => void;
  /** After any choice (closes the menu or drawer). */
  onDone: () => void;
}

/** 个人中心, 修改密码 and 退出登录 (portal.md 2.1); operators also reach the back office from here. */
export function AccountActions({ onChangePassword, onDone }: AccountActionsProps) {
  const { user } = useSession();
  return (
    <ul className="account-actions" aria-label="账号菜单">
      <li>
        <Link className="account-actions__item" to={USER_CENTRE_PATH} onClick={onDone}>
          <UserOutlined /> 个人中心
        </Link>
      </li>
      {user?.isOperator ? (
        <li>
          <Link className="account-actions__item" to={BACK_OFFICE_PATH} onClick={onDone}>
            <DashboardOutlined /> 运营管理后台
          </Link>
        </li>
      ) : null}
      <li>
        <button type="button" className="account-actions__item" onClick={onChangePassword}>
          <LockOutlined /> 修改密码
        </button>
      </li>
      <li>
        <button
          type="button"
          className="account-actions__item"
          onClick={() => {
            onDone();
            void logout();
          }}
        >
          <LogoutOutlined /> 退出登录
        </button>
      </li>
    </ul>
  );
}
