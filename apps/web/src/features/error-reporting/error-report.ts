import {
  CLIENT_ERROR_BODY_LIMIT,
  CLIENT_ERROR_LIMITS,
  type ClientErrorKind,
  type ClientErrorReport,
} from '@dtmm/shared';

/** How each browser words a script chunk that failed to load (Chrome, Firefox, Safari, Vite's CSS preload). */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Failed to load module script|Unable to preload CSS/i;

/** Whether `error` is a chunk that failed to load rather than an error in the code. */
export const isChunkFailure = (error: unknown): boolean =>
  error instanceof Error && CHUNK_FAILURE.test(`${error.name}: ${error.message}`);

/** A URL's query string and fragment removed: tokens and form values travel there. */
export const withoutQueries = (text: string): string =>
  text.replace(/(\b[a-z][a-z\d+.-]*:\/\/[^\s?#'"()]*)[?#][^\s'"()]*/gi, '$1');

/**
 * The message of what was thrown. Anything but an Error or a string is named by its type only: a
 * rejected form validation carries the form's values, which must never leave the browser.
 */
function messageOf(error: unknown): string {
  if (error instanceof Error)
    return error.name && error.name !== 'Error' ? `${error.name}: ${error.message}` : error.message;
  if (typeof error === 'string') return error;
  return `未处理的异常（${error === null ? 'null' : typeof error}）`;
}

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

export interface ReportContext {
  /** location.pathname: the path only, never the query. */
  route: string;
  release: string;
  userAgent: string;
}

/** The report of one error, each field within its limit and every URL in it without its query. */
export function reportOf(error: unknown, context: ReportContext, kind?: ClientErrorKind): ClientErrorReport {
  const stack =
    error instanceof Error && error.stack ? cut(withoutQueries(error.stack), CLIENT_ERROR_LIMITS.stack) : undefined;
  return {
    kind: kind ?? (isChunkFailure(error) ? 'chunk' : 'error'),
    message: cut(withoutQueries(messageOf(error)).trim() || '（无错误信息）', CLIENT_ERROR_LIMITS.message),
    ...(stack ? { stack } : {}),
    route: cut(context.route.split(/[?#]/, 1)[0] || '/', CLIENT_ERROR_LIMITS.route),
    release: cut(context.release, CLIENT_ERROR_LIMITS.release),
    browser: cut(context.userAgent, CLIENT_ERROR_LIMITS.browser),
  };
}

const bytesOf = (text: string) => new TextEncoder().encode(text).length;

/** The report as JSON within the server's body limit: a long non-Latin stack is shortened until it fits. */
export function bodyOf(report: ClientErrorReport): string {
  let fitted = report;
  let json = JSON.stringify(fitted);
  while (bytesOf(json) > CLIENT_ERROR_BODY_LIMIT && fitted.stack) {
    fitted = { ...fitted, stack: fitted.stack.slice(0, Math.floor(fitted.stack.length * 0.75)) };
    json = JSON.stringify(fitted);
  }
  return json;
}
