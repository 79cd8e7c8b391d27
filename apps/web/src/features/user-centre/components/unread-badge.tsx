import { Badge } from 'antd';
import type { ReactNode } from 'react';
import { useUnreadCount } from '../api/user-centre-api';

/** Wraps the header's user box avatar with the count of unread messages (hidden at zero). */
export function UnreadBadge({ children, enabled = true }: { children: ReactNode; enabled?: boolean }) {
  const { data: count = 0 } = useUnreadCount(enabled);
  return (
    <Badge count={count} size="small" overflowCount={99} title={count ? `${count} 条未读消息` : undefined}>
      {children}
    </Badge>
  );
}
