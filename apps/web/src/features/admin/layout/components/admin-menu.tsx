import {
  AuditOutlined,
  BankOutlined,
  BookOutlined,
  BugOutlined,
  BulbOutlined,
  CarryOutOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FundOutlined,
  LineChartOutlined,
  MessageOutlined,
  NotificationOutlined,
  PlayCircleOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserDeleteOutlined,
} from '@ant-design/icons';
import { type AdminArea, CONTENT_KIND_LABELS, CONTENT_KINDS, type ContentKind, mayUseArea } from '@dtmm/shared';
import { Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { ADMIN_PATHS } from '../../admin-paths';

interface Section {
  key: string;
  label: string;
  icon: ReactNode;
  /** The back-office area the page belongs to: the operator's roles decide whether it is shown. */
  area: AdminArea;
}

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

interface MenuGroup {
  key: string;
  /** The group's heading; the first group, what every operator sees, has none. */
  label: string | null;
  sections: Section[];
}

/** The menu by the roles' jobs (docs/operator-roles.md): what every operator watches, then review, content, system, audit. */
const GROUPS: MenuGroup[] = [
  {
    key: 'overview',
    label: null,
    sections: [
      { key: ADMIN_PATHS.dashboard, icon: <DashboardOutlined />, label: '工作台', area: 'dashboard' },
      { key: ADMIN_PATHS.insight, icon: <LineChartOutlined />, label: '省级数据看板', area: 'dashboard' },
      { key: ADMIN_PATHS.assessments, icon: <FileSearchOutlined />, label: '评估记录', area: 'dashboard' },
      { key: ADMIN_PATHS.topic551, icon: <FundOutlined />, label: '551专题进度', area: 'topic551' },
      { key: ADMIN_PATHS.servedEnterprises, icon: <ShopOutlined />, label: '551服务企业', area: 'topic551' },
    ],
  },
  {
    key: 'review',
    label: '审核受理',
    sections: [
      { key: ADMIN_PATHS.certifications, icon: <AuditOutlined />, label: '认证审核', area: 'certifications' },
      { key: ADMIN_PATHS.solutions, icon: <BulbOutlined />, label: '方案审核', area: 'solutions' },
      { key: ADMIN_PATHS.acceptances, icon: <CarryOutOutlined />, label: '正式评估受理', area: 'acceptances' },
      { key: ADMIN_PATHS.companies, icon: <BankOutlined />, label: '企业管理', area: 'companies' },
    ],
  },
  {
    key: 'content',
    label: '内容管理',
    sections: [
      ...CONTENT_KINDS.map((kind) => ({
        key: ADMIN_PATHS.contentList(kind),
        icon: KIND_ICONS[kind],
        label: CONTENT_KIND_LABELS[kind],
        area: 'content' as const,
      })),
      { key: ADMIN_PATHS.notices, icon: <MessageOutlined />, label: '站内通知', area: 'notices' },
      { key: ADMIN_PATHS.agreements, icon: <FileTextOutlined />, label: '协议管理', area: 'agreements' },
    ],
  },
  {
    key: 'system',
    label: '系统管理',
    sections: [
      { key: ADMIN_PATHS.users, icon: <TeamOutlined />, label: '用户管理', area: 'users' },
      {
        key: ADMIN_PATHS.personalInfoRequests,
        icon: <UserDeleteOutlined />,
        label: '个人信息请求',
        area: 'personalInfoRequests',
      },
      { key: ADMIN_PATHS.bankVersions, icon: <DatabaseOutlined />, label: '题库与模型版本', area: 'bankVersions' },
      { key: ADMIN_PATHS.dictionaries, icon: <BookOutlined />, label: '字典管理', area: 'dictionaries' },
      { key: ADMIN_PATHS.clientErrors, icon: <BugOutlined />, label: '前端错误', area: 'clientErrors' },
    ],
  },
  {
    key: 'audit',
    label: '安全审计',
    sections: [{ key: ADMIN_PATHS.audit, icon: <SafetyCertificateOutlined />, label: '审计日志', area: 'audit' }],
  },
];

const ALL_SECTIONS = GROUPS.flatMap((group) => group.sections);
const DASHBOARD = ALL_SECTIONS[0] as Section;

/** The menu item a path belongs to: the longest key it starts with (a request's detail is under 认证审核). */
function sectionOf(pathname: string): Section {
  const matching = ALL_SECTIONS.filter(({ key }) => pathname === key || pathname.startsWith(`${key}/`));
  return matching.reduce((best, section) => (section.key.length > best.key.length ? section : best), DASHBOARD);
}

export const activeMenuKey = (pathname: string): string => sectionOf(pathname).key;

/** The area of the back office a page belongs to (the layout refuses a page the operator's roles do not cover). */
export const areaOfPath = (pathname: string): AdminArea => sectionOf(pathname).area;

interface AdminMenuProps {
  /** Dark in the side bar, light in the phone's drawer. */
  theme: 'dark' | 'light';
  /** Closes the phone's drawer. */
  onNavigate?: () => void;
}

/** The back office's sections in their groups, each shown only to the roles it serves. */
export function AdminMenu({ theme, onNavigate }: AdminMenuProps) {
  const { pathname } = useLocation();
  const roles = useSession().user?.operatorRoles ?? [];
  const mine = (sections: Section[]) => sections.filter(({ area }) => mayUseArea(roles, area));
  const itemOf = ({ key, icon, label }: Section) => ({
    key,
    icon,
    label: (
      <Link to={key} onClick={onNavigate}>
        {label}
      </Link>
    ),
  });
  const items = GROUPS.flatMap(({ key, label, sections }): NonNullable<MenuProps['items']> => {
    const shown = mine(sections).map(itemOf);
    if (label === null) return shown;
    return shown.length > 0 ? [{ type: 'group' as const, key, label, children: shown }] : [];
  });
  return <Menu mode="inline" theme={theme} selectedKeys={[activeMenuKey(pathname)]} items={items} />;
}
