import { z } from 'zod';
import { messages } from './messages';
import { isCitizenId, isEmail, isLandline, isMobile } from './validators';

/**
 * The personal data that lists and exports show masked (PIPL art. 51, docs/compliance.md): phone
 * numbers, resident identity numbers and e-mail addresses. Whoever needs one in full for the job asks
 * for it explicitly (`unmask=1`), and each such read is audited (`pii.read`).
 */
export const PII_KINDS = ['phone', 'idNumber', 'email'] as const;
export type PiiKind = (typeof PII_KINDS)[number];

const stars = (count: number) => '*'.repeat(Math.max(0, count));

/** 13812341234 → 138****1234, 0351-7654321 → 035*****4321: the first three and the last four stay. */
export function maskPhone(phone: string): string {
  if (phone.length < 8) return `${stars(phone.length - 2)}${phone.slice(-2)}`;
  return `${phone.slice(0, 3)}${stars(phone.length - 7)}${phone.slice(-4)}`;
}

/** 320102199001011234 → 3201**********1234: the region of issue and the last four stay. */
export function maskIdNumber(idNumber: string): string {
  if (idNumber.length < 9) return stars(idNumber.length);
  return `${idNumber.slice(0, 4)}${stars(idNumber.length - 8)}${idNumber.slice(-4)}`;
}

/** zhang.san@example.com → z***@example.com: the first letter and the domain stay. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return stars(3);
  return `${email.charAt(0)}***${email.slice(at)}`;
}

/** A phone, identity number or e-mail masked by its kind; anything else as it is (a username). */
export function maskIfPersonal(value: string): string {
  if (isMobile(value) || isLandline(value)) return maskPhone(value);
  if (isCitizenId(value)) return maskIdNumber(value);
  if (isEmail(value)) return maskEmail(value);
  return value;
}

/** `value` in full when `reveal`, masked otherwise; null stays null. */
export const revealOr = <T extends string | null>(value: T, reveal: boolean, mask: (value: string) => string): T =>
  (value === null || reveal ? value : mask(value)) as T;

export const PII_MESSAGES = {
  /** Only the company's ADMIN (its members) and a reviewer (an application under review) read them in full. */
  notEntitled: '无权查看完整联系方式',
  notUnderReview: '仅可查看审核中申请的完整联系方式',
} as const;

/**
 * `unmask=1` asks for the phones, identity numbers and e-mails of an answer in full: only the reader
 * who needs them for the job may, and the read is audited.
 */
export const unmaskQuery = z.object({
  unmask: z
    .enum(['0', '1'], { error: messages.common.badRequest })
    .optional()
    .transform((value) => value === '1'),
});
export type UnmaskQuery = z.infer<typeof unmaskQuery>;
