import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { LazyAntdScope } from '@/app/lazy-antd-scope';
import { useSession } from '@/features/auth/hooks/use-session';
import { logout, recheckConsent } from '@/features/auth/session-actions';
import { sessionStore } from '@/features/auth/session-store';

// antd's modal is loaded only for a person who has something to accept.
const ConsentDialog = lazy(async () => ({ default: (await import('./consent-dialog')).ConsentDialog }));

/**
 * Above every page: while the signed-in person has not agreed to the current 用户协议 and 隐私政策
 * (the login answer or userinfo says which), the consent dialog covers the page. Agreeing reloads
 * what the server refused meanwhile; declining logs out.
 */
export function ConsentGate() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const required = user?.consentRequired ?? [];
  if (!user || required.length === 0) return null;

  const accepted = () => {
    const { consentRequired: _, ...agreed } = user;
    sessionStore.setUser(agreed);
    void queryClient.invalidateQueries();
  };
  return (
    <LazyAntdScope>
      <Suspense fallback={null}>
        <ConsentDialog
          required={required}
          onAccepted={accepted}
          onDeclined={() => void logout()}
          onStale={recheckConsent}
        />
      </Suspense>
    </LazyAntdScope>
  );
}
