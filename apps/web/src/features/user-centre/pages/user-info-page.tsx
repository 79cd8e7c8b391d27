import { Descriptions } from 'antd';
import { useSession } from '@/features/auth/hooks/use-session';
import { useDetailLayout } from '@/lib/use-is-phone';
import { PersonalInfoActions } from '../personal-info/personal-info-actions';

const ROLE_LABELS: Record<string, string> = { ADMIN: '企业管理员', USER: '企业成员' };

/** /user/userInfo: the person's own profile, read-only (portal.md 2.6), and their rights on their data. */
export function UserInfoPage() {
  const layout = useDetailLayout();
  const { user } = useSession();
  const role = user?.role ? (ROLE_LABELS[user.role] ?? user.role) : '-';
  return (
    <>
      <Descriptions
        title="个人信息"
        bordered
        layout={layout}
        column={1}
        items={[
          { key: 'username', label: '用户名', children: user?.userName || '-' },
          { key: 'phone', label: '手机号', children: user?.phone || '-' },
          { key: 'email', label: '邮箱', children: user?.userEmail || '-' },
          { key: 'company', label: '所属企业', children: user?.companyName || '未认证' },
          { key: 'role', label: '角色', children: role },
        ]}
      />
      <PersonalInfoActions />
    </>
  );
}
