import { auditMessages } from '@dtmm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CliError, createOperator, DEFAULT_OPERATOR_ROLES, parseRoles, runCli } from './cli';
import type { DatabaseHandle } from './db/database';
import { auditLog } from './modules/audit/audit.table';
import { verifyPassword } from './modules/auth/password';
import { users } from './modules/users/users.table';
import { openTestDatabase } from './test/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const given = (password: string) => () => Promise.resolve(password);
const userNamed = async (username: string) =>
  (await database.db.select().from(users).where(eq(users.username, username)))[0];

describe('npm run admin -- create-operator', () => {
  it('creates an operator whose password meets the register rules', async () => {
    const result = await createOperator(database.db, {
      username: 'ops_chief',
      phone: '13900001111',
      roles: DEFAULT_OPERATOR_ROLES,
      allowCombinedDuties: false,
      readPassword: given('chief@2026'),
    });
    expect(result.outcome).toBe('created');
    expect(result.line).toContain('已创建平台运营人员「ops_chief」');
    const row = await userNamed('ops_chief');
    expect(row).toMatchObject({
      isOperator: true,
      operatorRoles: ['contentEditor', 'reviewer', 'systemAdmin'],
      phone: '13900001111',
      companyId: null,
    });
    expect(await verifyPassword(row?.passwordHash ?? '', 'chief@2026')).toBe(true);
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.action, 'operator.create'));
    expect(audits).toHaveLength(1);
  });

  it('promotes an existing user without asking for or changing the password', async () => {
    const before = await userNamed('ops_chief');
    await database.db.update(users).set({ isOperator: false, isDisabled: true }).where(eq(users.username, 'ops_chief'));
    const result = await createOperator(database.db, {
      username: 'ops_chief',
      phone: '13900001111',
      roles: ['auditor'],
      allowCombinedDuties: false,
      readPassword: () => Promise.reject(new Error('must not ask')),
    });
    expect(result.outcome).toBe('promoted');
    expect(result.line).toContain('角色：审计管理员');
    const row = await userNamed('ops_chief');
    expect(row).toMatchObject({
      isOperator: true,
      isDisabled: false,
      passwordHash: before?.passwordHash,
      operatorRoles: ['auditor'],
    });
  });

  it('refuses weak passwords, bad input and a username and phone of different users', async () => {
    const attempt = (username: string, phone: string, password: string) =>
      createOperator(database.db, {
        username,
        phone,
        roles: DEFAULT_OPERATOR_ROLES,
        allowCombinedDuties: false,
        readPassword: given(password),
      });
    await expect(attempt('ops_two', '13900002222', 'abcdef@')).rejects.toThrow('密码必须包含至少一个数字');
    await expect(attempt('ops_two', '13900002222', 'abc')).rejects.toThrow('密码长度不能少于6位');
    await expect(attempt('ops_two', '12345', 'two@2026x')).rejects.toThrow('请输入有效的11位手机号码');
    await expect(attempt('o', '13900002222', 'two@2026x')).rejects.toThrow(CliError);
    await expect(attempt('ops_chief', '13900002222', 'two@2026x')).rejects.toThrow('不属于同一个用户');
    expect(await userNamed('ops_two')).toBeUndefined();
  });

  it('gives the roles --roles names, and refuses two separated duties in one account unless allowed', async () => {
    expect(parseRoles(undefined)).toEqual(['contentEditor', 'reviewer', 'systemAdmin']);
    expect(parseRoles('auditor, reviewer')).toEqual(['reviewer', 'auditor']);
    expect(() => parseRoles('auditor,root')).toThrow('未知的角色：root');
    const withRoles = (username: string, phone: string, allowCombinedDuties: boolean) =>
      createOperator(database.db, {
        username,
        phone,
        roles: ['systemAdmin', 'auditor'],
        allowCombinedDuties,
        readPassword: given('solo@2026'),
      });
    await expect(withRoles('ops_solo', '13900003333', false)).rejects.toThrow(
      '系统管理员、审计管理员须由不同人员担任，不能授予同一账号（单人运营的办公室可设置 DTMM_ALLOW_COMBINED_DUTIES=on）',
    );
    expect(await userNamed('ops_solo')).toBeUndefined();
    expect((await withRoles('ops_solo', '13900003333', true)).outcome).toBe('created');
    expect((await userNamed('ops_solo'))?.operatorRoles).toEqual(['systemAdmin', 'auditor']);
  });

  it('prints the usage for an unknown command', async () => {
    await expect(runCli(['make-coffee'])).rejects.toThrow('用法');
    await expect(runCli(['create-operator', '--username', 'x'])).rejects.toThrow('用法');
  });

  it('refuses a malformed --head for audit:verify before opening the database', async () => {
    for (const head of ['latest', '12', `12:${'g'.repeat(64)}`, `0:${'a'.repeat(64)}`]) {
      await expect(runCli(['audit:verify', '--head', head], { DATA_DIR: '/nonexistent/dtmm' })).rejects.toThrow(
        new CliError(auditMessages.badHead),
      );
    }
  });
});
