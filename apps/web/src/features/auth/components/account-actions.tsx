import { LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { logout } from '../session-actions';

/** The user centre arrives with a later issue; until then 个人中心 opens the dashboard. */
export const USER_CENTRE_PATH = '/dashboard';

interface AccountActionsProps {
  onChangePassword: () => void;
  /** After any choice (closes the menu or drawer). */
  onDone: () => void;
}

/** 个人中心, 修改密码 and 退出登录 (portal.md 2.1). */
export function AccountActions({ onChangePassword, onDone }: AccountActionsProps) {
  return (
    <ul className="account-actions" aria-label="账号菜单">
      <li>
        <Link className="account-actions__item" to={USER_CENTRE_PATH} onClick={onDone}>
          <UserOutlined /> 个人中心
        </Link>
      </li>
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
