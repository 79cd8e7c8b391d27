import { UserOutlined } from '@ant-design/icons';
import { OPERATOR_ROLE_LABELS, type SessionUser } from '@dtmm/shared';
import { Avatar } from 'antd';
import { Link } from 'react-router';
import { fileSrc } from '@/lib/file-src';

/** An operator of the platform without a company: the centre is theirs, not a company's (issue 30). */
const isPlatformOperator = (user: SessionUser | null) => Boolean(user?.isOperator && !user.companyId);

function WhoLine({ user }: { user: SessionUser | null }) {
  if (!isPlatformOperator(user))
    return <strong className="user-centre__company">{user?.companyName || '未认证'}</strong>;
  const roles = (user?.operatorRoles ?? []).map((role) => OPERATOR_ROLE_LABELS[role]).join('、');
  return (
    <strong className="user-centre__company">
      平台运营{roles ? `（${roles}）` : ''} <Link to="/admin">进入运营管理后台</Link>
    </strong>
  );
}

/**
 * The head of the user centre (portal.md 2.6): logo or default avatar, company name or 未认证 — or, for an
 * operator without a company, 平台运营 with the roles and the way to the back office — user name and phone.
 */
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
        <WhoLine user={user} />
        <span className="user-centre__user">
          {user?.userName ?? ''} {user?.phone ?? ''}
        </span>
      </div>
    </section>
  );
}
