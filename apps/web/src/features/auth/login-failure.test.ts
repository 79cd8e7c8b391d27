import { messages } from '@dtmm/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { type AttemptBook, recordFailure } from './attempt-tracker';
import { describeLoginFailure } from './login-failure';

const NOW = 1_700_000_000_000;
const refusal = (data: unknown, status = 400) => new ApiError('登录失败', 'http', 400, status, data);

describe('describeLoginFailure', () => {
  it("shows '用户不存在' and '验证码错误' as they are, without counting", () => {
    for (const msg of ['用户不存在', '验证码错误']) {
      expect(describeLoginFailure(refusal({ msg }), {}, 'zhang', NOW)).toEqual({
        text: msg,
        book: null,
        isNotified: false,
      });
    }
  });

  it('uses the server counts when it sends them', () => {
    const failure = describeLoginFailure(
      refusal({ msg: '你还有2次机会登录！', remainingAttempts: 2 }),
      {},
      'zhang',
      NOW,
    );
    expect(failure.text).toBe('你还有2次机会登录！');
    expect(failure.book?.zhang?.failures).toBe(2);
    const locked = describeLoginFailure(refusal({ msg: '请10分钟后再登录！', lockedMinutes: 10 }), {}, 'zhang', NOW);
    expect(locked.text).toBe('请10分钟后再登录！');
  });

  it('asks an ADMIN-created account to set its own password, without counting a failure', () => {
    const msg = messages.auth.mustSetPassword;
    expect(describeLoginFailure(refusal({ msg, mustSetPassword: true }), {}, 'zhang', NOW)).toEqual({
      text: msg,
      book: null,
      isNotified: false,
      mustSetPassword: true,
    });
  });

  it('counts in the browser when the server sends no counts', () => {
    const book: AttemptBook = recordFailure({}, 'zhang', NOW).book;
    const failure = describeLoginFailure(refusal({ msg: '密码错误' }), book, 'zhang', NOW);
    expect(failure.text).toBe('你还有2次机会登录！');
  });

  it('never counts network, rate-limit, validation or server failures', () => {
    const cases = [
      new ApiError('请求错误', 'network'),
      new ApiError('请求超时，请稍后再试', 'timeout'),
      new ApiError('登录尝试过于频繁，请稍后再试', 'rate-limited', 429, 429, { msg: '登录尝试过于频繁，请稍后再试' }),
      new ApiError('密码长度不能超过32位', 'http', 400, 400),
      new ApiError('服务器开小差了，请稍后再试', 'http', 500, 500, { msg: 'x' }),
    ];
    for (const error of cases) {
      expect(describeLoginFailure(error, {}, 'zhang', NOW).book).toBeNull();
    }
    expect(describeLoginFailure(new Error('boom'), {}, 'zhang', NOW).text).toBe('请求错误');
  });
});
