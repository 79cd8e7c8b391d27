import type { AddMemberBody, MemberItem } from '@dtmm/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const MEMBERS_PATH = '/api/dtmm/company/companyuser';

export interface MemberPageQuery {
  page: number;
  limit: number;
  username: string;
  /** The ADMIN asks for the members' phones in full (audited by the server). */
  unmask: boolean;
}

export const memberKeys = {
  all: ['members'] as const,
  list: (query: MemberPageQuery) => [...memberKeys.all, 'list', query] as const,
};

export function useMemberPage(query: MemberPageQuery) {
  return useQuery({
    queryKey: memberKeys.list(query),
    queryFn: ({ signal }) =>
      apiClient.list<MemberItem>(`${MEMBERS_PATH}/list`, {
        query: { ...query, username: query.username.trim() || undefined, unmask: query.unmask ? '1' : undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Answers the server's msg ('保存成功'). */
export const addMember = (body: AddMemberBody) => apiClient.postForMessage<null>(`${MEMBERS_PATH}/add`, { ...body });

/** Answers the server's msg ('解绑成功'). */
export const unbindMember = (id: string) =>
  apiClient.postForMessage<null>(`${MEMBERS_PATH}/delete/${encodeURIComponent(id)}`, {});
