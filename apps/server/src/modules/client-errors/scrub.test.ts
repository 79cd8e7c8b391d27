import { describe, expect, it } from 'vitest';
import { scrubText } from './scrub';

describe('scrubbing a client error', () => {
  it('drops query strings and fragments from URLs', () => {
    expect(scrubText('GET https://dtmm.example.cn/api/dtmm/common/file/7?access_token=abc.def&x=1 failed')).toBe(
      'GET https://dtmm.example.cn/api/dtmm/common/file/7 failed',
    );
    expect(scrubText('at f (https://dtmm.example.cn/user?phone=13812345678#top:1:2)')).toBe(
      'at f (https://dtmm.example.cn/user)',
    );
  });

  it('replaces named secrets, bearer tokens, JWTs and long opaque keys', () => {
    expect(scrubText('access_token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.sig and more')).toBe(
      'access_token=[已移除] and more',
    );
    expect(scrubText('{"password": "demo@2026", "username": "bz"}')).toBe('{"password": "[已移除]", "username": "bz"}');
    expect(scrubText('Authorization: Bearer abc.def-ghi')).toBe('Authorization: [已移除]');
    expect(scrubText('sent Bearer abc.def-ghi')).toBe('sent Bearer [令牌]');
    expect(scrubText('token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.c2ln expired')).toBe('token [令牌] expired');
    expect(scrubText('session 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 gone')).toBe(
      'session [令牌] gone',
    );
  });

  it('replaces e-mail addresses, identity numbers and phone numbers', () => {
    expect(scrubText('mail zhang.san+dtmm@example.com.cn bounced')).toBe('mail [邮箱] bounced');
    expect(scrubText('身份证 14010519900307123X 无效')).toBe('身份证 [证件号] 无效');
    expect(scrubText('id 140105900307123 old')).toBe('id [证件号] old');
    expect(scrubText('手机 13812345678，或 +86 138-1234-5678，或 0351-7654321')).toBe(
      '手机 [手机号]，或 [手机号]，或 [电话]',
    );
  });

  it('replaces what follows 密码, 口令, 验证码 and 身份证号 with a separator or a space', () => {
    expect(scrubText('密码是 demo@2026')).toBe('密码是 [已移除]');
    expect(scrubText('Error: 新密码为Abc#123，请妥善保管')).toBe('Error: 新密码为[已移除]，请妥善保管');
    expect(scrubText('密码：xxx')).toBe('密码：[已移除]');
    expect(scrubText('登录口令 xxx 已过期')).toBe('登录口令 [已移除] 已过期');
    expect(scrubText('验证码:123456')).toBe('验证码:[已移除]');
    expect(scrubText('短信验证码 = "654321"')).toBe('短信验证码 = "[已移除]"');
    expect(scrubText('身份证号 110101199003071234')).toBe('身份证号 [证件号]');
    expect(scrubText('身份证号码：11010119900307')).toBe('身份证号码：[已移除]');
    expect(scrubText('pwd=demo@2026&x=1')).toBe('pwd=[已移除]&x=1');
    // A password that looks like a phone number is still a password.
    expect(scrubText('口令：13812345678')).toBe('口令：[已移除]');
  });

  it('replaces a bare 18-character identity number wherever it stands', () => {
    expect(scrubText('110101199003071234')).toBe('[证件号]');
    expect(scrubText('at check (https://dtmm.example.cn/u/110101199003071234:1:2)')).toBe(
      'at check (https://dtmm.example.cn/u/[证件号]:1:2)',
    );
  });

  it('keeps Chinese messages about a password or code that carry no value', () => {
    for (const text of [
      '密码错误，请重试',
      '验证码已发送',
      '密码长度不能少于6位',
      '请确认密码是否正确',
      '请输入验证码',
      '身份证号格式不正确',
    ]) {
      expect(scrubText(text)).toBe(text);
    }
  });

  it('leaves an ordinary error and its stack as they are', () => {
    const stack = [
      "TypeError: Cannot read properties of undefined (reading 'companyName')",
      '    at CompanyCard (https://dtmm.example.cn/assets/company-card-B1x9Qz.js:1:20481)',
      '    at renderWithHooks (https://dtmm.example.cn/assets/react-Cq2Lx0.js:8:11234)',
    ].join('\n');
    expect(scrubText(stack)).toBe(stack);
    expect(scrubText(`Unexpected token '<', "<!doctype "... is not valid JSON`)).toBe(
      `Unexpected token '<', "<!doctype "... is not valid JSON`,
    );
  });
});
