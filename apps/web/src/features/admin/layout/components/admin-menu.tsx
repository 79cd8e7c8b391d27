import {
  AuditOutlined,
  BankOutlined,
  BookOutlined,
  BulbOutlined,
  CarryOutOutlined,
  DashboardOutlined,
  FileProtectOutlined,
  NotificationOutlined,
  PlayCircleOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  SolutionOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { CONTENT_KIND_LABELS, CONTENT_KINDS, type ContentKind } from '@dtmm/shared';
import { Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ADMIN_PATHS } from '../../admin-paths';

interface Section {
  key: string;
  label: string;
  icon: ReactNode;
}

const SECTIONS: Section[] = [
  { key: ADMIN_PATHS.dashboard, icon: <DashboardOutlined />, label: '工作台' },
  { key: ADMIN_PATHS.certifications, icon: <AuditOutlined />, label: '认证审核' },
  { key: ADMIN_PATHS.solutions, icon: <BulbOutlined />, label: '方案审核' },
  { key: ADMIN_PATHS.acceptances, icon: <CarryOutOutlined />, label: '正式评估受理' },
  { key: ADMIN_PATHS.companies, icon: <BankOutlined />, label: '企业管理' },
  { key: ADMIN_PATHS.users, icon: <TeamOutlined />, label: '用户管理' },
];
const KIND_ICONS: Record<ContentKind, ReactNode> = {
  news: <ReadOutlined />,
  standards: <FileProtectOutlined />,
  cases: <TrophyOutlined />,
  courses: <PlayCircleOutlined />,
  guides: <QuestionCircleOutlined />,
  notices: <NotificationOutlined />,
  patents: <BulbOutlined />,
  demands: <SolutionOutlined />,
};
/** 内容管理: the eight kinds of portal content, then the dictionaries their choices come from. */
const CONTENT: Section[] = [
  ...CONTENT_KINDS.map((kind) => ({
    key: ADMIN_PATHS.contentList(kind),
    icon: KIND_ICONS[kind],
    label: CONTENT_KIND_LABELS[kind],
  })),
  { key: ADMIN_PATHS.dictionaries, icon: <BookOutlined />, label: '字典管理' },
];

/** The menu item a path belongs to: the longest key it starts with (a request's detail is under 认证审核). */
export function activeMenuKey(pathname: string): string {
  const keys = [...SECTIONS, ...CONTENT].map(({ key }) => key);
  const matching = keys.filter((key) => pathname === key || pathname.startsWith(`${key}/`));
  return matching.reduce((best, key) => (key.length > best.length ? key : best), ADMIN_PATHS.dashboard);
}

interface AdminMenuProps {
  /** Dark in the side bar, light in the phone's drawer. */
  theme: 'dark' | 'light';
  /** Closes the phone's drawer. */
  onNavigate?: () => void;
}

/** The back office's sections and its 内容管理 group. */
export function AdminMenu({ theme, onNavigate }: AdminMenuProps) {
  const { pathname } = useLocation();
  const itemOf = ({ key, icon, label }: Section) => ({
    key,
    icon,
    label: (
      <Link to={key} onClick={onNavigate}>
        {label}
      </Link>
    ),
  });
  const items: MenuProps['items'] = [
    ...SECTIONS.map(itemOf),
    { type: 'group', key: 'content', label: '内容管理', children: CONTENT.map(itemOf) },
  ];
  return <Menu mode="inline" theme={theme} selectedKeys={[activeMenuKey(pathname)]} items={items} />;
}
