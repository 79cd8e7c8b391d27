import { z } from 'zod';
import { MEMBER_ROLES } from '../common/constants';
import { pagedEnvelopeOf } from '../common/envelope.schemas';
import { unmaskQuery } from '../common/masking';
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
  invited: '该手机号已注册，已向其发送加入邀请，对方接受后成为本企业成员',
  operatorNotMember: '该账号不能加入企业',
  invitationTitle: '企业成员邀请',
  invitationText: (company: string, inviter: string, until: string) =>
    `${company}的管理员 ${inviter} 邀请您加入企业。请在“我的消息”中接受或拒绝，${until} 前有效。`,
  invitationDone: '该邀请已处理',
  invitationExpired: '该邀请已过期，请联系企业管理员重新邀请',
  invitationHasCompany: '您已是其他企业的成员，请先退出原企业',
  invitationPendingCertification: '您有待审核的企业认证申请，暂不能加入其他企业',
  invitationCompanyGone: '该企业当前不可加入',
  accepted: '已加入企业',
  declined: '已拒绝邀请',
  answerTitle: '成员邀请结果',
  acceptedText: (name: string, company: string) => `${name} 已接受邀请，加入${company}。`,
  declinedText: (name: string, company: string) => `${name} 拒绝了加入${company}的邀请。`,
} as const;

/** How long an invitation to join a company stays open. */
export const INVITATION_DAYS = 7;

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
export const memberListQuery = pagingQuery(MEMBER_SORT_KEYS).extend({ username: optionalSearch, ...unmaskQuery.shape });
export type MemberListQuery = z.infer<typeof memberListQuery>;

export const memberItem = z.object({
  id: z.string(),
  username: z.string(),
  /** Masked (138****8000) but one's own; in full to the company's ADMIN asking with `unmask=1` (audited). */
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

/** GET /api/dtmm/company/invitations: the asker's invitations to join a company, newest first. */
export const INVITATION_VIEW_STATUSES = ['pending', 'accepted', 'declined', 'expired'] as const;
export const invitationItem = z.object({
  id: z.string(),
  companyName: z.string(),
  inviter: z.string(),
  status: z.enum(INVITATION_VIEW_STATUSES),
  createTime: z.string(),
  expireTime: z.string(),
});
export type InvitationItem = z.infer<typeof invitationItem>;
export const invitationListAnswer = pagedEnvelopeOf(invitationItem);
export const invitationListQuery = pagingQuery(['createTime'] as const);
