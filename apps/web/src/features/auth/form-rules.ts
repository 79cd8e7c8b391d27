import { isMobile, MOBILE_PATTERN, messages, PASSWORD_MIN_LENGTH, PASSWORD_SPECIALS } from '@dtmm/shared';
import type { FormRule } from 'antd';

/**
 * The field rules of portal.md 5.1-5.4 as antd rules, mirroring the server's schemas in
 * packages/shared/src/auth/auth.schemas.ts (same order, same texts). Fields that use them set
 * `validateFirst`, so only the first broken rule speaks.
 */
const m = messages.auth;
const v = messages.validation;

const escapeForClass = (chars: string) => chars.replace(/[\\\]^-]/g, '\\$&');
const SPECIAL_PATTERN = new RegExp(`[${escapeForClass(PASSWORD_SPECIALS)}]`);
const PASSWORD_MAX = 32;

/** Login (5.1): username required and trimmed by the caller. */
export const loginUsernameRules: FormRule[] = [{ required: true, whitespace: true, message: m.usernameRequired }];

/** Login (5.1): required, at least 6 characters. */
export const loginPasswordRules: FormRule[] = [
  { required: true, message: m.passwordRequired },
  { min: PASSWORD_MIN_LENGTH, message: m.passwordMin },
];

export const captchaRules: FormRule[] = [{ required: true, whitespace: true, message: m.captchaRequired }];

/** A username never has the shape of a mobile number: that name would answer the phone's logins. */
export const notPhoneShapedRule: FormRule = {
  validator: async (_, value: string | undefined) =>
    isMobile(value?.trim() ?? '') ? Promise.reject(new Error(m.usernameLooksLikePhone)) : undefined,
};

/** Register (5.2): the server allows 2-20 characters of Chinese, letters, digits and underscore. */
export const usernameRules: FormRule[] = [
  { required: true, whitespace: true, message: m.usernameRequired },
  { min: 2, max: 20, message: m.usernameLength, transform: (value: string) => value?.trim() },
  { pattern: /^[\p{Script=Han}A-Za-z0-9_]+$/u, message: m.usernameChars, transform: (value: string) => value?.trim() },
  notPhoneShapedRule,
];

/** Shown under every new-password field: the rules of 5.2 before the person breaks one. */
export const PASSWORD_HINT = `至少6位，须包含数字、小写字母和特殊字符（${PASSWORD_SPECIALS}）`;

/** A new password (5.2): required, min 6, a digit, a lowercase letter, a special character, no spaces. */
export function newPasswordRules(requiredMessage: string = v.passwordRequired): FormRule[] {
  return [
    { required: true, message: requiredMessage },
    { min: PASSWORD_MIN_LENGTH, message: v.passwordMin },
    { pattern: /\d/, message: v.passwordDigit },
    { pattern: /[a-z]/, message: v.passwordLower },
    { pattern: SPECIAL_PATTERN, message: v.passwordSpecial },
    { pattern: /^\S*$/, message: v.passwordSpaces },
    { max: PASSWORD_MAX, message: m.passwordMax },
  ];
}

/** Confirmation: required (with the form's own text), optionally min 6 (5.4), and equal to `field`. */
export function confirmPasswordRules(field: string, requiredMessage: string, withMinLength = false): FormRule[] {
  return [
    { required: true, message: requiredMessage },
    ...(withMinLength ? [{ min: PASSWORD_MIN_LENGTH, message: v.passwordMin }] : []),
    ({ getFieldValue }) => ({
      validator: (_rule, value) =>
        !value || getFieldValue(field) === value ? Promise.resolve() : Promise.reject(new Error(v.passwordMismatch)),
    }),
  ];
}

/** Mobile phone: required and 1[3-9] followed by 9 digits; the invalid text differs between forms (5.2, 5.3). */
export function mobileRules(invalidMessage: string = m.mobileInvalid): FormRule[] {
  return [
    { required: true, whitespace: true, message: m.mobileRequired },
    { pattern: MOBILE_PATTERN, message: invalidMessage, transform: (value: string) => value?.trim() },
  ];
}

export const verifyCodeRules: FormRule[] = [
  { required: true, whitespace: true, message: m.verifyCodeRequired },
  { pattern: /^\d{6}$/, message: m.verifyCodeFormat, transform: (value: string) => value?.trim() },
];
