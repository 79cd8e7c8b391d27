import { z } from 'zod';
import { MEMBER_ROLES } from '../common/constants';
import { envelopeOf, pagedEnvelopeOf } from '../common/envelope.schemas';
import { messages } from '../common/messages';
import { pagingQuery } from '../common/paging';
import { OPERATOR_ROLES } from './operator-roles';

/** A trimmed search text; blank means no filter. */
export const adminKeyword = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => (v ? v : undefined));

const certificationStatusFilter = z.coerce
  .number({ error: messages.common.badRequest })
  .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: messages.common.badRequest }))
  .optional();

// ---- Users (/api/admin/users) ----

export const ADMIN_USER_STATUSES = ['enabled', 'disabled'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];
export const adminUserListQuery = pagingQuery(['createTime', 'username']).extend({
  keyword: adminKeyword,
  status: z.enum(ADMIN_USER_STATUSES, { error: '状态只能是 enabled 或 disabled' }).optional(),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuery>;

export const adminUserItem = z.object({
  id: z.string(),
  username: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  role: z.enum(MEMBER_ROLES).nullable(),
  isOperator: z.boolean(),
  operatorRoles: z.array(z.enum(OPERATOR_ROLES)),
  isDisabled: z.boolean(),
  createTime: z.string(),
  /** The last successful login, from the audit log; null for one who never logged in. */
  lastLoginTime: z.string().nullable(),
});
export type AdminUserItem = z.infer<typeof adminUserItem>;
export const adminUserListAnswer = pagedEnvelopeOf(adminUserItem);
export const temporaryPasswordAnswer = envelopeOf(z.object({ temporaryPassword: z.string() }));

// ---- Companies (/api/admin/companies) ----

export const adminCompanyListQuery = pagingQuery(['createTime', 'companyName']).extend({
  /** Company name or unified social credit code. */
  keyword: adminKeyword,
  certificationStatus: certificationStatusFilter,
});
export type AdminCompanyListQuery = z.infer<typeof adminCompanyListQuery>;

export const adminCompanyItem = z.object({
  id: z.string(),
  companyName: z.string(),
  socialCreditCode: z.string(),
  certificationStatus: z.number().int(),
  providerStatus: z.number().int(),
  memberCount: z.number().int(),
  createTime: z.string(),
});
export type AdminCompanyItem = z.infer<typeof adminCompanyItem>;
export const adminCompanyListAnswer = pagedEnvelopeOf(adminCompanyItem);

export const adminCompanyMember = z.object({
  id: z.string(),
  username: z.string(),
  phone: z.string(),
  role: z.enum(MEMBER_ROLES).nullable(),
  isDisabled: z.boolean(),
});

const text = z.string().nullable();
export const adminCompanyDetail = adminCompanyItem.extend({
  legalRepresentative: text,
  companyType: text,
  industryCategory: text,
  secondaryIndustry: text,
  industry: text,
  /** '制造业 / 计算机、通信和其他电子设备制造业' from the codes. */
  industryName: z.string(),
  employee: text,
  annualRevenue: text,
  contactName: text,
  contactPhone: text,
  personInCharge: text,
  registeredAddress: text,
  companyProfile: text,
  province: text,
  city: text,
  district: text,
  /** The region names of province, city and district. */
  areaText: z.string(),
  companyWebsite: text,
  licenseFileId: text,
  logoFileId: text,
  serviceProviderType: text,
  serviceProviderCategory: text,
  serviceIndustry: text,
  members: z.array(adminCompanyMember),
});
export type AdminCompanyDetail = z.infer<typeof adminCompanyDetail>;
export const adminCompanyDetailAnswer = envelopeOf(adminCompanyDetail);
