import { eq } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.table';
import { users } from '../users/users.table';

/** Helpers for the accounts API tests. */
export const FIXED_CODE = '246810';
export const GOOD_PASSWORD = 'abc123!x';

export const SEND_REGISTER = '/api/dtmm/auth/sendNotExistVerifyCode';
export const SEND_RESET = '/api/dtmm/auth/sendExistVerifyCode';
export const REGISTER = '/api/dtmm/auth/register';
export const FORGET = '/api/dtmm/auth/forgetPassword';
export const UPDATE = '/api/dtmm/auth/updatePassword';

let phoneSeq = 0;
/** A phone no demo user has (the demo province uses 13x/15x/18x numbers). */
export const freshPhone = () =>
  `1990${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(4, '0')}`;

export const postJson = (t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

export const postForm = (
  t: TestApp,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** A registration form with the seeded first versions of the 用户协议 and 隐私政策 agreed to. */
export const registration = (phone: string, username: string, extra: Record<string, string> = {}) => ({
  username,
  password: GOOD_PASSWORD,
  confirmPassword: GOOD_PASSWORD,
  phone,
  verifyCode: FIXED_CODE,
  terms: '1',
  privacy: '1',
  ...extra,
});

export async function findUser(t: TestApp, by: { username?: string; phone?: string }) {
  const where = by.username ? eq(users.username, by.username) : eq(users.phone, by.phone ?? '');
  const [row] = await t.database.db.select().from(users).where(where);
  // Found by name or phone, the account is not closed: its phone is there.
  return row && { ...row, phone: row.phone ?? '' };
}

export async function auditActions(t: TestApp, userId: number) {
  const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.userId, userId));
  return rows.map((row) => row.action);
}

/** The codes the log provider wrote, newest last. */
export function codesInLog(lines: string[]): string[] {
  return lines.flatMap((line) => {
    const found = /验证码 (\d{6}) →/.exec(String(JSON.parse(line).msg ?? ''));
    return found?.[1] ? [found[1]] : [];
  });
}
