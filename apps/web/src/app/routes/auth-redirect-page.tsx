import { useEffect } from 'react';

/** Where the OAuth window's query string is left for the opener to pick up. */
export const OAUTH_CODE_KEY = 'oauth_code';

/** /auth-redirect: store the query string (without '?') under 'oauth_code' and close (portal.md 2.1). */
export function AuthRedirectPage() {
  useEffect(() => {
    try {
      window.localStorage.setItem(OAUTH_CODE_KEY, window.location.search.slice(1));
    } finally {
      window.close();
    }
  }, []);
  return <p className="auth-redirect">授权完成，窗口即将关闭……</p>;
}
