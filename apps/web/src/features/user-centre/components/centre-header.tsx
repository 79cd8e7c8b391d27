import { UserOutlined } from '@ant-design/icons';
import type { SessionUser } from '@dtmm/shared';
import { Avatar } from 'antd';
import { fileSrc } from '@/lib/file-src';

/** The head of the user centre (portal.md 2.6): logo or default avatar, company name or 未认证, user name and phone. */
export function CentreHeader({ user }: { user: SessionUser | null }) {
  const logo = user?.companyLogo;
  return (
    <section className="user-centre__header" aria-label="账号概要">
      {logo ? (
        <Avatar size={64} src={fileSrc(logo, 'image')} alt="企业Logo" />
      ) : (
        <Avatar size={64} icon={<UserOutlined />} aria-label="默认头像" />
      )}
      <div className="user-centre__who">
        <strong className="user-centre__company">{user?.companyName || '未认证'}</strong>
        <span className="user-centre__user">
          {user?.userName ?? ''} {user?.phone ?? ''}
        </span>
      </div>
    </section>
  );
}
