import { Link } from 'react-router';

/** 登录 and 注册 (the registration form opens with type=register, portal.md 2.5). */
export function AuthLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="auth-links">
      <Link className="auth-links__login" to="/login" onClick={onNavigate}>
        登录
      </Link>
      <Link className="auth-links__register" to="/login?type=register" onClick={onNavigate}>
        注册
      </Link>
    </div>
  );
}
