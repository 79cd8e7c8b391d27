import { useSession } from './use-session';

/** Where '服务商入驻' leads: a guest registers first; a signed-in person goes straight to provider certification. */
export function useProviderJoinPath(): string {
  return useSession().isLoggedIn ? '/user/severAuthentication' : '/login?type=register';
}
