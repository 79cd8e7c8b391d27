import { z } from 'zod';
import { AGREEMENT_KINDS } from '../agreements/agreement.schemas';
import { envelopeOf, pagedEnvelopeOf } from '../common/envelope.schemas';
import { messages } from '../common/messages';
import { pagingQuery } from '../common/paging';

/**
 * A person's rights under the 个人信息保护法 (docs/personal-information.md): a copy of what the
 * platform holds about them (art. 45) and closing the account (注销, art. 47).
 */
export const personalInfoMessages = {
  passwordRequired: messages.auth.oldPasswordRequired,
  passwordWrong: '密码不正确，请输入当前登录密码',
  closed: '账号已注销',
  soleAdmin: (company: string) =>
    `您是「${company}」唯一的企业管理员，企业还有其他成员。请先在成员管理中将企业管理员移交给其他成员，再注销账号`,
  certificationPending: '您有认证申请正在审核中，请等待审核结束后再注销账号',
  operatorAccount: '运营人员账号不能自行注销，请联系系统管理员处理',
  exportTooOften: (minutes: number) => `下载个人信息过于频繁，请${minutes}分钟后再试`,
  /** The name every closed account shows, wherever its username was shown. */
  closedName: '已注销用户',
} as const;
const pm = personalInfoMessages;

/** POST /api/dtmm/auth/closeAccount: the current password confirms it is the person themself. */
export const closeAccountBody = z.object({
  password: z
    .string({ error: pm.passwordRequired })
    .min(1, { error: pm.passwordRequired })
    .max(64, { error: pm.passwordWrong }),
});
export type CloseAccountBody = z.infer<typeof closeAccountBody>;

/** GET /api/dtmm/auth/personalData: `format=xlsx` answers a workbook, anything else JSON. */
export const personalDataQuery = z.object({
  format: z.enum(['json', 'xlsx'], { error: '导出格式只能是 json 或 xlsx' }).default('json'),
});

const time = z.string();
const optionalTime = z.string().nullable();

/** The signed-in person's copy of their personal information (one sheet per part in the workbook). */
export const personalData = z.object({
  exportedAt: time,
  account: z.object({
    userId: z.string(),
    username: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    createTime: time,
    isOperator: z.boolean(),
  }),
  /** The company the person belongs to now and their role in it (a person belongs to at most one). */
  memberships: z.array(z.object({ companyId: z.string(), companyName: z.string(), role: z.enum(['ADMIN', 'USER']) })),
  /** Certification requests the person filed for a company. */
  certifications: z.array(
    z.object({
      id: z.string(),
      companyName: z.string(),
      certifyType: z.string(),
      status: z.string(),
      submitTime: time,
    }),
  ),
  /** Assessments the person started for their company (the records belong to the company). */
  assessments: z.array(
    z.object({
      recordId: z.string(),
      companyName: z.string(),
      type: z.string(),
      status: z.string(),
      startTime: time,
      completeTime: optionalTime,
    }),
  ),
  /** The answers the person last saved, question by question. */
  answers: z.array(
    z.object({
      recordId: z.string(),
      questionId: z.string(),
      question: z.string(),
      level: z.number().int(),
      answer: z.string(),
      answerTime: time,
    }),
  ),
  /** Sign-in attempts and sign-outs from the audit trail, newest first. */
  logins: z.array(z.object({ time, event: z.string(), result: z.string(), ip: z.string(), userAgent: z.string() })),
  /** Login sessions still on record (each refresh is a row of its login). */
  sessions: z.array(
    z.object({
      startTime: time,
      lastUsedTime: optionalTime,
      expireTime: time,
      endTime: optionalTime,
      ip: z.string(),
      userAgent: z.string(),
    }),
  ),
  consents: z.array(
    z.object({ kind: z.enum(AGREEMENT_KINDS), version: z.number().int(), title: z.string(), time, ip: z.string() }),
  ),
});
export type PersonalData = z.infer<typeof personalData>;
export const personalDataAnswer = envelopeOf(personalData);

/** What the platform keeps of each right exercised: who, which, when, and how it ended. */
export const PERSONAL_INFO_REQUEST_KINDS = ['export', 'close'] as const;
export type PersonalInfoRequestKind = (typeof PERSONAL_INFO_REQUEST_KINDS)[number];
export const PERSONAL_INFO_REQUEST_KIND_LABELS: Record<PersonalInfoRequestKind, string> = {
  export: '下载个人信息',
  close: '注销账号',
};
export const PERSONAL_INFO_REQUEST_STATUSES = ['completed', 'refused'] as const;
export type PersonalInfoRequestStatus = (typeof PERSONAL_INFO_REQUEST_STATUSES)[number];
export const PERSONAL_INFO_REQUEST_STATUS_LABELS: Record<PersonalInfoRequestStatus, string> = {
  completed: '已完成',
  refused: '未通过',
};

/** GET /api/admin/personal-info-requests: the back office's paged list, newest first. */
export const personalInfoRequestListQuery = pagingQuery(['requestTime'] as const).extend({
  kind: z
    .enum(['', ...PERSONAL_INFO_REQUEST_KINDS], { error: '类型只能是 export 或 close' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  status: z
    .enum(['', ...PERSONAL_INFO_REQUEST_STATUSES], { error: '状态只能是 completed 或 refused' })
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type PersonalInfoRequestListQuery = z.infer<typeof personalInfoRequestListQuery>;

export const personalInfoRequestRow = z.object({
  id: z.string(),
  userId: z.string(),
  /** The account's name now: '已注销用户#<id>' once it is closed. */
  username: z.string(),
  kind: z.enum(PERSONAL_INFO_REQUEST_KINDS),
  status: z.enum(PERSONAL_INFO_REQUEST_STATUSES),
  /** Why a closure was refused (the person was told the same). */
  note: z.string().nullable(),
  requestTime: time,
  completeTime: optionalTime,
});
export type PersonalInfoRequestRow = z.infer<typeof personalInfoRequestRow>;
export const personalInfoRequestListAnswer = pagedEnvelopeOf(personalInfoRequestRow);
