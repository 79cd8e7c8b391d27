import { messages } from '@dtmm/shared';
import { isApiError } from '@/lib/api-error';
import {
  type AttemptBook,
  applyServerAttempts,
  isCountedFailureText,
  noticeText,
  recordFailure,
  type ServerAttempts,
} from './attempt-tracker';

interface RefusalData extends ServerAttempts {
  msg: string;
  mustSetPassword: boolean;
}

/** The `data` of a refused login (shared loginFailure): `{msg, remainingAttempts?, lockedMinutes?}`. */
function refusalData(data: unknown): RefusalData | null {
  if (!data || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  if (typeof record.msg !== 'string') return null;
  const numberOrUndefined = (value: unknown) => (typeof value === 'number' ? value : undefined);
  return {
    msg: record.msg,
    remainingAttempts: numberOrUndefined(record.remainingAttempts),
    lockedMinutes: numberOrUndefined(record.lockedMinutes),
    mustSetPassword: record.mustSetPassword === true,
  };
}

export interface LoginFailure {
  /** What the form shows. */
  text: string;
  /** The attempt book to store, when the failure counted. */
  book: AttemptBook | null;
  /** The api client already told the person (the 429 warning and overlay). */
  isNotified: boolean;
  /** The account was created by a company ADMIN: the person must set their own password by SMS code first. */
  mustSetPassword?: boolean;
}

/**
 * What a refused login means for the person (portal.md 4.4). Only a refusal of the credentials
 * counts: '用户不存在' and '验证码错误' do not and show their text alone; the server's counts win,
 * and only when it sends none does the browser count itself. Network, rate-limit, validation and
 * server failures never count.
 */
export function describeLoginFailure(error: unknown, book: AttemptBook, username: string, now: number): LoginFailure {
  if (!isApiError(error)) return { text: messages.common.requestError, book: null, isNotified: false };
  const refusal = refusalData(error.data);
  const text = refusal?.msg || error.message;
  const isRefusal =
    refusal !== null && (error.kind === 'http' || error.kind === 'business') && (error.status ?? 400) < 500;
  if (refusal?.mustSetPassword) return { text, book: null, isNotified: false, mustSetPassword: true };
  if (!isRefusal || !isCountedFailureText(text)) return { text, book: null, isNotified: error.notified };
  const outcome = applyServerAttempts(book, username, refusal, now) ?? recordFailure(book, username, now);
  return { text: noticeText(outcome.notice), book: outcome.book, isNotified: false };
}
