import { z } from 'zod';
import { envelopeOf } from '../common/envelope.schemas';

/**
 * What an operator may do in the back office, split by least privilege (docs/operator-roles.md):
 * the content editor runs the CMS, the reviewer decides certifications, solutions and formal
 * applications, the system administrator keeps users, dictionaries, question banks and the audit trail.
 * Any operator sees the dashboards. An operator holds one or more roles.
 */
export const OPERATOR_ROLES = ['contentEditor', 'reviewer', 'systemAdmin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_ROLE_LABELS: Record<OperatorRole, string> = {
  contentEditor: '内容编辑',
  reviewer: '审核员',
  systemAdmin: '系统管理员',
};

/** The back office's areas and the role each needs; `null`: any operator. The server and the menu both read it. */
export const ADMIN_AREA_ROLES = {
  dashboard: null,
  topic551: null,
  content: 'contentEditor',
  notices: 'contentEditor',
  agreements: 'contentEditor',
  certifications: 'reviewer',
  solutions: 'reviewer',
  acceptances: 'reviewer',
  companies: 'reviewer',
  topic551Targets: 'systemAdmin',
  users: 'systemAdmin',
  personalInfoRequests: 'systemAdmin',
  dictionaries: 'systemAdmin',
  bankVersions: 'systemAdmin',
  audit: 'systemAdmin',
  clientErrors: 'systemAdmin',
} as const satisfies Record<string, OperatorRole | null>;
export type AdminArea = keyof typeof ADMIN_AREA_ROLES;

/** Whether an operator with `roles` may use `area`. */
export function mayUseArea(roles: readonly OperatorRole[], area: AdminArea): boolean {
  const needed: OperatorRole | null = ADMIN_AREA_ROLES[area];
  return roles.length > 0 && (needed === null || roles.includes(needed));
}

export const OPERATOR_ROLE_MESSAGES = {
  forbidden: (role: OperatorRole) => `无权操作：需要${OPERATOR_ROLE_LABELS[role]}角色`,
  noRoles: '请至少选择一个角色',
  notOperator: '该用户不是运营人员',
  ownRoles: '不能修改自己的运营角色',
  saved: '角色已保存',
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
