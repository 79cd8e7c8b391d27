import { useEffect } from 'react';
import { startIdleWatcher } from '../idle-watcher';
import { logout } from '../session-actions';

/** While logged in, 30 idle minutes end the session with '您已长时间未操作，请重新登录！' (portal.md 4.3). */
export function useIdleLogout(isLoggedIn: boolean): void {
  useEffect(() => {
    if (!isLoggedIn) return undefined;
    return startIdleWatcher({ onIdle: () => void logout('idle') });
  }, [isLoggedIn]);
}
