import { type ApiEnvelope, messages, REQUEST_TIMEOUT_MS } from '@dtmm/shared';
import { ApiError } from './api-error';
import { type Query, type QueryValue, toSearchString } from './query-string';
import { tokenStorage } from './token-storage';

export const TIMEOUT_TEXT = '请求超时，请稍后再试';

export type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; value: Record<string, QueryValue> }
  | { kind: 'multipart'; value: FormData };

/** One HTTP exchange as the api client describes it. */
export interface Call {
  method: string;
  /** The request goes to baseUrl + path + the query without its empty values. */
  baseUrl: string;
  path: string;
  query?: Query;
  body?: Body;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Send no `access_token` header (login, refresh, registration: calls that must not carry an old session). */
  anonymous?: boolean;
  /** Upload progress in percent; such a call goes over XMLHttpRequest (see upload-transport.ts). */
  onUploadProgress?: (percent: number) => void;
  /** The browser's fetch by default; the server's page renderer answers in-process. */
  fetch?: typeof fetch;
}

/** What came back, before anyone looked at the business code. */
export interface RawAnswer {
  status: number;
  ok: boolean;
  envelope: Partial<ApiEnvelope<unknown>> | null;
  /** The token the request carried, to tell whether a refresh already happened meanwhile. */
  sentToken: string | null;
}

function encodeBody(body: Body | undefined): { headers: Record<string, string>; payload?: string | FormData } {
  if (!body) return { headers: {} };
  // fetch writes the multipart content type itself, with the boundary it chose.
  if (body.kind === 'multipart') return { headers: {}, payload: body.value };
  if (body.kind === 'json')
    return { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body.value) };
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body.value))
    if (value !== undefined && value !== null) form.append(key, String(value));
  return { headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' }, payload: form.toString() };
}

async function readEnvelope(response: Response): Promise<Partial<ApiEnvelope<unknown>> | null> {
  try {
    const parsed: unknown = await response.json();
    return parsed && typeof parsed === 'object' ? (parsed as Partial<ApiEnvelope<unknown>>) : null;
  } catch {
    return null;
  }
}

/** One fetch with the timeout, credentials and token header; never looks at the business code. */
export async function send(call: Call): Promise<RawAnswer> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, call.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  call.signal?.addEventListener('abort', forwardAbort, { once: true });
  const sentToken = call.anonymous ? null : tokenStorage.get();
  const { headers, payload } = encodeBody(call.body);
  if (sentToken) headers.access_token = sentToken;
  try {
    const response = await (call.fetch ?? fetch)(`${call.baseUrl}${call.path}${toSearchString(call.query)}`, {
      method: call.method,
      headers,
      body: payload,
      credentials: 'include',
      signal: controller.signal,
    });
    return { status: response.status, ok: response.ok, envelope: await readEnvelope(response), sentToken };
  } catch {
    if (timedOut) throw new ApiError(TIMEOUT_TEXT, 'timeout');
    if (call.signal?.aborted) throw new ApiError('aborted', 'aborted');
    throw new ApiError(messages.common.requestError, 'network');
  } finally {
    clearTimeout(timer);
    call.signal?.removeEventListener('abort', forwardAbort);
  }
}
