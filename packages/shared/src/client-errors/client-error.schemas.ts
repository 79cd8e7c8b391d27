import { z } from 'zod';
import { adminKeyword } from '../admin/admin-users.schemas';
import { optionalCalendarDay } from '../common/calendar-day';
import { envelopeOf, pagedEnvelopeOf } from '../common/envelope.schemas';
import { pagingQuery } from '../common/paging';

/**
 * Client errors (portal.md 8, docs/client-errors.md): the web app's unhandled errors and failed
 * chunk loads, kept without personal data, browsed by system administrators.
 */
export const CLIENT_ERROR_KINDS = ['error', 'chunk'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];
export const CLIENT_ERROR_KIND_LABELS: Record<ClientErrorKind, string> = {
  error: '运行错误',
  chunk: '资源加载失败',
};

/** The longest text of each field a report may carry; the web app trims to them before sending. */
export const CLIENT_ERROR_LIMITS = { message: 500, stack: 4000, route: 300, release: 50, browser: 200 } as const;
/** The largest report body the server reads (every field at its limit fits, with room for escapes). */
export const CLIENT_ERROR_BODY_LIMIT = 8 * 1024;

export const clientErrorMessages = {
  badKind: '错误类型只能是 error 或 chunk',
  messageRequired: '请提供错误信息',
  messageTooLong: `错误信息不能超过${CLIENT_ERROR_LIMITS.message}个字符`,
  stackTooLong: `堆栈不能超过${CLIENT_ERROR_LIMITS.stack}个字符`,
  badRoute: `页面路径应以 / 开头，且不超过${CLIENT_ERROR_LIMITS.route}个字符`,
  releaseRequired: '请提供版本号',
  releaseTooLong: `版本号不能超过${CLIENT_ERROR_LIMITS.release}个字符`,
  browserTooLong: `浏览器信息不能超过${CLIENT_ERROR_LIMITS.browser}个字符`,
  badRange: '开始日期不能晚于结束日期',
} as const;
const m = clientErrorMessages;

/** A path only: whatever follows '?' or '#' is dropped, so no query string is ever kept. */
const routePath = z
  .string({ error: m.badRoute })
  .max(CLIENT_ERROR_LIMITS.route, { error: m.badRoute })
  .transform((v) => v.split(/[?#]/, 1)[0] ?? '')
  .refine((v) => v.startsWith('/'), { error: m.badRoute });

/** POST /api/dtmm/client-errors: one error as the browser saw it. Nothing names the person. */
export const clientErrorReport = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS, { error: m.badKind }),
  message: z
    .string({ error: m.messageRequired })
    .trim()
    .min(1, { error: m.messageRequired })
    .max(CLIENT_ERROR_LIMITS.message, { error: m.messageTooLong }),
  stack: z.string({ error: m.stackTooLong }).max(CLIENT_ERROR_LIMITS.stack, { error: m.stackTooLong }).optional(),
  route: routePath,
  release: z
    .string({ error: m.releaseRequired })
    .trim()
    .min(1, { error: m.releaseRequired })
    .max(CLIENT_ERROR_LIMITS.release, { error: m.releaseTooLong }),
  browser: z
    .string({ error: m.browserTooLong })
    .max(CLIENT_ERROR_LIMITS.browser, { error: m.browserTooLong })
    .optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReport>;

/** GET /api/admin/client-errors: the most recently seen first; every filter optional and combined with AND. */
export const clientErrorListQuery = pagingQuery(['lastSeen', 'count'])
  .extend({
    /** Contained in the message. */
    keyword: adminKeyword,
    kind: z.enum(CLIENT_ERROR_KINDS, { error: m.badKind }).optional(),
    /** The release the error was last seen in, exactly. */
    release: adminKeyword,
    /** The first and last day (inclusive, China time) of the period the error was last seen in. */
    from: optionalCalendarDay(),
    to: optionalCalendarDay(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: m.badRange, path: ['to'] });
export type ClientErrorListQuery = z.infer<typeof clientErrorListQuery>;

export const clientErrorRow = z.object({
  id: z.string(),
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string(),
  /** The route pattern: numeric and long opaque path segments read ':id'. */
  route: z.string(),
  /** The release and browser of the latest report. */
  release: z.string(),
  browser: z.string().nullable(),
  count: z.number().int(),
  /** 'YYYY-MM-DD HH:mm:ss', China time. */
  firstSeen: z.string(),
  lastSeen: z.string(),
});
export type ClientErrorRow = z.infer<typeof clientErrorRow>;
export const clientErrorListAnswer = pagedEnvelopeOf(clientErrorRow);

/** GET /api/admin/client-errors/{id}: the row with its stack. */
export const clientErrorEntry = clientErrorRow.extend({ stack: z.string().nullable() });
export type ClientErrorEntry = z.infer<typeof clientErrorEntry>;
export const clientErrorEntryAnswer = envelopeOf(clientErrorEntry);
