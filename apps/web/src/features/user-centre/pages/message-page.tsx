import { Badge, Button, List, Typography } from 'antd';
import { useState } from 'react';
import { InvitationList } from '@/features/members/components/invitation-list';
import { useIsPhone } from '@/lib/use-is-phone';
import { type NotificationItem, useMarkRead, useNotificationPage } from '../api/user-centre-api';

const PAGE_SIZE = 10;
/** A long notice (up to 2000 characters) folds to a few lines, 展开 shows the rest. */
const LONG_TEXT_FOLD = { rows: 4, expandable: 'collapsible' } as const;

function MessageRow({ item, onRead }: { item: NotificationItem; onRead: (id: string) => void }) {
  return (
    <List.Item
      actions={
        item.isRead
          ? []
          : [
              <Button key="read" type="link" size="small" onClick={() => onRead(item.id)}>
                标为已读
              </Button>,
            ]
      }
    >
      <List.Item.Meta
        title={
          <Badge dot={!item.isRead} offset={[6, 0]}>
            <span className="user-centre__message-title">{item.title}</span>
          </Badge>
        }
        description={
          <>
            <Typography.Paragraph className="user-centre__message-text" ellipsis={LONG_TEXT_FOLD}>
              {item.content}
            </Typography.Paragraph>
            <span className="user-centre__time">{item.createTime}</span>
          </>
        }
      />
    </List.Item>
  );
}

/** /user/message: invitations to join a company, then the person's notifications, newest first, each markable as read. */
export function MessagePage() {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useNotificationPage({ page, limit: PAGE_SIZE });
  const markRead = useMarkRead();
  // On a phone the 标为已读 action goes under the text, which keeps the full width.
  const isPhone = useIsPhone();
  return (
    <section>
      <h2 className="user-centre__title">消息通知</h2>
      <InvitationList />
      <List
        itemLayout={isPhone ? 'vertical' : 'horizontal'}
        loading={isFetching}
        dataSource={data?.list ?? []}
        locale={{ emptyText: '暂无消息' }}
        rowKey="id"
        renderItem={(item) => <MessageRow item={item} onRead={(id) => markRead.mutate(id)} />}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
      />
    </section>
  );
}
