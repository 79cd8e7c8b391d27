import type { InvitationItem } from '@dtmm/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { syncUserInfo } from '@/features/auth/session-actions';
import { apiClient } from '@/lib/api-client';

export const INVITATIONS_PATH = '/api/dtmm/company/invitations';
const INVITATION_LIMIT = 20;

export const invitationKeys = { all: ['invitations'] as const };

/** The person's invitations to join a company, newest first (one page is plenty: they expire in 7 days). */
export function useInvitations() {
  return useQuery({
    queryKey: invitationKeys.all,
    queryFn: ({ signal }) =>
      apiClient.list<InvitationItem>(INVITATIONS_PATH, {
        query: { page: 1, limit: INVITATION_LIMIT, sidx: 'createTime', sord: 'desc' },
        signal,
      }),
  });
}

/** Accepts or declines; an acceptance brings the new company into the session at once. */
export function useDecideInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, verb }: { id: string; verb: 'accept' | 'decline' }) => {
      const answer = await apiClient.postForMessage<null>(`${INVITATIONS_PATH}/${encodeURIComponent(id)}/${verb}`, {});
      if (verb === 'accept') await syncUserInfo();
      return answer.msg;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}
