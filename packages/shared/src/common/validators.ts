/** Pure field rules of portal.md 5 and 5.10, shared by the forms and the server. */

/** Mobile phone: 11 digits, 1 then 3-9 (portal.md 9). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const isMobile = (value: string): boolean => MOBILE_PATTERN.test(value);

/** A web address a person can open: http(s) with a host (portal.md 5.10 '请输入正确的网址'); never javascript: or data:. */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Unified social credit code: exactly 18 uppercase letters or digits (portal.md 5.5). */
export const CREDIT_CODE_PATTERN = /^[0-9A-Z]{18}$/;

// GB 32100-2015 code set: digits and uppercase letters without I, O, S, V, Z.
const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character (18th) that GB 32100 computes from the first 17; null if they hold a letter outside the code set. */
export function creditCodeCheckChar(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = CREDIT_CODE_CHARSET.indexOf(first17.charAt(i));
    if (value < 0) return null;
    sum += value * (CREDIT_CODE_WEIGHTS[i] ?? 0);
  }
  return CREDIT_CODE_CHARSET.charAt((31 - (sum % 31)) % 31);
}

export const hasValidCreditCodeChecksum = (code: string): boolean =>
  CREDIT_CODE_PATTERN.test(code) && creditCodeCheckChar(code.slice(0, 17)) === code.charAt(17);

/** Password rules of portal.md 5.2, in the order the form reports them; the message keys of the first one broken, or null. */
export const PASSWORD_SPECIALS = '!@#$%^&*?';
export type PasswordProblem =
  | 'passwordRequired'
  | 'passwordMin'
  | 'passwordDigit'
  | 'passwordLower'
  | 'passwordSpecial'
  | 'passwordSpaces';
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length === 0) return 'passwordRequired';
  if (password.length < 6) return 'passwordMin';
  if (!/\d/.test(password)) return 'passwordDigit';
  if (!/[a-z]/.test(password)) return 'passwordLower';
  if (![...PASSWORD_SPECIALS].some((c) => password.includes(c))) return 'passwordSpecial';
  if (/\s/.test(password)) return 'passwordSpaces';
  return null;
}

// Generic rules of portal.md 5.10.
export const isNumber = (v: string) => /^-?\d+(\.\d+)?$/.test(v);
export const isPositiveNumber = (v: string) => /^(0|[1-9]\d*)(\.\d+)?$/.test(v) && Number(v) > 0;
export const isInteger = (v: string) => /^-?\d+$/.test(v);
export const isPositiveInteger = (v: string) => /^[1-9]\d*$/.test(v);
export const isLetters = (v: string) => /^[A-Za-z]+$/.test(v);
export const isUrl = (v: string) => /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v);
export const isEmail = (v: string) => /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(v);
export const isLandline = (v: string) => /^0\d{2,3}-\d{7,8}$/.test(v);
export const isPhoneOrLandline = (v: string) => isMobile(v) || isLandline(v);
export const isIpV4 = (v: string) =>
  /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/.test(v);

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';
/** Citizen ID: 15 digits, or 18 with a valid birth date and checksum (GB 11643). */
export function isCitizenId(v: string): boolean {
  if (/^[1-9]\d{14}$/.test(v)) return true;
  if (!/^[1-9]\d{16}[\dX]$/.test(v)) return false;
  const birth = v.slice(6, 14);
  const date = new Date(`${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6, 8)}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10).replaceAll('-', '') !== birth) return false;
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(v.charAt(i)), 0);
  return ID_CHECK.charAt(sum % 11) === v.charAt(17);
}
