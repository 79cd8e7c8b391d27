import { z } from 'zod';
import { MEMBER_ROLES } from '../common/constants';
import { pagedEnvelopeOf } from '../common/envelope';
import { messages } from '../common/messages';
import { pagingQuery } from '../common/paging';
import { isMobile } from '../common/validators';

/** The texts of the members page and the operators' user tools (portal.md 2.8, 5.7; ours where it is silent). */
export const memberMessages = {
  usernameRequired: '姓名不能为空',
  phoneRequired: '手机号不能为空',
  phoneInvalid: '手机号格式不正确',
  passwordRequired: '密码不能为空',
  passwordMin: '密码长度不能少于6位',
  formInvalid: '请完善信息!',
  phoneBoundElsewhere: '该手机号已绑定其他企业',
  alreadyMember: '该用户已是本企业成员',
  cannotUnbindSelf: '不能解绑自己',
  cannotChangeOwnRole: '不能修改自己的角色',
  lastAdmin: '至少保留一名企业管理员',
  unbound: '解绑成功',
  roleUpdated: '修改成功',
  roleInvalid: '角色只能是 ADMIN 或 USER',
} as const;

const mm = memberMessages;

const optionalSearch = z
  .string()
  .trim()
  .max(50)
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * POST /api/dtmm/company/companyuser/add (portal.md 5.7). The password is checked against 5.7 here;
 * the 5.2 rules (`passwordProblem`) apply on the server only when a new account is created with it.
 */
export const addMemberBody = z.object({
  username: z
    .string({ error: mm.usernameRequired })
    .trim()
    .min(1, { error: mm.usernameRequired })
    .max(20, { error: messages.auth.usernameLength }),
  phone: z
    .string({ error: mm.phoneRequired })
    .trim()
    .min(1, { error: mm.phoneRequired })
    .refine(isMobile, { error: mm.phoneInvalid }),
  password: z
    .string({ error: mm.passwordRequired })
    .min(1, { error: mm.passwordRequired })
    .min(6, { error: mm.passwordMin })
    .max(32, { error: messages.auth.passwordMax }),
});
export type AddMemberBody = z.infer<typeof addMemberBody>;

/** GET /api/dtmm/company/companyuser/list. */
export const MEMBER_SORT_KEYS = ['createTime', 'username'] as const;
export const memberListQuery = pagingQuery(MEMBER_SORT_KEYS).extend({ username: optionalSearch });
export type MemberListQuery = z.infer<typeof memberListQuery>;

export const memberItem = z.object({
  id: z.string(),
  username: z.string(),
  /** In full for an ADMIN, masked (138****8000) for a USER. */
  phone: z.string(),
  role: z.enum(MEMBER_ROLES),
  createTime: z.string(),
});
export type MemberItem = z.infer<typeof memberItem>;
export const memberListAnswer = pagedEnvelopeOf(memberItem);

/** POST /api/dtmm/company/companyuser/update/{id}. */
export const updateMemberBody = z.object({ role: z.enum(MEMBER_ROLES, { error: mm.roleInvalid }) });

export const memberIdParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, { error: messages.common.notFound })
    .transform(Number),
});

export const memberMessageAnswer = z.object({ code: z.number().int(), msg: z.string() });
