import { UserOutlined } from '@ant-design/icons';
import type { SessionUser } from '@dtmm/shared';
import { Avatar } from 'antd';

export const fileUrl = (fileId: string) => `/api/dtmm/common/file/download/${encodeURIComponent(fileId)}`;

interface CentreHeaderProps {
  user: SessionUser | null;
  /** The company logo's file id, when the company has one. */
  logoFileId?: string | null;
}

/** The head of the user centre: logo or default avatar, company name or 未认证, user name and phone. */
export function CentreHeader({ user, logoFileId }: CentreHeaderProps) {
  return (
    <section className="user-centre__header" aria-label="账号概要">
      {logoFileId ? (
        <Avatar size={64} src={fileUrl(logoFileId)} alt="企业Logo" />
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
