import './members.css';
import type { InvitationItem } from '@dtmm/shared';
import { App, Button, Card, Space, Tag } from 'antd';
import { useDecideInvitation, useInvitations } from '../api/invitations-api';

const STATUS_TAGS: Record<Exclude<InvitationItem['status'], 'pending'>, { color: string; text: string }> = {
  accepted: { color: 'success', text: '已接受' },
  declined: { color: 'default', text: '已拒绝' },
  expired: { color: 'warning', text: '已过期' },
};

function InvitationCard({ item }: { item: InvitationItem }) {
  const { message } = App.useApp();
  const decide = useDecideInvitation();
  const act = (verb: 'accept' | 'decline') =>
    decide.mutate({ id: item.id, verb }, { onSuccess: (msg) => void message.success(msg) });
  const tag = item.status === 'pending' ? null : STATUS_TAGS[item.status];
  return (
    <Card size="small" className="invitation-card" data-testid="invitation">
      <div className="invitation-card__text">
        <strong>{item.companyName}</strong> 的管理员 {item.inviter} 邀请您加入企业
      </div>
      <div className="invitation-card__meta">
        <span className="user-centre__time">有效期至 {item.expireTime}</span>
        {tag ? (
          <Tag color={tag.color}>{tag.text}</Tag>
        ) : (
          <Space>
            <Button type="primary" size="small" loading={decide.isPending} onClick={() => act('accept')}>
              接受
            </Button>
            <Button size="small" disabled={decide.isPending} onClick={() => act('decline')}>
              拒绝
            </Button>
          </Space>
        )}
      </div>
    </Card>
  );
}

/**
 * Invitations to join a company (issue 11): joining is the account owner's decision, so an ADMIN's
 * add only invites an existing account; it joins when its owner accepts here.
 */
export function InvitationList() {
  const { data } = useInvitations();
  const items = data?.list ?? [];
  if (items.length === 0) return null;
  return (
    <section className="invitation-list" aria-label="企业邀请">
      <h3>企业邀请</h3>
      {items.map((item) => (
        <InvitationCard key={item.id} item={item} />
      ))}
    </section>
  );
}
