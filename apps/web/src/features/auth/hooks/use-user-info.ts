import { useQuery } from '@tanstack/react-query';
import { authKeys } from '../api/auth-api';
import { syncUserInfo } from '../session-actions';

/**
 * On app start with a token, GET userinfo refreshes the stored user (company, role); a dead session
 * (code 500) ends there and the person is sent to the login page (portal.md 4.3).
 */
export function useUserInfoSync(isLoggedIn: boolean): void {
  useQuery({
    queryKey: authKeys.userInfo,
    queryFn: ({ signal }) => syncUserInfo(signal),
    enabled: isLoggedIn,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
