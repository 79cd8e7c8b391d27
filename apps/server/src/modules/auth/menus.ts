import { type MenuNode, PERMISSIONS, type Permission } from '@dtmm/shared';
import type { Principal } from './principal';

type Asker = Pick<Principal, 'companyId' | 'companyRole' | 'isProvider' | 'isOperator' | 'operatorRoles'>;

const item = (id: string, title: string, pathUrl: string, iconType: string): MenuNode => ({
  id,
  type: 'menu',
  menuLevel: 2,
  title,
  pathUrl,
  component: pathUrl.slice(1),
  iconType,
  children: [],
});

const group = (id: string, title: string, iconType: string, children: MenuNode[]): MenuNode => ({
  id,
  type: 'class',
  menuLevel: 1,
  title,
  pathUrl: '',
  component: '',
  iconType,
  children,
});

const ENTERPRISE = group('enterprise', '企业中心', 'BankOutlined', [
  item('companyinfo', '企业信息', '/user/companyinfo', 'ProfileOutlined'),
  item('members', '成员管理', '/user/members', 'TeamOutlined'),
  item('patent', '专利成果', '/user/patent', 'FileProtectOutlined'),
  item('myproperty', '我的知识产权', '/user/myproperty', 'SafetyOutlined'),
]);
const PROVIDER = group('provider', '服务商', 'ShopOutlined', [
  item('severAuthentication', '服务商认证', '/user/severAuthentication', 'SafetyCertificateOutlined'),
  item('solution', '解决方案', '/user/solution', 'BulbOutlined'),
  item('serviceManagement', '服务管理', '/user/serviceManagement', 'AppstoreOutlined'),
]);
const ASSESSMENT = group('assessment', '评估服务', 'FundOutlined', [
  item('digitalization', '数字化转型评估', '/user/digitalization', 'LineChartOutlined'),
]);
const PERSONAL = group('personal', '个人中心', 'UserOutlined', [
  item('userInfo', '个人信息', '/user/userInfo', 'IdcardOutlined'),
  item('message', '消息通知', '/user/message', 'BellOutlined'),
  item('userCalendar', '我的日历', '/user/userCalendar', 'CalendarOutlined'),
  item('dashboard', '数据看板', '/bi/bidashboard/view', 'LineChartOutlined'),
  item('resetPassword', '修改密码', '/user/resetPassword', 'LockOutlined'),
]);
const OPERATIONS = group('operations', '运营管理', 'SettingOutlined', [
  { ...item('admin', '运营管理后台', '/admin', 'DashboardOutlined'), component: 'admin/index' },
]);

const isCompanyAdmin = (asker: Asker) => asker.companyId !== null && asker.companyRole === 'ADMIN';

/** An operator of the platform who belongs to no company: their centre is their own, not a company's. */
const isPlatformOperator = (asker: Asker) => asker.isOperator && asker.companyId === null;

/**
 * The user-centre menu tree (portal.md 2.6): the Service provider group only for a company's
 * ADMIN (hidden for USER and for users without a company), the back office only for operators. An
 * operator without a company sees their personal pages and the back office, not a company's menus.
 */
export function menusFor(asker: Asker): MenuNode[] {
  if (isPlatformOperator(asker)) return [PERSONAL, OPERATIONS];
  return [
    ENTERPRISE,
    ...(isCompanyAdmin(asker) ? [PROVIDER] : []),
    ASSESSMENT,
    PERSONAL,
    ...(asker.isOperator ? [OPERATIONS] : []),
  ];
}

/** The permission strings of portal.md 6 as the asker holds them (see docs/security.md). */
export function permissionsFor(asker: Asker): Permission[] {
  const granted: Permission[] = [PERMISSIONS.profile];
  if (asker.isOperator) {
    granted.push(PERMISSIONS.adminAccess);
    if (asker.operatorRoles.includes('reviewer'))
      granted.push(PERMISSIONS.certificationReview, PERMISSIONS.solutionReview);
  } else if (asker.companyId === null) {
    granted.push(PERMISSIONS.companyCertify);
  } else {
    granted.push(PERMISSIONS.companyView, PERMISSIONS.memberView, PERMISSIONS.assessmentApply);
  }
  if (isCompanyAdmin(asker)) {
    granted.push(PERMISSIONS.companyCertify, PERMISSIONS.companyEdit, PERMISSIONS.memberManage);
    granted.push(PERMISSIONS.providerCertify);
    if (asker.isProvider) granted.push(PERMISSIONS.solutionManage);
  }
  return granted;
}
