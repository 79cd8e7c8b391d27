import {
  captchaQuery,
  errorEnvelope,
  loginAnswer,
  loginFailure,
  loginForm,
  logoutAnswer,
  messages,
  ResultCode,
  refreshAnswer,
  refreshForm,
  WEB_CLIENT,
} from '@dtmm/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context';
import { ok } from '../../lib/reply';
import { presentedToken } from '../../plugins/auth';
import { ANONYMOUS_BODY_LIMIT } from '../../plugins/body-types';
import { AppError } from '../../plugins/errors';
import { fileResponse, NO_TOKEN, OPTIONAL_TOKEN } from '../../plugins/openapi';
import { recordAudit } from '../audit/audit.service';
import { newCaptcha } from './captcha';
import { login } from './login.service';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from './session-cookies';
import { endSession, type Origin, refreshSession } from './sessions.service';

const m = messages.auth;
const refused = z.union([loginFailure, errorEnvelope]);

/** The browser identifies as the one public web client (portal.md 7.1); anything else is refused. */
function assertWebClient(form: { client_id: string; client_secret: string }) {
  if (form.client_id !== WEB_CLIENT.id || form.client_secret !== WEB_CLIENT.secret) {
    throw AppError.unauthorized(m.badClient);
  }
}

/**
 * Login, refresh and logout take a form (portal.md 7.1: OAuth clients send forms) or JSON (what the
 * OpenAPI document offers other clients); any other body is refused with 415. Signing in and out
 * changes nothing anyone else reads.
 */
const FORM_OR_JSON = { bodyTypes: ['form', 'json'] as const, invalidates: [] };

const originOf = (request: FastifyRequest): Origin => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** Captcha, login, refresh and logout (portal.md 7.1; docs/security.md "Accounts and sessions"). */
export const authRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/api/dtmm/common/jcaptcha.jpg',
    {
      schema: {
        security: NO_TOKEN,
        tags: ['auth'],
        summary: '图形验证码（PNG）',
        querystring: captchaQuery,
        response: { 200: fileResponse('验证码图片', 'image/png') },
      },
    },
    async (request, reply) => {
      const image = await newCaptcha(ctx.kv, request.query.captchaCookie);
      return reply.header('cache-control', 'no-store').type('image/png').send(image);
    },
  );

  app.post(
    '/api/dtmm/auth/login',
    {
      config: FORM_OR_JSON,
      bodyLimit: ANONYMOUS_BODY_LIMIT,
      schema: {
        security: NO_TOKEN,
        tags: ['auth'],
        summary: '登录（表单或 JSON）',
        body: loginForm,
        response: { 200: loginAnswer, 400: refused, 401: errorEnvelope, 429: loginFailure },
      },
    },
    async (request, reply) => {
      assertWebClient(request.body);
      const result = await login(ctx, request, request.body);
      if (!result.ok) {
        if (result.retryAfterSeconds) reply.header('retry-after', String(result.retryAfterSeconds));
        return reply.status(result.status).send(result.body);
      }
      setSessionCookies(reply, ctx.config, result.token);
      const { user, token, consentRequired } = result;
      return ok({ user, token, ...(consentRequired.length > 0 ? { consentRequired } : {}) }, m.loggedIn);
    },
  );

  app.post(
    '/sso/oauth2/refresh_token',
    {
      config: FORM_OR_JSON,
      bodyLimit: ANONYMOUS_BODY_LIMIT,
      schema: {
        security: NO_TOKEN,
        tags: ['auth'],
        summary: '刷新令牌（表单或 JSON）',
        body: refreshForm,
        response: { 200: refreshAnswer, 401: errorEnvelope },
      },
    },
    async (request, reply) => {
      assertWebClient(request.body);
      const presented = request.body.refresh_token ?? request.cookies[REFRESH_COOKIE];
      const outcome = presented ? await refreshSession(ctx, presented, originOf(request)) : null;
      if (!outcome?.ok) {
        if (outcome?.reason === 'reused') {
          const detail = { familyId: outcome.familyId };
          await recordAudit(ctx.db, request, { action: 'session.reuse', userId: outcome.userId, detail });
        }
        clearSessionCookies(reply, ctx.config);
        return reply.status(401).send({ code: ResultCode.unauthorized, msg: m.refreshInvalid });
      }
      setSessionCookies(reply, ctx.config, outcome.pair);
      return ok(outcome.pair);
    },
  );

  app.post(
    '/api/dtmm/auth/logout',
    {
      config: FORM_OR_JSON,
      bodyLimit: ANONYMOUS_BODY_LIMIT,
      schema: { security: OPTIONAL_TOKEN, tags: ['auth'], summary: '退出登录', response: { 200: logoutAnswer } },
    },
    async (request, reply) => {
      // Logout also ends the session the cookie names: a cross-site logout is refused by the origin check.
      const token = presentedToken(request) ?? request.cookies?.access_token ?? bodyToken(request.body);
      // An expired but genuine token still names the session to end.
      const verified = token ? await ctx.tokens.verify(token, { allowExpired: true }) : null;
      if (verified?.ok) {
        const { userId, sessionId } = verified.claims;
        if ((await endSession(ctx, sessionId, userId)) > 0) {
          await recordAudit(ctx.db, request, { action: 'logout', userId });
        }
      }
      clearSessionCookies(reply, ctx.config);
      return ok(null, m.loggedOut);
    },
  );
};

/** portal.md 7.1 lists `access_token` as logout's payload: accepted in a form or JSON body too. */
function bodyToken(body: unknown): string | undefined {
  const value = (body as Record<string, unknown> | null | undefined)?.access_token;
  return typeof value === 'string' && value.length > 0 && value.length < 2048 ? value : undefined;
}
