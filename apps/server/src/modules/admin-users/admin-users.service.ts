import type { AdminCompanyListQuery, AdminUserListQuery, OperatorRole } from '@dtmm/shared';
import {
  combinedDuties,
  formatDateTime,
  maskEmail,
  maskPhone,
  OPERATOR_ROLE_MESSAGES,
  OPERATOR_ROLES,
  revealOr,
} from '@dtmm/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../plugins/errors';
import { setPasswordHash } from '../accounts/accounts.repository';
import { recordAudit } from '../audit/audit.service';
import { hashPassword } from '../auth/password';
import type { Principal } from '../auth/principal';
import { endAllSessions } from '../auth/sessions.service';
import { industryPath } from '../industries/industries.data';
import { areaText } from '../regions/regions.data';
import {
  findCompanyById,
  findCompanyMembers,
  findCompanyPage,
  findUserById,
  findUserPage,
  setOperatorRoles,
  setUserDisabled,
} from './admin-users.repository';
import { temporaryPassword } from './temporary-password';

export const adminUserMessages = {
  cannotDisableSelf: '不能停用自己的账号',
  disabled: '账号已停用',
  enabled: '账号已启用',
  passwordReset: '密码已重置，临时密码只显示这一次',
  operatorAccount: '运营账号只能由本人修改，或由服务器管理员用命令行修改',
} as const;

const id = (value: number | null) => (value === null ? null : String(value));

/**
 * One page of every account; phones and e-mails masked (the operators' jobs need the account, not the
 * number: a search by phone still finds it).
 */
export async function listUsers(ctx: AppContext, query: AdminUserListQuery) {
  const { rows, total } = await findUserPage(ctx.db, query);
  const items = rows.map(({ total: _total, createdAt, lastLoginAt, id: userId, companyId, role, ...row }) => ({
    ...row,
    phone: maskPhone(row.phone),
    email: revealOr(row.email, false, maskEmail),
    id: String(userId),
    companyId: id(companyId),
    role: companyId === null ? null : role,
    createTime: formatDateTime(createdAt),
    lastLoginTime: lastLoginAt ? formatDateTime(lastLoginAt) : null,
  }));
  return { items, total };
}

/**
 * The account an operator changes. Another operator's account is disabled or reset only by its owner
 * or on the command line (`npm run admin`): no operator can lock out or take over another (issue 11,
 * finding 4). A security administrator may change another operator's roles (changeOperatorRoles).
 */
async function loadChangeableUser(ctx: AppContext, operator: Principal, userId: number) {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw AppError.notFound();
  if (user.isOperator && user.id !== operator.userId) throw AppError.forbidden(adminUserMessages.operatorAccount);
  return user;
}

/** Disables or enables an account; disabling ends every session at once. Never one's own. */
export async function setDisabled(
  ctx: AppContext,
  request: FastifyRequest,
  operator: Principal,
  userId: number,
  isDisabled: boolean,
) {
  if (isDisabled && userId === operator.userId) throw AppError.badRequest(adminUserMessages.cannotDisableSelf);
  const user = await loadChangeableUser(ctx, operator, userId);
  await ctx.db.transaction(async (tx) => {
    const now = new Date(ctx.now());
    await setUserDisabled(tx, userId, isDisabled, now);
    if (isDisabled) await endAllSessions(tx, userId, 'disabled', now);
    await recordAudit(tx, request, {
      action: isDisabled ? 'admin.user.disable' : 'admin.user.enable',
      userId: operator.userId,
      subject: user.username,
      objectType: 'user',
      objectId: userId,
      detail: { targetUserId: userId },
    });
  });
}

/** Sets a random temporary password and ends every session; the password is answered once, never stored in clear. */
export async function resetUserPassword(ctx: AppContext, request: FastifyRequest, operator: Principal, userId: number) {
  const user = await loadChangeableUser(ctx, operator, userId);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const now = new Date(ctx.now());
    await setPasswordHash(tx, userId, passwordHash, now);
    await endAllSessions(tx, userId, 'operator', now);
    await recordAudit(tx, request, {
      action: 'admin.user.resetPassword',
      userId: operator.userId,
      subject: user.username,
      objectType: 'user',
      objectId: userId,
      detail: { targetUserId: userId },
    });
  });
  return password;
}

const companyFields = <T extends { id: number; createdAt: Date }>({ id: companyId, createdAt, ...row }: T) => ({
  ...row,
  id: String(companyId),
  createTime: formatDateTime(createdAt),
});

export async function listCompanies(ctx: AppContext, query: AdminCompanyListQuery) {
  const { rows, total } = await findCompanyPage(ctx.db, query);
  return { items: rows.map((row) => companyFields(row)), total };
}

/** A company of the register with its members; the contact's and the members' phones masked. */
export async function getCompany(ctx: AppContext, companyId: number) {
  const company = await findCompanyById(ctx.db, companyId);
  if (!company) throw AppError.notFound();
  const members = await findCompanyMembers(ctx.db, companyId);
  const { industryCategory, secondaryIndustry, industry, province, city, district } = company;
  return {
    ...companyFields(company),
    contactPhone: revealOr(company.contactPhone, false, maskPhone),
    industryName: industryPath(industryCategory, secondaryIndustry, industry),
    areaText: areaText(province, city, district),
    members: members.map((m) => ({ ...m, id: String(m.id), phone: maskPhone(m.phone) })),
  };
}

/**
 * Sets another operator's back-office roles (security administrators only, docs/operator-roles.md).
 * Never one's own, so the security administrator who asks always remains one. A set holding two of
 * the separated duties (系统管理员, 安全管理员, 审计管理员) is refused unless the deployment allows
 * combined duties (DTMM_ALLOW_COMBINED_DUTIES, a single-person office).
 */
export async function changeOperatorRoles(
  ctx: AppContext,
  request: FastifyRequest,
  operator: Principal,
  userId: number,
  roles: OperatorRole[],
) {
  if (userId === operator.userId) throw AppError.forbidden(OPERATOR_ROLE_MESSAGES.ownRoles);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw AppError.notFound();
  if (!user.isOperator) throw AppError.badRequest(OPERATOR_ROLE_MESSAGES.notOperator);
  const ordered = OPERATOR_ROLES.filter((role) => roles.includes(role));
  const combined = combinedDuties(ordered);
  if (combined.length > 0 && !ctx.config.allowCombinedDuties) {
    throw AppError.badRequest(OPERATOR_ROLE_MESSAGES.combinedDuties(combined));
  }
  await ctx.db.transaction(async (tx) => {
    await setOperatorRoles(tx, userId, ordered, new Date(ctx.now()));
    await recordAudit(tx, request, {
      action: 'admin.user.roles',
      userId: operator.userId,
      subject: user.username,
      objectType: 'user',
      objectId: userId,
      detail: { targetUserId: userId, before: user.operatorRoles, after: ordered },
    });
  });
  return ordered;
}
