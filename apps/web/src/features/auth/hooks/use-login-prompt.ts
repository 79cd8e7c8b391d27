import { App } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from './use-session';

export const LOGIN_PROMPT_TITLE = '您还未登录';

/**
 * Guards a protected action (portal.md 4.6): a guest sees '您还未登录' with 去登录 (replaces the
 * route with /login) and 取消; a signed-in user runs the action.
 */
export function useLoginPrompt() {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  return useCallback(
    (action: () => void) => {
      if (isLoggedIn) {
        action();
        return;
      }
      modal.confirm({
        title: LOGIN_PROMPT_TITLE,
        content: '登录后即可使用该服务。',
        okText: '去登录',
        cancelText: '取消',
        onOk: () => navigate('/login', { replace: true }),
      });
    },
    [isLoggedIn, modal, navigate],
  );
}
