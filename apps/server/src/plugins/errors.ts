import { messages, ResultCode } from '@dtmm/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/**
 * A refusal a service means to give: business code, the user-facing text, the HTTP status, and
 * sometimes what the refusal is about (`data`, e.g. the problems that stop a bank version's publication).
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = httpStatusOf(code),
    readonly data?: unknown,
  ) {
    super(message);
  }
  static badRequest = (msg: string) => new AppError(ResultCode.badRequest, msg);
  static unauthorized = (msg: string = messages.common.unauthorized) => new AppError(ResultCode.unauthorized, msg);
  static forbidden = (msg: string = messages.common.forbidden) => new AppError(ResultCode.forbidden, msg);
  static notFound = (msg: string = messages.common.notFound) => new AppError(ResultCode.notFound, msg);
  static conflict = (msg: string, data?: unknown) =>
    new AppError(ResultCode.conflict, msg, httpStatusOf(ResultCode.conflict), data);
}

/** A refusal for now: the client may ask again after `retryAfterS` seconds, sent as `Retry-After`. */
export class RetryLaterError extends AppError {
  constructor(
    code: number,
    message: string,
    readonly retryAfterS: number,
  ) {
    super(code, message);
  }
}

function httpStatusOf(code: number): number {
  if (code >= 400 && code < 600) return code;
  if (code === ResultCode.tokenExpired) return 401;
  if (code === ResultCode.consentRequired) return 403;
  return 400;
}

/** Texts for the 4xx errors Fastify and its plugins raise before a handler runs. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.common.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: messages.common.badRequest,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.common.badJson,
  FST_ERR_CTP_INVALID_JSON_BODY: messages.common.badJson,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.common.payloadTooLarge,
  FST_ERR_CTP_INVALID_TYPE: messages.common.badRequest,
  FST_INVALID_MULTIPART_CONTENT_TYPE: messages.common.unsupportedMediaType,
  FST_REQ_FILE_TOO_LARGE: messages.common.payloadTooLarge,
  FST_FILES_LIMIT: messages.common.payloadTooLarge,
  FST_FIELDS_LIMIT: messages.common.payloadTooLarge,
  FST_PARTS_LIMIT: messages.common.payloadTooLarge,
  FST_PROTO_VIOLATION: messages.common.badRequest,
};

/** Whether an error or one of its causes (drizzle wraps the driver's error) matches. */
function inCauseChain(error: unknown, matches: (e: Error & { code?: unknown }) => boolean): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) if (matches(e)) return true;
  return false;
}

// PostgreSQL refuses text it cannot store (a NUL byte, broken UTF-8): that is bad input, not a fault.
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);
const isUnstorableText = (error: unknown) => inCauseChain(error, (e) => UNSTORABLE_TEXT_CODES.has(String(e.code)));

// The database cannot be reached or is going away: socket errors, SQLSTATE class 08 and the server
// shutting down or starting up, and the pool's own connect and query timeouts.
const DATABASE_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
const DATABASE_DOWN_SQLSTATE = /^(08...|57P0[123])$/;
const DATABASE_DOWN_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|is not queryable/;
/** A fault of the database, not of the request: the answer is 503, and the client may try again. */
const isDatabaseDown = (error: unknown) =>
  inCauseChain(error, (e) => {
    const code = String(e.code ?? '');
    return DATABASE_DOWN_CODES.has(code) || DATABASE_DOWN_SQLSTATE.test(code) || DATABASE_DOWN_TEXT.test(e.message);
  });

export interface ErrorBody {
  code: number;
  msg: string;
  data?: unknown;
  requestId?: string;
}

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** One error model: every failure leaves as the `{code, msg}` envelope; 5xx never carries details. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error instanceof RetryLaterError) reply.header('retry-after', String(Math.max(1, error.retryAfterS)));
      const data = error.data === undefined ? {} : { data: error.data };
      return send(reply, error.httpStatus, { code: error.code, msg: error.message, ...data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return send(reply, 400, { code: ResultCode.badRequest, msg: first?.message ?? messages.common.badRequest });
    }
    if (isUnstorableText(error)) {
      return send(reply, 400, { code: ResultCode.badRequest, msg: messages.common.badRequest });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return send(reply, 500, {
        code: ResultCode.serverError,
        msg: messages.common.serverError,
        requestId: request.id,
      });
    }
    if (isDatabaseDown(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return send(reply.header('retry-after', '5'), 503, {
        code: ResultCode.unavailable,
        msg: messages.common.unavailable,
        requestId: request.id,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const msg = FRAMEWORK_MESSAGES[error.code] ?? messages.common.badRequest;
      return send(reply, status, { code: status === 429 ? ResultCode.tooManyRequests : status, msg });
    }
    request.log.error({ err: error }, 'unexpected error');
    const unavailable = status === 503;
    return send(reply, unavailable ? 503 : 500, {
      code: unavailable ? ResultCode.unavailable : ResultCode.serverError,
      msg: unavailable ? messages.common.unavailable : messages.common.serverError,
      requestId: request.id,
    });
  });
}

/** The policy of a JSON answer: it loads nothing and only this site may frame it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'self'";

// No hook runs for those refusals, so helmet's headers are not there: a strict set for a JSON error.
const HOOKLESS_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': API_CSP,
  'cache-control': 'no-store',
};

/**
 * Fastify refuses a URL it cannot route (a broken %-escape, a path parameter over its length limit)
 * before any route, hook or error handler runs; this gives those refusals the envelope and the
 * baseline headers, and does not echo the URL back.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  return send(reply.headers(HOOKLESS_HEADERS), status, { code: status, msg: messages.common.badRequest });
}

/** Paths that belong to the API: unknown ones answer 404 JSON instead of the web page. */
export const API_PREFIXES = ['/api/', '/cruplat/', '/plat/', '/sso/', '/cms/', '/plat_cru_common/'];
export const isApiPath = (url: string) => API_PREFIXES.some((p) => url.startsWith(p)) || url === '/api';

export function apiNotFound(reply: FastifyReply) {
  return send(reply, 404, { code: ResultCode.notFound, msg: messages.common.apiNotFound });
}
