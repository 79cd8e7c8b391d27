import { describe, expect, it } from 'vitest';
import {
  creditCodeCheckChar,
  hasValidCreditCodeChecksum,
  isCitizenId,
  isEmail,
  isIpV4,
  isLandline,
  isMobile,
  isPhoneOrLandline,
  isPositiveInteger,
  isUrl,
  isWebUrl,
  passwordProblem,
} from './validators';

describe('mobile phone (portal.md 9)', () => {
  it.each(['13800138000', '19912345678', '15035112345'])('accepts %s', (phone) => expect(isMobile(phone)).toBe(true));
  it.each(['12800138000', '1380013800', '138001380001', '+8613800138000', '1380013800a', ''])('refuses %s', (phone) =>
    expect(isMobile(phone)).toBe(false),
  );
});

describe('web address (issue 11: companyWebsite)', () => {
  it.each(['https://www.example.cn', 'http://bingzhou-mining.example.com/about?x=1', 'HTTPS://中文.公司'])(
    'accepts %s',
    (url) => expect(isWebUrl(url)).toBe(true),
  );
  it.each([
    'javascript:alert(7)',
    'data:text/html,<b>x</b>',
    'www.example.cn',
    'https://',
    'http://localhost',
    'ftp://x.cn',
    ' https://a.cn',
  ])('refuses %s', (url) => expect(isWebUrl(url)).toBe(false));
});

describe('unified social credit code (GB 32100)', () => {
  // Check characters computed by hand from the standard's weights for these 17-character stems.
  it('computes the check character', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckChar('91110000600037341')).toBe('L');
  });
  it('accepts codes whose 18th character matches', () => {
    expect(hasValidCreditCodeChecksum('91350100M000100Y43')).toBe(true);
    expect(hasValidCreditCodeChecksum('91110000600037341L')).toBe(true);
  });
  it('refuses a wrong check character, lowercase, wrong length and letters outside the code set', () => {
    expect(hasValidCreditCodeChecksum('91350100M000100Y44')).toBe(false);
    expect(hasValidCreditCodeChecksum('91350100m000100y43')).toBe(false);
    expect(hasValidCreditCodeChecksum('91350100M000100Y4')).toBe(false);
    expect(creditCodeCheckChar('91350100I000100Y4')).toBeNull();
  });
});

describe('password rules (portal.md 5.2), first broken rule wins', () => {
  it.each([
    ['', 'passwordRequired'],
    ['a1!', 'passwordMin'],
    ['abcdef!', 'passwordDigit'],
    ['ABCDEF1!', 'passwordLower'],
    ['abcdef1', 'passwordSpecial'],
    ['abc def1!', 'passwordSpaces'],
    ['demo@2026', null],
    ['x?y9zzzz', null],
  ])('%j → %s', (password, problem) => expect(passwordProblem(password)).toBe(problem));
});

describe('generic rules (portal.md 5.10)', () => {
  it('citizen id: 15 digits, or 18 with real birth date and checksum', () => {
    expect(isCitizenId('11010519491231002X')).toBe(true);
    expect(isCitizenId('110105194912310021')).toBe(false);
    expect(isCitizenId('110105194902300026')).toBe(false);
    expect(isCitizenId('110105491231002')).toBe(true);
  });
  it('contact formats', () => {
    expect(isLandline('0351-7654321')).toBe(true);
    expect(isLandline('351-7654321')).toBe(false);
    expect(isPhoneOrLandline('13800138000')).toBe(true);
    expect(isEmail('a.b@dtmm.example.cn')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isUrl('https://dtmm.example.cn/a?b=1')).toBe(true);
    expect(isUrl('javascript:alert(1)')).toBe(false);
    expect(isIpV4('192.168.1.255')).toBe(true);
    expect(isIpV4('256.1.1.1')).toBe(false);
    expect(isPositiveInteger('12')).toBe(true);
    expect(isPositiveInteger('012')).toBe(false);
  });
});
