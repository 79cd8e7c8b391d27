import {
  type AgreementRef,
  type AuditAction,
  type LoginForm,
  messages,
  ResultCode,
  type SessionUser,
  type TokenPair,
} from '@dtmm/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { findConsentGaps } from '../agreements/agreements.repository';
import { recordAudit } from '../audit/audit.service';
import { checkCaptcha } from './captcha';
import {
  addressRetryAfter,
  attemptsLeft,
  clearAttempts,
  countAddressFailure,
  lockAccount,
  lockedMinutes,
  lockMinutesOf,
  reserveAttempt,
} from './lockout';
import { findLoginUser, type LoginUser, toSessionUser } from './login.repository';
import { verifyPassword } from './password';
import { startSession } from './sessions.service';

const m = messages.auth;

export interface LoginRefusal {
  status: 400 | 429;
  body: { code: number; msg: string; data: { msg: string } & Extra };
  retryAfterSeconds?: number;
}
export type LoginResult =
  | { ok: true; user: SessionUser; token: TokenPair; consentRequired: AgreementRef[] }
  | ({ ok: false } & LoginRefusal);

type Extra = { remainingAttempts?: number; lockedMinutes?: number; mustSetPassword?: boolean };
const refuse = (msg: string, extra: Extra = {}): LoginResult => ({
  ok: false,
  status: 400,
  body: { code: ResultCode.badRequest, msg, data: { msg, ...extra } },
});
const throttled = (retryAfterSeconds: number): LoginResult => ({
  ok: false,
  status: 429,
  body: { code: ResultCode.tooManyRequests, msg: m.tooManyFromAddress, data: { msg: m.tooManyFromAddress } },
  retryAfterSeconds,
});
const locked = (minutes: number) => refuse(m.locked(minutes), { lockedMinutes: minutes, remainingAttempts: 0 });

/**
 * POST /api/dtmm/auth/login, in the order that gives a guesser the least: address throttle →
 * lock (no password evaluated) → captcha → user → disabled → attempt slot → password.
 */
export async function login(ctx: AppContext, request: FastifyRequest, form: LoginForm): Promise<LoginResult> {
  const name = form.username;
  // Every login row but the success records a refused attempt.
  const audit = (action: LoginAuditAction, userId: number | null, detail?: Record<string, unknown>) =>
    recordAudit(ctx.db, request, {
      action,
      userId,
      subject: name,
      result: action === 'login.success' ? 'success' : 'failure',
      ...(userId === null ? {} : { objectType: 'user', objectId: userId }),
      ...(detail ? { detail } : {}),
    });

  const retryAfter = await addressRetryAfter(ctx.kv, request.ip, ctx.config.loginIpMaxFailures);
  if (retryAfter !== null) return throttled(retryAfter);
  const lockMinutes = await lockedMinutes(ctx.kv, name);
  if (lockMinutes !== null) {
    await audit('login.failure', null, { reason: 'locked' });
    return locked(lockMinutes);
  }
  if (ctx.config.captcha && !(await checkCaptcha(ctx.kv, form.captchaCookie, form.captcha))) {
    await audit('login.failure', null, { reason: 'captcha' });
    return refuse(m.captchaWrong);
  }
  const user = await findLoginUser(ctx.db, name);
  if (!user) {
    await addressFailure(ctx, request, audit);
    await audit('login.failure', null, { reason: 'userNotFound' });
    return refuse(m.userNotFound);
  }
  if (user.isDisabled) {
    await audit('login.failure', user.userId, { reason: 'disabled' });
    return refuse(m.disabled);
  }
  return checkPassword(ctx, request, user, form.password, audit);
}

type LoginAuditAction = Extract<AuditAction, `login.${string}`>;
type Audit = (action: LoginAuditAction, userId: number | null, detail?: Record<string, unknown>) => Promise<void>;

async function checkPassword(
  ctx: AppContext,
  request: FastifyRequest,
  user: LoginUser,
  password: string,
  audit: Audit,
) {
  const names = [user.username, user.phone];
  const slot = await reserveAttempt(ctx.kv, user.userId);
  // Re-checked after the slot is taken: a lock set meanwhile must win over a fresh window.
  const lockedNow = (await Promise.all(names.map((n) => lockedMinutes(ctx.kv, n)))).some((v) => v !== null);
  if (slot === null || lockedNow) {
    await audit('login.failure', user.userId, { reason: 'locked' });
    return locked(await lockMinutesOf(ctx.kv, names));
  }
  if (await verifyPassword(user.passwordHash, password)) {
    if (!user.mustSetPassword) return succeed(ctx, request, user, audit);
    // The ADMIN who created the account knows this password: no session until the owner sets their own.
    await clearAttempts(ctx.kv, user.userId);
    await audit('login.failure', user.userId, { reason: 'mustSetPassword' });
    return refuse(m.mustSetPassword, { mustSetPassword: true });
  }

  await addressFailure(ctx, request, audit);
  const left = attemptsLeft(slot);
  await audit('login.failure', user.userId, { reason: 'password', remainingAttempts: left });
  if (left > 0) return refuse(m.attemptsLeft(left), { remainingAttempts: left });
  const minutes = await lockAccount(ctx.kv, names);
  await audit('login.locked', user.userId, { minutes });
  return locked(minutes);
}

/**
 * A session starts; when the person has not agreed to the current 用户协议 and 隐私政策 it starts
 * pending, and the answer names what to accept (POST /api/dtmm/auth/consent).
 */
async function succeed(ctx: AppContext, request: FastifyRequest, user: LoginUser, audit: Audit): Promise<LoginResult> {
  await clearAttempts(ctx.kv, user.userId);
  const userAgent = request.headers['user-agent'];
  const consentRequired = await findConsentGaps(ctx.db, user.userId);
  const origin = { ip: request.ip, userAgent: userAgent ?? null };
  const token = await startSession(ctx, user.userId, origin, consentRequired.length > 0);
  await audit('login.success', user.userId);
  return { ok: true, user: toSessionUser(user, consentRequired), token, consentRequired };
}

/** Counts a guess against the address; the one that reaches the limit is audited. */
async function addressFailure(ctx: AppContext, request: FastifyRequest, audit: Audit) {
  const failures = await countAddressFailure(ctx.kv, request.ip);
  if (failures === ctx.config.loginIpMaxFailures) await audit('login.throttled', null, { failures });
}
