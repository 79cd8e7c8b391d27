import './dashboard-page.css';
import { AppstoreOutlined, AuditOutlined, TeamOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { usePlatformName } from '@/features/platform/api/platform-config';

const SHORTCUTS = [
  { to: '/severcenter', label: '服务中心', text: '开展数字化转型自评估', icon: <AuditOutlined /> },
  { to: '/empowerment/serviceProvider', label: '合作服务商', text: '对接认证服务商', icon: <TeamOutlined /> },
  { to: '/home', label: '平台首页', text: '浏览平台服务', icon: <AppstoreOutlined /> },
];

/** /dashboard: a welcome page with the main entries. */
export function DashboardPage() {
  const platformName = usePlatformName();
  return (
    <div className="container dashboard">
      <h1 className="dashboard__title">欢迎使用{platformName}</h1>
      <p className="dashboard__text">从下面的入口开始，或通过顶部菜单浏览各项服务。</p>
      <ul className="dashboard__shortcuts">
        {SHORTCUTS.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="dashboard__shortcut">
              <span className="dashboard__icon" aria-hidden="true">
                {item.icon}
              </span>
              <strong>{item.label}</strong>
              <span>{item.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
