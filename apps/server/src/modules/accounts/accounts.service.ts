import type { AuditAction, RegisterForm } from '@dtmm/shared';
import { maskPhone, messages, ResultCode } from '@dtmm/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/pg-errors';
import { AppError } from '../../plugins/errors';
import { clientAddressKey } from '../../plugins/rate-limit';
import { insertConsents } from '../agreements/agreements.repository';
import { checkAgreedVersions } from '../agreements/agreements.service';
import { recordAudit } from '../audit/audit.service';
import {
  attemptsLeft,
  clearAttempts,
  lockAccount,
  lockedMinutes,
  lockMinutesOf,
  reserveAttempt,
} from '../auth/lockout';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Principal } from '../auth/principal';
import {
  findPasswordHash,
  findUserIdByPhone,
  insertUser,
  isUsernameTaken,
  setPasswordHash,
} from './accounts.repository';
import { type CodePurpose, SmsSendError, type SmsSender } from './sms/sms-sender';
import type { VerificationCodes } from './verification-codes';

const m = messages.auth;

/** What the account services work with: the app's context, the codes and the SMS provider. */
export interface Accounts {
  ctx: AppContext;
  codes: VerificationCodes;
  sms: SmsSender;
}

/**
 * Sends a register code (the phone must be free) or a reset code (the phone must be registered).
 * Every request counts against the client address's daily cap first, so probing which phones are
 * registered is throttled like sending.
 */
export async function sendCode(accounts: Accounts, request: FastifyRequest, purpose: CodePurpose, phone: string) {
  const { ctx, codes, sms } = accounts;
  await codes.countAddress(clientAddressKey(request.ip));
  const registered = (await findUserIdByPhone(ctx.db, phone)) !== null;
  if (purpose === 'register' && registered) throw AppError.badRequest(m.phoneTaken);
  if (purpose === 'reset' && !registered) throw AppError.badRequest(m.phoneNotRegistered);
  await codes.send(purpose, phone, async (code) => {
    try {
      await sms.send(phone, code, purpose);
    } catch (error) {
      if (error instanceof SmsSendError) throw new AppError(ResultCode.unavailable, m.smsSendFailed);
      throw error;
    }
  });
  request.log.info({ phone: maskPhone(phone), purpose }, 'sms code sent');
}

async function ensureFree(ctx: AppContext, username: string, phone: string) {
  if (await isUsernameTaken(ctx.db, username)) throw AppError.badRequest(m.usernameTaken);
  if ((await findUserIdByPhone(ctx.db, phone)) !== null) throw AppError.badRequest(m.phoneTaken);
}

/**
 * A new account: the attempt counts against the address's daily cap, the register code must be
 * right before anything is said about the username or phone (so nobody learns which exist without
 * the phone's code), and a taken name does not cost the code; then the user, the person's consent to
 * the 用户协议 and 隐私政策 they read (checked to be the current versions before the code is used) and
 * the audit row in one transaction. A parallel registration that wins the unique constraint gets the
 * same clear 400.
 */
export async function register(accounts: Accounts, request: FastifyRequest, form: RegisterForm) {
  const { ctx, codes } = accounts;
  await codes.countAddress(clientAddressKey(request.ip));
  const versions = await checkAgreedVersions(ctx.db, form);
  await codes.verify('register', form.phone, form.verifyCode, () => ensureFree(ctx, form.username, form.phone));
  const passwordHash = await hashPassword(form.password);
  try {
    await ctx.db.transaction(async (tx) => {
      const createdAt = new Date(ctx.now());
      const user = { username: form.username, phone: form.phone, passwordHash, createdAt };
      const userId = await insertUser(tx, user);
      await insertConsents(tx, { userId, versions, at: createdAt, ip: request.ip });
      await recordAudit(tx, request, {
        action: 'account.register',
        userId,
        subject: form.username,
        detail: { phone: maskPhone(form.phone) },
      });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await ensureFree(ctx, form.username, form.phone);
    throw AppError.badRequest(m.usernameTaken);
  }
}

export interface PasswordReset {
  phone: string;
  verifyCode: string;
  newPassword: string;
}

/** Forgotten password: the reset code proves the phone; every session of the user ends. */
export async function resetPassword(accounts: Accounts, request: FastifyRequest, reset: PasswordReset) {
  const { ctx, codes } = accounts;
  await codes.verify('reset', reset.phone, reset.verifyCode);
  const userId = await findUserIdByPhone(ctx.db, reset.phone);
  if (userId === null) throw AppError.badRequest(m.phoneNotRegistered);
  await replacePassword(ctx, request, userId, reset.newPassword, {
    action: 'password.reset',
    subject: reset.phone,
  });
}

/** How a refused current password is audited and told, by the action that asked for it. */
export interface PasswordCheck {
  refusedAction: AuditAction;
  wrongMessage: string;
  detail?: Record<string, unknown>;
}

/**
 * The signed-in person proves they know their current password (a borrowed session or a forged request
 * cannot act for them); a wrong one takes a slot of the login lockout, so it cannot be guessed here
 * either, is audited as `check.refusedAction` and answers `check.wrongMessage`.
 */
export async function confirmCurrentPassword(
  ctx: AppContext,
  request: FastifyRequest,
  user: Principal,
  password: string,
  check: PasswordCheck,
) {
  const names = [user.username, user.phone];
  const slot = await reserveAttempt(ctx.kv, user.userId);
  const lockedNow = (await Promise.all(names.map((n) => lockedMinutes(ctx.kv, n)))).some((v) => v !== null);
  if (slot === null || lockedNow) throw AppError.badRequest(m.locked(await lockMinutesOf(ctx.kv, names)));
  if (!(await verifyPassword(await findPasswordHash(ctx.db, user.userId), password))) {
    await recordAudit(ctx.db, request, {
      action: check.refusedAction,
      userId: user.userId,
      subject: user.username,
      result: 'failure',
      ...(check.detail ? { detail: check.detail } : {}),
    });
    if (attemptsLeft(slot) === 0) throw AppError.badRequest(m.locked(await lockAccount(ctx.kv, names)));
    throw AppError.badRequest(check.wrongMessage);
  }
  await clearAttempts(ctx.kv, user.userId);
}

/** Password change by the logged-in user, who must know the current one. Every session ends, the current one too. */
export async function changePassword(
  ctx: AppContext,
  request: FastifyRequest,
  user: Principal,
  change: { oldPassword: string; password: string },
) {
  await confirmCurrentPassword(ctx, request, user, change.oldPassword, {
    refusedAction: 'password.change.refused',
    wrongMessage: m.oldPasswordWrong,
  });
  await replacePassword(ctx, request, user.userId, change.password, {
    action: 'password.change',
    subject: user.username,
  });
}

async function replacePassword(
  ctx: AppContext,
  request: FastifyRequest,
  userId: number,
  password: string,
  audit: { action: AuditAction; subject: string },
) {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, passwordHash, new Date(ctx.now()));
    await recordAudit(tx, request, { ...audit, userId });
  });
}
