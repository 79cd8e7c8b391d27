import { z } from 'zod';
import { OPERATOR_ROLES } from '../admin/operator-roles';
import { agreementRef, consentFields } from '../agreements/agreement.schemas';
import { envelopeOf } from '../common/envelope.schemas';
import { messages } from '../common/messages';
import { isMobile, type PasswordProblem, passwordProblem } from '../common/validators';

const m = messages.auth;
const v = messages.validation;

const required = (msg: string) => z.string({ error: msg }).min(1, { error: msg });
const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  passwordRequired: v.passwordRequired,
  passwordMin: v.passwordMin,
  passwordDigit: v.passwordDigit,
  passwordLower: v.passwordLower,
  passwordSpecial: v.passwordSpecial,
  passwordSpaces: v.passwordSpaces,
};

/** A new password: the rules of portal.md 5.2, each with its message; `requiredMessage` for an empty one. */
export const newPassword = (requiredMessage: string = v.passwordRequired) =>
  z
    .string({ error: requiredMessage })
    .max(32, { error: m.passwordMax })
    .superRefine((value, ctx) => {
      const problem = passwordProblem(value);
      if (problem)
        ctx.addIssue({
          code: 'custom',
          message: problem === 'passwordRequired' ? requiredMessage : PASSWORD_MESSAGES[problem],
        });
    });

export const mobile = (invalidMessage: string = m.mobileInvalid) =>
  z
    .string({ error: m.mobileRequired })
    .trim()
    .min(1, { error: m.mobileRequired })
    .refine(isMobile, { error: invalidMessage });

export const verifyCode = required(m.verifyCodeRequired).regex(/^\d{6}$/, { error: m.verifyCodeFormat });

export const username = z
  .string({ error: m.usernameRequired })
  .trim()
  .min(1, { error: m.usernameRequired })
  .min(2, { error: m.usernameLength })
  .max(20, { error: m.usernameLength })
  .regex(/^[\p{Script=Han}A-Za-z0-9_]+$/u, { error: m.usernameChars })
  // A name shaped like a mobile number would answer that phone's logins (issue 11, finding 4).
  .refine((value) => !isMobile(value), { error: m.usernameLooksLikePhone });

/** `confirmPassword` must equal `field`; the message lands on confirmPassword. */
function confirmed<T extends { confirmPassword: string }>(field: keyof T & string) {
  return (value: T, ctx: z.RefinementCtx) => {
    if (value.confirmPassword !== value[field]) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: v.passwordMismatch });
    }
  };
}

/** POST /api/dtmm/auth/login, form-encoded (portal.md 7.1, 5.1). */
export const loginForm = z.object({
  grant_type: z.literal('password', { error: m.badClient }),
  client_id: z.string({ error: m.badClient }),
  client_secret: z.string({ error: m.badClient }),
  username: z
    .string({ error: m.usernameRequired })
    .trim()
    .min(1, { error: m.usernameRequired })
    .max(50, { error: m.userNotFound })
    // Control characters (NUL above all: PostgreSQL refuses it in text) name no user.
    .refine((v) => !/\p{Cc}/u.test(v), { error: m.userNotFound }),
  password: required(m.passwordRequired).min(6, { error: m.passwordMin }).max(64, { error: m.passwordMax }),
  captcha: z.string().trim().max(10).optional(),
  captchaCookie: z.string().max(64).optional(),
});
export type LoginForm = z.infer<typeof loginForm>;

/** POST /sso/oauth2/refresh_token, form-encoded; without `refresh_token` the HttpOnly refresh cookie is used. */
export const refreshForm = z.object({
  grant_type: z.literal('refresh_token', { error: m.badClient }),
  client_id: z.string({ error: m.badClient }),
  client_secret: z.string({ error: m.badClient }),
  refresh_token: required(m.refreshInvalid).max(200, { error: m.refreshInvalid }).optional(),
});

/**
 * POST /api/dtmm/auth/register, form-encoded (portal.md 5.2), with the versions of the 用户协议
 * (`terms`) and 隐私政策 (`privacy`) the person agreed to: without them nothing personal is stored
 * (个人信息保护法 art. 13, 14), and a client that does not send them is told why.
 */
export const registerForm = z
  .object({
    username,
    password: newPassword(),
    confirmPassword: required(v.passwordRequired),
    phone: mobile(),
    verifyCode,
    ...consentFields,
  })
  .superRefine(confirmed('password'));
export type RegisterForm = z.infer<typeof registerForm>;

/** POST /api/dtmm/auth/sendNotExistVerifyCode and sendExistVerifyCode. */
export const sendCodeBody = z.object({ phone: mobile() });

/** POST /api/dtmm/auth/forgetPassword (portal.md 5.3). */
export const forgetPasswordBody = z
  .object({
    phone: mobile(m.forgotMobileInvalid),
    verifyCode,
    newPassword: newPassword(),
    confirmPassword: required(m.confirmRequired),
  })
  .superRefine(confirmed('newPassword'));

/** POST /api/dtmm/auth/updatePassword (portal.md 5.4, with the rules of 5.2, and the current password). */
export const updatePasswordBody = z
  .object({
    /** The current password: a stolen session or a forged request cannot change it (issue 11, finding 2). */
    oldPassword: required(m.oldPasswordRequired).max(64, { error: m.oldPasswordWrong }),
    password: newPassword(m.newPasswordRequired),
    confirmPassword: required(m.confirmPasswordRequired).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== undefined && value.confirmPassword !== value.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: v.passwordMismatch });
    }
  });

/** The logged-in user as the browser keeps it (portal.md 3). */
export const sessionUser = z.object({
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string().nullable(),
  userMobilePhone: z.string(),
  phone: z.string(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  /** The company logo's file id (public image); null without a company or logo. */
  companyLogo: z.string().nullable(),
  role: z.enum(['ADMIN', 'USER']).nullable(),
  /** The company's enterprise certification is approved: it may assess and apply (issue 28). */
  isCompanyCertified: z.boolean(),
  isOperator: z.boolean(),
  /** The operator's back-office roles; empty for everyone else. */
  operatorRoles: z.array(z.enum(OPERATOR_ROLES)),
  isProvider: z.boolean(),
  /**
   * The current 用户协议 / 隐私政策 versions the person has not agreed to yet; present only then. Until
   * they agree (POST /api/dtmm/auth/consent) every other signed-in request answers 403 consentRequired.
   */
  consentRequired: z.array(agreementRef).optional(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const tokenPair = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds the access token lives. */
  expires_in: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPair>;

export const loginAnswer = envelopeOf(
  z.object({
    user: sessionUser,
    token: tokenPair,
    /** As the user's: the agreements to accept before anything else (absent when none). */
    consentRequired: z.array(agreementRef).optional(),
  }),
);
export const refreshAnswer = envelopeOf(tokenPair);
export const userInfoAnswer = envelopeOf(sessionUser);

/** A refused login: `data.msg` is what the form shows (portal.md 4.4). */
export const loginFailure = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.object({
    msg: z.string(),
    /** Counted failures left before the lock (absent for '用户不存在' and '验证码错误'). */
    remainingAttempts: z.number().int().optional(),
    /** Minutes until the lock lifts, rounded up. */
    lockedMinutes: z.number().int().optional(),
    /** The account was created by a company ADMIN: prove the phone by SMS code and set a password first. */
    mustSetPassword: z.boolean().optional(),
  }),
});

/** One node of the user-centre menu tree (portal.md 2.6). */
export interface MenuNode {
  id: string;
  type: 'class' | 'menu';
  menuLevel: number;
  title: string;
  pathUrl: string;
  component: string;
  iconType: string;
  children: MenuNode[];
}
export const menuNode: z.ZodType<MenuNode> = z
  .lazy(
    () =>
      z.object({
        id: z.string(),
        type: z.enum(['class', 'menu']),
        menuLevel: z.number().int(),
        title: z.string(),
        pathUrl: z.string(),
        component: z.string(),
        iconType: z.string(),
        children: z.array(menuNode),
      }),
    // A named component: the OpenAPI document refers to it from inside itself.
  )
  .meta({ id: 'MenuNode' });
export const menusAnswer = envelopeOf(z.array(menuNode));
export const permissionsAnswer = envelopeOf(z.array(z.string()));
