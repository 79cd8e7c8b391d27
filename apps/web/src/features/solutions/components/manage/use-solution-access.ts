import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authKeys } from '@/features/auth/api/auth-api';
import { useSession } from '@/features/auth/hooks/use-session';

export interface SolutionAccess {
  isProvider: boolean;
  canManage: boolean;
  /** The provider flag is being read again (it was false). */
  isRechecking: boolean;
}

/**
 * What the signed-in person may do with the company's solutions (docs/solutions.md): any member of a
 * certified provider reads them, only its ADMIN publishes, edits and deletes. The server decides;
 * this only chooses what to show.
 */
export function useSolutionAccess(): SolutionAccess {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const isProvider = Boolean(user?.companyId && user.isProvider);
  const isRechecking = useIsFetching({ queryKey: authKeys.userInfo }) > 0;
  const hasUser = user !== null;
  // The provider flag was read at sign-in; an operator may have approved the provider since, so ask once more.
  useEffect(() => {
    if (hasUser && !isProvider) void queryClient.invalidateQueries({ queryKey: authKeys.userInfo });
  }, [hasUser, isProvider, queryClient]);
  return { isProvider, canManage: isProvider && user?.role === 'ADMIN', isRechecking: !isProvider && isRechecking };
}
