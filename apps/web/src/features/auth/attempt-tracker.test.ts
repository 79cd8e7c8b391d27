import { LOGIN_LOCK_MS } from '@dtmm/shared';
import { describe, expect, it } from 'vitest';
import {
  type AttemptBook,
  applyServerAttempts,
  attemptStorage,
  clearAttempts,
  isCountedFailureText,
  lockedMinutesLeft,
  noticeText,
  pruneExpired,
  recordFailure,
} from './attempt-tracker';

const T0 = 1_700_000_000_000;
const MINUTE = 60_000;

function failTimes(times: number, username = 'zhang', now = T0) {
  let book: AttemptBook = {};
  const texts: string[] = [];
  for (let i = 0; i < times; i++) {
    const outcome = recordFailure(book, username, now);
    book = outcome.book;
    texts.push(noticeText(outcome.notice));
  }
  return { book, texts };
}

describe('recordFailure (portal.md 4.4)', () => {
  it('counts down 3, 2, 1 and locks for 10 minutes on the 4th failure', () => {
    const { book, texts } = failTimes(4);
    expect(texts).toEqual(['你还有3次机会登录！', '你还有2次机会登录！', '你还有1次机会登录！', '请10分钟后再登录！']);
    expect(book.zhang).toEqual({ failures: 4, expiresAt: T0 + LOGIN_LOCK_MS });
  });

  it('keeps each username apart and trims it', () => {
    const { book } = failTimes(3, ' zhang ');
    expect(recordFailure(book, 'li', T0).notice).toEqual({ kind: 'attempts', remaining: 3 });
    expect(recordFailure(book, 'zhang', T0).notice).toEqual({ kind: 'locked', minutes: 10 });
  });
});

describe('lockedMinutesLeft', () => {
  const { book } = failTimes(4);

  it('rounds the minutes left up', () => {
    expect(lockedMinutesLeft(book, 'zhang', T0)).toBe(10);
    expect(lockedMinutesLeft(book, 'zhang', T0 + 1)).toBe(10);
    expect(lockedMinutesLeft(book, 'zhang', T0 + 9 * MINUTE)).toBe(1);
    expect(lockedMinutesLeft(book, 'zhang', T0 + 9 * MINUTE + 59_999)).toBe(1);
  });

  it('is null once the lock has run out, and when never locked', () => {
    expect(lockedMinutesLeft(book, 'zhang', T0 + LOGIN_LOCK_MS)).toBeNull();
    expect(lockedMinutesLeft(book, 'li', T0)).toBeNull();
    expect(lockedMinutesLeft(failTimes(3).book, 'zhang', T0)).toBeNull();
  });

  it('clears the entry when the lock expires, so counting starts again at 3', () => {
    const later = T0 + LOGIN_LOCK_MS;
    expect(pruneExpired(book, later)).toEqual({});
    expect(recordFailure(book, 'zhang', later).notice).toEqual({ kind: 'attempts', remaining: 3 });
  });
});

describe('applyServerAttempts: the server wins', () => {
  it('takes the remaining attempts the server answers', () => {
    const outcome = applyServerAttempts({}, 'zhang', { remainingAttempts: 1 }, T0);
    expect(outcome?.notice).toEqual({ kind: 'attempts', remaining: 1 });
    // the next local count continues from the server's
    expect(outcome && recordFailure(outcome.book, 'zhang', T0).notice).toEqual({ kind: 'locked', minutes: 10 });
  });

  it('takes the server lock and its minutes', () => {
    const outcome = applyServerAttempts(failTimes(1).book, 'zhang', { lockedMinutes: 7 }, T0);
    expect(outcome?.notice).toEqual({ kind: 'locked', minutes: 7 });
    expect(outcome && lockedMinutesLeft(outcome.book, 'zhang', T0 + 6 * MINUTE + 1)).toBe(1);
    expect(outcome && lockedMinutesLeft(outcome.book, 'zhang', T0 + 7 * MINUTE)).toBeNull();
  });

  it('locks when the server says no attempts are left', () => {
    expect(applyServerAttempts({}, 'zhang', { remainingAttempts: 0 }, T0)?.notice).toEqual({
      kind: 'locked',
      minutes: 10,
    });
  });

  it('answers null when the server sent no counts', () => {
    expect(applyServerAttempts({}, 'zhang', {}, T0)).toBeNull();
  });
});

describe('the rest', () => {
  it('a success forgets the username', () => {
    const { book } = failTimes(2);
    expect(clearAttempts(book, ' zhang')).toEqual({});
  });

  it("does not count '用户不存在' and '验证码错误'", () => {
    expect(isCountedFailureText('用户不存在')).toBe(false);
    expect(isCountedFailureText('验证码错误')).toBe(false);
    expect(isCountedFailureText('你还有2次机会登录！')).toBe(true);
  });

  it('keeps the book in local storage and drops expired and malformed entries when read', () => {
    const { book } = failTimes(4);
    attemptStorage.write({ ...book, li: { failures: 1, expiresAt: T0 + MINUTE } });
    expect(Object.keys(attemptStorage.read(T0))).toEqual(['zhang', 'li']);
    expect(Object.keys(attemptStorage.read(T0 + 2 * MINUTE))).toEqual(['zhang']);
    localStorage.setItem('dtmm_login_attempts', '{"x":{"failures":"a"},"y":1}');
    expect(attemptStorage.read(T0)).toEqual({});
    localStorage.setItem('dtmm_login_attempts', 'not json');
    expect(attemptStorage.read(T0)).toEqual({});
    attemptStorage.write({});
    expect(localStorage.getItem('dtmm_login_attempts')).toBeNull();
  });
});
