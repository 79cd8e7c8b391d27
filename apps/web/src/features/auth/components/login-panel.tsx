import './auth-card.css';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../hooks/use-session';
import { safeRedirect } from '../safe-redirect';
import { AlreadyLoggedIn } from './already-logged-in';
import { ForgotPasswordModal } from './forgot-password-modal';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/** The search of the other form, keeping `redirect` (type=register opens registration, portal.md 2.5). */
function hrefWith(params: URLSearchParams, type: 'register' | null): string {
  const next = new URLSearchParams(params);
  if (type) next.set('type', type);
  else next.delete('type');
  const search = next.toString();
  return search ? `/login?${search}` : '/login';
}

/**
 * The card of /login: the login form, the registration form (?type=register) or, while a session
 * exists, a note with links instead of a form. A login returns to `redirect` when it is a path here.
 */
export function LoginPanel() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const [registeredName, setRegisteredName] = useState<string>();
  const [isForgotOpen, setForgotOpen] = useState(false);
  const [isFirstLogin, setFirstLogin] = useState(false);
  const isRegister = params.get('type') === 'register';
  // Set by the session keeper when the account was just closed.
  const notice = (useLocation().state as { notice?: string } | null)?.notice;

  if (isLoggedIn) {
    return (
      <section className="auth-card" aria-label="已登录">
        <AlreadyLoggedIn />
      </section>
    );
  }
  if (isRegister) {
    return (
      <section className="auth-card" aria-labelledby="auth-card-title">
        <h1 className="auth-card__title" id="auth-card-title">
          用户注册
        </h1>
        <RegisterForm
          loginHref={hrefWith(params, null)}
          onRegistered={(username) => {
            setRegisteredName(username);
            navigate(hrefWith(params, null), { replace: true });
          }}
        />
      </section>
    );
  }
  return (
    <section className="auth-card" aria-labelledby="auth-card-title">
      <h1 className="auth-card__title" id="auth-card-title">
        欢迎登录
      </h1>
      {notice ? (
        <p className="auth-card__notice" role="status">
          {notice}
        </p>
      ) : null}
      <LoginForm
        initialUsername={registeredName}
        registerHref={hrefWith(params, 'register')}
        onForgotPassword={(reason) => {
          setFirstLogin(reason === 'firstLogin');
          setForgotOpen(true);
        }}
        onLoggedIn={() => navigate(safeRedirect(params.get('redirect')), { replace: true })}
      />
      <ForgotPasswordModal isOpen={isForgotOpen} isFirstLogin={isFirstLogin} onClose={() => setForgotOpen(false)} />
    </section>
  );
}
