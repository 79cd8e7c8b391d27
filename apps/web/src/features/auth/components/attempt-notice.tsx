import { Alert } from 'antd';

/** The last refusal under the login form: attempts left, the lock, or the server's text (portal.md 4.4). */
export function AttemptNotice({ text }: { text: string | null }) {
  if (!text) return null;
  return <Alert className="login-form__notice" type="error" showIcon title={text} role="alert" />;
}
