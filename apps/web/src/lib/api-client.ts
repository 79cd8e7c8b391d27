import { type ApiEnvelope, ERROR_TOAST_MS, messages, RATE_LIMIT_RELOAD_MS, ResultCode } from '@dtmm/shared';
import { ApiError } from './api-error';
import { type Call, send } from './http-transport';
import { getNotifier } from './notifier';
import type { Query, QueryValue } from './query-string';
import { tokenStorage } from './token-storage';
import { sendWithProgress } from './upload-transport';

export { TIMEOUT_TEXT } from './http-transport';

export interface ApiClientConfig {
  /** Prefix of every path; '' keeps calls same-origin. */
  baseUrl: string;
  /**
   * Called once for any number of concurrent 200004 answers; resolves true when a fresh token
   * is stored. Absent until the login flow provides it (portal.md 4.3).
   */
  onTokenExpired: (() => Promise<boolean>) | null;
  /**
   * Called when the server answers consentRequired: the person has yet to accept the current 用户协议
   * and 隐私政策, and the session owner asks for it. The refused call is not toasted.
   */
  onConsentRequired?: (() => void) | null;
  /** The fetch calls go through: the browser's, or the server's in-process one when it renders a page. */
  fetch?: typeof fetch;
}

const config: ApiClientConfig = { baseUrl: '', onTokenExpired: null };

export function configureApiClient(patch: Partial<ApiClientConfig>): void {
  Object.assign(config, patch);
}

export interface RequestOptions {
  query?: Query;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Do not toast failures; the caller reports them. */
  silent?: boolean;
  /** No token header and no refresh-and-replay: for the calls that start or renew a session. */
  anonymous?: boolean;
  /** Upload progress in percent (multipart calls); the timeout then counts from the last bytes sent. */
  onUploadProgress?: (percent: number) => void;
}

interface ClientCall extends Omit<Call, 'baseUrl'> {
  silent?: boolean;
}

let refreshing: Promise<boolean> | null = null;
/** One shared refresh for every request that met 200004 while it runs. */
function refreshToken(sentToken: string | null): Promise<boolean> {
  if (sentToken !== tokenStorage.get()) return Promise.resolve(true); // already refreshed meanwhile
  const refresh = config.onTokenExpired;
  if (!refresh) return Promise.resolve(false);
  refreshing ??= refresh()
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

let reloadTimer: ReturnType<typeof setTimeout> | null = null;
function handleRateLimit(text: string): void {
  const notifier = getNotifier();
  notifier.warning(text);
  if (reloadTimer) return;
  notifier.showOverlay(messages.common.waitReload);
  reloadTimer = setTimeout(() => notifier.reload(), RATE_LIMIT_RELOAD_MS);
}

/** Sends, replays once after a token refresh, and turns every failure into an ApiError. */
async function exchange<T>(call: ClientCall, replayed = false): Promise<ApiEnvelope<T>> {
  const transport = call.onUploadProgress ? sendWithProgress : send;
  const { status, ok, envelope, sentToken } = await transport({
    ...call,
    baseUrl: config.baseUrl,
    fetch: config.fetch,
  });
  const code = typeof envelope?.code === 'number' ? envelope.code : null;
  const text = typeof envelope?.msg === 'string' && envelope.msg ? envelope.msg : null;
  if (status === ResultCode.tooManyRequests || code === ResultCode.tooManyRequests) {
    const error = new ApiError(text ?? messages.common.tooManyRequests, 'rate-limited', code, status);
    handleRateLimit(error.message);
    error.notified = true;
    throw error;
  }
  if (code === ResultCode.tokenExpired && !replayed && !call.anonymous) {
    if (await refreshToken(sentToken)) return exchange<T>(call, true);
    const expired = new ApiError(text ?? messages.auth.tokenExpired, 'http', code, status);
    // The session's owner (onTokenExpired) ends the session and tells the person once, not per request.
    expired.notified = config.onTokenExpired !== null;
    throw expired;
  }
  const data = envelope?.data;
  if (code === ResultCode.consentRequired && config.onConsentRequired) {
    config.onConsentRequired();
    const waiting = new ApiError(text ?? messages.common.requestError, 'http', code, status, data);
    waiting.notified = true;
    throw waiting;
  }
  if (!ok) throw new ApiError(text ?? messages.common.requestError, 'http', code, status, data);
  if (code === null) throw new ApiError(messages.common.requestError, 'http', null, status);
  if (code !== ResultCode.ok) throw new ApiError(text ?? messages.common.requestError, 'business', code, status, data);
  return envelope as ApiEnvelope<T>;
}

type Mode = 'item' | 'list';
/** Tells the person once: HTTP, timeout and network failures as a 5 s error; non-zero codes as an error, in lists a warning. */
function report(error: unknown, mode: Mode, silent = false): ApiError {
  const apiError = error instanceof ApiError ? error : new ApiError(messages.common.requestError, 'network');
  if (silent || apiError.notified || apiError.kind === 'aborted') return apiError;
  const notifier = getNotifier();
  if (apiError.kind === 'business' && mode === 'list') notifier.warning(apiError.message);
  else if (apiError.kind === 'business') notifier.error(apiError.message);
  else notifier.error(apiError.message, ERROR_TOAST_MS);
  apiError.notified = true;
  return apiError;
}

async function envelopeOf<T>(call: ClientCall): Promise<ApiEnvelope<T>> {
  try {
    return await exchange<T>(call);
  } catch (error) {
    throw report(error, 'item', call.silent);
  }
}

const dataOf = async <T>(call: ClientCall): Promise<T> => (await envelopeOf<T>(call)).data;

/** The data and the server's msg, for calls whose success text is shown. */
async function withMessage<T>(call: ClientCall): Promise<{ data: T; msg: string }> {
  const envelope = await envelopeOf<T>(call);
  return { data: envelope.data, msg: typeof envelope.msg === 'string' ? envelope.msg : '' };
}

export interface PostMessageOptions extends RequestOptions {
  /** Send the body form-encoded instead of JSON. */
  form?: boolean;
}

export interface Page<T> {
  list: T[];
  total: number;
}

export const apiClient = {
  get: <T>(path: string, options: RequestOptions = {}) => dataOf<T>({ ...options, method: 'GET', path }),
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    dataOf<T>({ ...options, method: 'POST', path, body: { kind: 'json', value: body ?? {} } }),
  put: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    dataOf<T>({ ...options, method: 'PUT', path, body: { kind: 'json', value: body ?? {} } }),
  delete: <T>(path: string, options: RequestOptions = {}) => dataOf<T>({ ...options, method: 'DELETE', path }),
  /** POST with an application/x-www-form-urlencoded body (login uses it). */
  postForm: <T>(path: string, fields: Record<string, QueryValue>, options: RequestOptions = {}) =>
    dataOf<T>({ ...options, method: 'POST', path, body: { kind: 'form', value: fields } }),
  /** POST a multipart/form-data body (uploads); the fields keep the order they were appended in. */
  postMultipart: <T>(path: string, form: FormData, options: RequestOptions = {}) =>
    dataOf<T>({ ...options, method: 'POST', path, body: { kind: 'multipart', value: form } }),
  /** POST that also answers the server's msg, for calls whose success text is shown (register, password reset). */
  async postForMessage<T>(
    path: string,
    body: Record<string, QueryValue>,
    { form = false, ...options }: PostMessageOptions = {},
  ): Promise<{ data: T; msg: string }> {
    const payload: Call['body'] = form ? { kind: 'form', value: body } : { kind: 'json', value: body };
    return withMessage<T>({ ...options, method: 'POST', path, body: payload });
  },
  /** PUT (JSON) answering the server's msg ('保存成功'). */
  putForMessage: <T>(path: string, body: unknown, options: RequestOptions = {}) =>
    withMessage<T>({ ...options, method: 'PUT', path, body: { kind: 'json', value: body } }),
  /** DELETE answering the server's msg ('删除成功'). */
  deleteForMessage: <T>(path: string, options: RequestOptions = {}) =>
    withMessage<T>({ ...options, method: 'DELETE', path }),
  /** A paged list: on failure the person is told and the list is empty; only a cancel rejects. */
  async list<T>(path: string, options: RequestOptions = {}): Promise<Page<T>> {
    try {
      const envelope = await exchange<T[]>({ ...options, method: 'GET', path });
      const list = Array.isArray(envelope.data) ? envelope.data : [];
      return { list, total: typeof envelope.total === 'number' ? envelope.total : list.length };
    } catch (error) {
      const apiError = report(error, 'list', options.silent);
      if (apiError.kind === 'aborted') throw apiError;
      return { list: [], total: 0 };
    }
  },
};

/** Clears the shared refresh and the pending reload; for tests. */
export function resetApiClientState(): void {
  refreshing = null;
  if (reloadTimer) clearTimeout(reloadTimer);
  reloadTimer = null;
  Object.assign(config, { baseUrl: '', onTokenExpired: null, onConsentRequired: null, fetch: undefined });
}
