import { createHmac, randomBytes } from 'node:crypto';
import {
  envelopeOf,
  errorEnvelope,
  forgetPasswordBody,
  messages,
  registerForm,
  sendCodeBody,
  updatePasswordBody,
} from '@dtmm/shared';
import { z } from 'zod';
import type { AppContext, ModuleRoutes } from '../../context';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { ANONYMOUS_BODY_LIMIT } from '../../plugins/body-types';
import { NO_TOKEN } from '../../plugins/openapi';
import { type Accounts, changePassword, register, resetPassword, sendCode } from './accounts.service';
import { createSmsSender } from './sms/create-sms-sender';
import { VerificationCodes } from './verification-codes';

const m = messages.auth;
const done = envelopeOf(z.null());
const answers = { 200: done, 400: errorEnvelope };

/**
 * The key of the code hashes, derived from the token secret (its own purpose, so the two never mix).
 * Without a configured secret (development) a random one: the codes of one process are all there are.
 */
function codeKey(jwtSecret: string | undefined): string {
  return createHmac('sha256', jwtSecret ?? randomBytes(32))
    .update('dtmm:sms-verification-code')
    .digest('hex');
}

function verificationCodes(ctx: AppContext): VerificationCodes {
  const { sms } = ctx.config;
  const fixedCode = sms.fixedCode;
  return new VerificationCodes({
    kv: ctx.kv,
    secret: codeKey(ctx.config.jwtSecret),
    limits: { dailyPerPhone: sms.dailyPerPhone, dailyPerAddress: sms.dailyPerIp },
    codeTtlMs: ctx.config.smsCodeTtlMs,
    now: ctx.now,
    ...(fixedCode ? { generate: () => fixedCode } : {}),
  });
}

/** SMS codes, registration, forgotten and changed passwords (portal.md 2.5, 4.5, 5.2-5.4, 7.1). */
export const accountRoutes: ModuleRoutes = async (app, { ctx }) => {
  const accounts: Accounts = { ctx, codes: verificationCodes(ctx), sms: createSmsSender(ctx.config.sms, app.log) };
  if (ctx.config.env === 'production' && ctx.config.sms.provider === 'log') {
    app.log.warn('DTMM_SMS_PROVIDER=log: verification codes go to the server log, not to phones');
  }

  app.post(
    '/api/dtmm/auth/sendNotExistVerifyCode',
    {
      config: { invalidates: [] },
      bodyLimit: ANONYMOUS_BODY_LIMIT,
      schema: {
        security: NO_TOKEN,
        tags: ['accounts'],
        summary: '发送注册验证码（手机号须未注册）',
        body: sendCodeBody,
        response: answers,
      },
    },
    async (request) => {
      await sendCode(accounts, request, 'register', request.body.phone);
      return ok(null, m.verifyCodeSent);
    },
  );

  app.post(
    '/api/dtmm/auth/sendExistVerifyCode',
    {
      config: { invalidates: [] },
      bodyLimit: ANONYMOUS_BODY_LIMIT,
      schema: {
        security: NO_TOKEN,
        tags: ['accounts'],
        summary: '发送重置密码验证码（手机号须已注册）',
        body: sendCodeBody,
        response: answers,
      },
    },
    async (request) => {
      await sendCode(accounts, request, 'reset', request.body.phone);
      return ok(null, m.verifyCodeSent);
    },
  );

  app.post(
    '/api/dtmm/auth/register',
    {
      config: { bodyTypes: ['form', 'json'], invalidates: [] },
      bodyLimit: ANONYMOUS_BODY_LIMIT,
      schema: {
        security: NO_TOKEN,
        tags: ['accounts'],
        summary: '注册（表单或 JSON）',
        body: registerForm,
        response: answers,
      },
    },
    async (request) => {
      await register(accounts, request, request.body);
      return ok(null, m.registered);
    },
  );

  app.post(
    '/api/dtmm/auth/forgetPassword',
    {
      config: { invalidates: [] },
      bodyLimit: ANONYMOUS_BODY_LIMIT,
      schema: {
        security: NO_TOKEN,
        tags: ['accounts'],
        summary: '找回密码（短信验证码）',
        body: forgetPasswordBody,
        response: answers,
      },
    },
    async (request) => {
      await resetPassword(accounts, request, request.body);
      return ok(null, m.passwordReset);
    },
  );

  app.post(
    '/api/dtmm/auth/updatePassword',
    {
      config: { invalidates: [] },
      schema: {
        tags: ['accounts'],
        summary: '修改密码（结束该用户的全部登录）',
        body: updatePasswordBody,
        response: answers,
      },
      // Who asks is settled before the body is judged: anonymous callers get 401, not a form message.
      preValidation: async (request) => void (await requireUser(request)),
    },
    async (request) => {
      const user = await requireUser(request);
      await changePassword(ctx, request, user, request.body);
      return ok(null, m.passwordChanged);
    },
  );
};
