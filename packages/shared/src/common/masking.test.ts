import { describe, expect, it } from 'vitest';
import { maskEmail, maskIdNumber, maskIfPersonal, maskPhone, revealOr, unmaskQuery } from './masking';

describe('masking personal data', () => {
  it('keeps the first three and last four digits of a phone', () => {
    expect(maskPhone('13812341234')).toBe('138****1234');
    expect(maskPhone('0351-7654321')).toBe('035*****4321');
    expect(maskPhone('1234567')).toBe('*****67');
  });

  it('keeps the region of issue and the last four of an identity number', () => {
    expect(maskIdNumber('32010219900101123X')).toBe('3201**********123X');
    expect(maskIdNumber('320102900101123')).toBe('3201*******1123');
  });

  it('keeps the first letter and the domain of an e-mail', () => {
    expect(maskEmail('zhang.san@example.com')).toBe('z***@example.com');
    expect(maskEmail('not-an-address')).toBe('***');
  });

  it('masks a value by its kind and leaves a username alone', () => {
    expect(maskIfPersonal('13812341234')).toBe('138****1234');
    expect(maskIfPersonal('11010519491231002X')).toBe('1101**********002X');
    expect(maskIfPersonal('wang@example.cn')).toBe('w***@example.cn');
    expect(maskIfPersonal('bz_admin')).toBe('bz_admin');
  });

  it('reveals only when asked, and keeps null', () => {
    expect(revealOr('13812341234', false, maskPhone)).toBe('138****1234');
    expect(revealOr('13812341234', true, maskPhone)).toBe('13812341234');
    expect(revealOr(null, false, maskPhone)).toBeNull();
  });

  it('reads unmask=1 as a request for the full values, and nothing else', () => {
    expect(unmaskQuery.parse({ unmask: '1' }).unmask).toBe(true);
    expect(unmaskQuery.parse({}).unmask).toBe(false);
    expect(unmaskQuery.safeParse({ unmask: 'yes' }).success).toBe(false);
  });
});
