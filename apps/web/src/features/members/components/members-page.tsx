import './members.css';
import type { MemberItem } from '@dtmm/shared';
import { App, Button, Input } from 'antd';
import { useState } from 'react';
import { RevealSwitch } from '@/components/reveal-switch';
import { useSession } from '@/features/auth/hooks/use-session';
import { unbindMember, useMemberPage } from '../api/members-api';
import { AddMemberModal } from './add-member-modal';
import { MembersTable } from './members-table';

const PAGE_SIZE = 10;

/**
 * /user/members (portal.md 2.8, 5.7): everyone lists, phones masked but one's own; only an ADMIN adds,
 * unbinds and shows the phones in full (audited).
 */
export function MembersPage() {
  const { user } = useSession();
  const { message } = App.useApp();
  const isAdmin = user?.role === 'ADMIN';
  const [query, setQuery] = useState({ page: 1, limit: PAGE_SIZE, username: '', unmask: false });
  const [isAdding, setAdding] = useState(false);
  const { data, isFetching, refetch } = useMemberPage(query);

  const unbind = async (member: MemberItem) => {
    try {
      const { msg } = await unbindMember(member.id);
      if (msg) void message.success(msg);
      void refetch();
    } catch {
      // already shown by the api client
    }
  };

  return (
    <section className="members">
      <h2 className="user-centre__title">成员管理</h2>
      <div className="members__bar">
        <Input.Search
          placeholder="请输入姓名"
          allowClear
          enterButton="查询"
          className="members__search"
          onSearch={(username) => setQuery((q) => ({ ...q, page: 1, username }))}
        />
        {isAdmin ? (
          <>
            <RevealSwitch checked={query.unmask} onChange={(unmask) => setQuery((q) => ({ ...q, unmask }))} />
            <Button type="primary" onClick={() => setAdding(true)}>
              添加成员
            </Button>
          </>
        ) : null}
      </div>
      <MembersTable
        rows={data?.list ?? []}
        total={data?.total ?? 0}
        page={query.page}
        limit={query.limit}
        loading={isFetching}
        canManage={isAdmin}
        selfId={user?.userId ?? null}
        onPage={(page, limit) => setQuery((q) => ({ ...q, page, limit }))}
        onUnbind={(member) => void unbind(member)}
      />
      {isAdmin ? (
        <AddMemberModal isOpen={isAdding} onClose={() => setAdding(false)} onSaved={() => void refetch()} />
      ) : null}
    </section>
  );
}
