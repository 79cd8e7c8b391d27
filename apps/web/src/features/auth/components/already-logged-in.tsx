import { CheckCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router';
import { useSession } from '../hooks/use-session';
import { logout } from '../session-actions';
import { accountLabel } from './account-label';

/** What /login shows instead of the form while a session exists (portal.md 2.5). */
export function AlreadyLoggedIn() {
  const { user } = useSession();
  return (
    <div className="already-logged-in">
      <CheckCircleFilled className="already-logged-in__icon" aria-hidden="true" />
      <h2 className="already-logged-in__title">您已登录</h2>
      <p className="already-logged-in__text">
        {user ? `当前账号：${user.userName}（${accountLabel(user)}）` : '当前浏览器已登录，无需再次登录。'}
      </p>
      <div className="already-logged-in__actions">
        <Link className="link-button link-button--primary" to="/home">
          返回首页
        </Link>
        <Link className="link-button" to="/dashboard">
          进入工作台
        </Link>
        <Button type="link" onClick={() => void logout()}>
          退出登录
        </Button>
      </div>
    </div>
  );
}
