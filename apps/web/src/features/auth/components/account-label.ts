import type { SessionUser } from '@dtmm/shared';

/** The text for a user's company: its name, or 未认证 when the user has no company (portal.md 2.1). */
export const NOT_CERTIFIED_TEXT = '未认证';

export function accountLabel(user: Pick<SessionUser, 'companyId' | 'companyName'> | null): string {
  if (!user?.companyId) return NOT_CERTIFIED_TEXT;
  return user.companyName || NOT_CERTIFIED_TEXT;
}
