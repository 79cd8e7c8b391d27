import { z } from 'zod';
import { envelopeOf } from '../common/envelope.schemas';

/**
 * What an operator may do in the back office, split by least privilege (docs/operator-roles.md): the
 * content editor runs the CMS, the reviewer decides certifications, solutions and formal applications,
 * and the three administrators of GB/T 22239-2019 level 3 (三员) keep the system apart: the system
 * administrator (系统管理员) accounts, dictionaries and question banks, the security administrator
 * (安全管理员) who holds which operator role, the auditor (审计管理员) the audit trail and nothing else.
 * Any operator reads the dashboards. An operator holds one or more roles.
 */
export const OPERATOR_ROLES = ['contentEditor', 'reviewer', 'systemAdmin', 'securityAdmin', 'auditor'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_ROLE_LABELS: Record<OperatorRole, string> = {
  contentEditor: '内容编辑',
  reviewer: '审核员',
  systemAdmin: '系统管理员',
  securityAdmin: '安全管理员',
  auditor: '审计管理员',
};

/**
 * The back office's areas and the roles that may use each (any one of them); `null`: any operator.
 * The server and the menu both read it.
 */
export const ADMIN_AREA_ROLES = {
  dashboard: null,
  topic551: null,
  content: ['contentEditor'],
  notices: ['contentEditor'],
  agreements: ['contentEditor'],
  certifications: ['reviewer'],
  solutions: ['reviewer'],
  acceptances: ['reviewer'],
  companies: ['reviewer'],
  topic551Targets: ['systemAdmin'],
  /** The list of accounts: the system administrator keeps them, the security administrator finds the operators in it. */
  users: ['systemAdmin', 'securityAdmin'],
  /** Disabling, enabling and resetting another account. */
  accounts: ['systemAdmin'],
  /** Which roles another operator holds. */
  operatorRoles: ['securityAdmin'],
  personalInfoRequests: ['systemAdmin'],
  dictionaries: ['systemAdmin'],
  bankVersions: ['systemAdmin'],
  audit: ['auditor'],
  clientErrors: ['systemAdmin'],
} as const satisfies Record<string, readonly OperatorRole[] | null>;
export type AdminArea = keyof typeof ADMIN_AREA_ROLES;

/** The roles that may use `area`; null: any operator. */
export const rolesOfArea = (area: AdminArea): readonly OperatorRole[] | null => ADMIN_AREA_ROLES[area];

/** Whether an operator with `roles` may use `area`. */
export function mayUseArea(roles: readonly OperatorRole[], area: AdminArea): boolean {
  const needed = rolesOfArea(area);
  return roles.length > 0 && (needed === null || needed.some((role) => roles.includes(role)));
}

/** '系统管理员或安全管理员' (the roles that open an area, as a refusal names them), or joined by '、'. */
export const roleNames = (roles: readonly OperatorRole[], joiner: '或' | '、' = '或') =>
  roles.map((role) => OPERATOR_ROLE_LABELS[role]).join(joiner);

/**
 * The three administrators of 等保 level 3 (系统管理员, 安全管理员, 审计管理员): one person holding two of
 * them checks their own work. A role set holding more than one is refused unless the deployment allows
 * combined duties (DTMM_ALLOW_COMBINED_DUTIES, a single-person office).
 */
export const SEPARATED_DUTIES = ['systemAdmin', 'securityAdmin', 'auditor'] as const satisfies readonly OperatorRole[];

/** The separated duties a role set holds, when it holds more than one; empty otherwise. */
export function combinedDuties(roles: readonly OperatorRole[]): OperatorRole[] {
  const held = SEPARATED_DUTIES.filter((role) => roles.includes(role));
  return held.length > 1 ? held : [];
}

export const OPERATOR_ROLE_MESSAGES = {
  forbidden: (...roles: OperatorRole[]) => `无权操作：需要${roleNames(roles)}角色`,
  noRoles: '请至少选择一个角色',
  notOperator: '该用户不是运营人员',
  ownRoles: '不能修改自己的运营角色',
  saved: '角色已保存',
  combinedDuties: (roles: readonly OperatorRole[]) => `${roleNames(roles, '、')}须由不同人员担任，不能授予同一账号`,
  /** The back office's warning to an account that holds separated duties together. */
  combinedWarning: (roles: readonly OperatorRole[]) =>
    `该账号同时拥有${roleNames(roles, '、')}权限，仅适用于单人运营的办公室；等保三级要求由不同人员分别担任系统管理员、安全管理员和审计管理员。`,
} as const;

/** PUT /api/admin/users/{id}/operator-roles: the operator's whole set of roles. */
export const operatorRolesBody = z.object({
  roles: z
    .array(z.enum(OPERATOR_ROLES, { error: OPERATOR_ROLE_MESSAGES.noRoles }))
    .min(1, OPERATOR_ROLE_MESSAGES.noRoles)
    .max(OPERATOR_ROLES.length)
    .transform((roles) => [...new Set(roles)]),
});
export type OperatorRolesBody = z.infer<typeof operatorRolesBody>;
export const operatorRolesAnswer = envelopeOf(z.object({ roles: z.array(z.enum(OPERATOR_ROLES)) }));
