import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  type AuditHead,
  type AuditVerification,
  auditHead,
  auditMessages,
  combinedDuties,
  isMobile,
  messages,
  OPERATOR_ROLE_MESSAGES,
  OPERATOR_ROLES,
  type OperatorRole,
  passwordProblem,
  roleNames,
  username as usernameRule,
} from '@dtmm/shared';
import { eq, or } from 'drizzle-orm';
import { type AppConfig, ConfigError, loadConfig } from './config';
import { type Database, openDatabase } from './db/database';
import { auditLog } from './modules/audit/audit.table';
import { findAuditChainHead, verifyAuditChain } from './modules/audit/audit-chain';
import { hashPassword } from './modules/auth/password';
import { runBackupCommand } from './modules/backup/backup-command';
import { BackupRefusal } from './modules/backup/backup-format';
import { users } from './modules/users/users.table';

/** A refusal the command prints as one line and exits 1 on. */
export class CliError extends Error {}

export interface OperatorRequest {
  username: string;
  phone: string;
  /** The roles the operator holds from now on (DEFAULT_OPERATOR_ROLES unless `--roles` names others). */
  roles: readonly OperatorRole[];
  /** DTMM_ALLOW_COMBINED_DUTIES: whether one account may hold two of the separated duties. */
  allowCombinedDuties: boolean;
  /** Asked for only when a new account is created; a promoted user keeps their password. */
  readPassword: () => Promise<string>;
}

export interface OperatorOutcome {
  outcome: 'created' | 'promoted';
  userId: number;
  /** What the command prints. */
  line: string;
}

/**
 * The first operator's roles when `--roles` is not given: the system administrator, content editor and
 * reviewer of a new installation. The security administrator and the auditor are other people, made
 * with `--roles securityAdmin` and `--roles auditor` (docs/operator-roles.md).
 */
export const DEFAULT_OPERATOR_ROLES: readonly OperatorRole[] = ['contentEditor', 'reviewer', 'systemAdmin'];

/** `--roles a,b`: known roles only, in OPERATOR_ROLES order. */
export function parseRoles(value: string | undefined): OperatorRole[] {
  if (value === undefined) return [...DEFAULT_OPERATOR_ROLES];
  const named = value.split(',').map((role) => role.trim());
  const unknown = named.filter((role) => !(OPERATOR_ROLES as readonly string[]).includes(role));
  if (unknown.length > 0 || named.length === 0) {
    throw new CliError(`未知的角色：${unknown.join('、') || '（空）'}；可选 ${OPERATOR_ROLES.join('、')}`);
  }
  return OPERATOR_ROLES.filter((role) => named.includes(role));
}

/**
 * Makes the named person a platform operator with `roles`: an existing user (found by username or
 * phone) is promoted and enabled, their roles replaced; otherwise a new account is created with a
 * password that meets portal.md 5.2. Two of the separated duties in one account are refused unless
 * combined duties are allowed. Writes an audit row either way.
 */
export async function createOperator(
  db: Database,
  request: OperatorRequest,
  now = new Date(),
): Promise<OperatorOutcome> {
  const name = usernameRule.safeParse(request.username);
  if (!name.success) throw new CliError(name.error.issues[0]?.message ?? messages.auth.usernameLength);
  const username = name.data;
  const phone = request.phone.trim();
  if (!isMobile(phone)) throw new CliError(messages.auth.mobileInvalid);
  const roles = [...request.roles];
  const combined = combinedDuties(roles);
  if (combined.length > 0 && !request.allowCombinedDuties) {
    throw new CliError(
      `${OPERATOR_ROLE_MESSAGES.combinedDuties(combined)}（单人运营的办公室可设置 DTMM_ALLOW_COMBINED_DUTIES=on）`,
    );
  }

  const found = await db
    .select({ id: users.id, username: users.username, phone: users.phone })
    .from(users)
    .where(or(eq(users.username, username), eq(users.phone, phone)));
  if (found.length > 1 || (found[0] && (found[0].username !== username || found[0].phone !== phone))) {
    throw new CliError('用户名与手机号不属于同一个用户，请核对后重试');
  }
  const existing = found[0];
  if (existing) {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ isOperator: true, operatorRoles: roles, isDisabled: false, updatedAt: now })
        .where(eq(users.id, existing.id));
      await tx
        .insert(auditLog)
        .values({ action: 'operator.promote', userId: existing.id, subject: username, ip: 'cli', detail: { roles } });
    });
    return {
      outcome: 'promoted',
      userId: existing.id,
      line: `已将用户「${username}」设为平台运营人员，角色：${roleNames(roles, '、')}（密码不变）`,
    };
  }

  const password = await request.readPassword();
  const problem = passwordProblem(password);
  if (problem) throw new CliError(messages.validation[problem]);
  if (password.length > 32) throw new CliError(messages.auth.passwordMax);
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        username,
        phone,
        passwordHash,
        isOperator: true,
        operatorRoles: roles,
        credentialsChangedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('insert into users returned no row');
    await tx
      .insert(auditLog)
      .values({ action: 'operator.create', userId: row.id, subject: username, ip: 'cli', detail: { roles } });
    return row.id;
  });
  return {
    outcome: 'created',
    userId,
    line: `已创建平台运营人员「${username}」（手机号 ${phone}，角色：${roleNames(roles, '、')}），请用该账号登录 /admin`,
  };
}

/** The password from DTMM_OPERATOR_PASSWORD, or typed on the terminal without echo. */
async function readPassword(env: NodeJS.ProcessEnv): Promise<string> {
  const fromEnv = env.DTMM_OPERATOR_PASSWORD;
  if (fromEnv) return fromEnv;
  const { createInterface } = await import('node:readline/promises');
  process.stdout.write('请输入运营人员密码（至少6位，含数字、小写字母和特殊字符 !@#$%^&*?）: ');
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: muted, terminal: Boolean(process.stdin.isTTY) });
  try {
    return await rl.question('');
  } finally {
    rl.close();
    process.stdout.write('\n');
  }
}

type ChainHead = NonNullable<AuditVerification['head']>;

/** The head as the operators note it, `id:hash`, and how to check against it later. */
const headLine = (head: ChainHead) =>
  `链头 ${head.id}:${head.hash}（序号 ${head.chainSeq}；请记入运营日志，日后用 audit:verify --head ${head.id}:${head.hash} 核对）`;

/** The `--head id:hash` option, or a refusal naming the expected form. */
function parseHead(text: string | undefined) {
  if (text === undefined) return undefined;
  const parsed = auditHead.safeParse(text);
  if (!parsed.success) throw new CliError(auditMessages.badHead);
  return parsed.data;
}

/**
 * audit:verify [--head id:hash]: the whole chain and its head (to note in the operators' log,
 * docs/audit.md), or a refusal naming the first broken row; with a head noted earlier, also a
 * refusal when that row is gone or changed (the tail was cut, or the chain rewritten).
 */
export async function verifyAuditLog(db: Database, head?: AuditHead): Promise<string> {
  const outcome = await verifyAuditChain(db, { head });
  if (outcome.firstBroken) {
    const { id, chainSeq, reason } = outcome.firstBroken;
    throw new CliError(auditMessages.broken(id, chainSeq, reason));
  }
  const lines = [auditMessages.intact(outcome.checked)];
  if (head) lines.push(`与记下的链头（id ${head.id}）相符`);
  if (outcome.head) lines.push(headLine(outcome.head));
  return lines.join('\n');
}

/** audit:head: the newest row's `id:hash` on the first line (for a cron job to keep), read without a walk. */
export async function printAuditHead(db: Database): Promise<string> {
  const head = await findAuditChainHead(db);
  return head ? `${head.id}:${head.hash}\n${headLine(head)}` : '审计日志为空，尚无链头';
}

const USAGE = `用法: npm run admin -- create-operator --username <用户名> --phone <手机号> [--roles <角色,…>]
  密码取自环境变量 DTMM_OPERATOR_PASSWORD，未设置时在终端输入。角色可选 ${OPERATOR_ROLES.join('、')}，
  默认 ${DEFAULT_OPERATOR_ROLES.join(',')}；已有用户的角色改为所给的角色。系统管理员、安全管理员、审计管理员
  须由不同账号担任（DTMM_ALLOW_COMBINED_DUTIES=on 时除外）。
      npm run admin -- audit:verify [--head <id>:<哈希>]
  校验审计日志的哈希链，完整时退出码 0，否则指出第一条断开的记录并以 1 退出；
  给出此前记下的链头时，该记录已不存在或哈希不同（末尾被删或链被重写）也以 1 退出。
      npm run admin -- audit:head
  打印最新一条审计记录的 id:哈希，供记入运营日志。
      npm run admin -- backup <目录>
  把数据库与上传文件备份到新目录或空目录（内置数据库须先停止服务器）。
      npm run admin -- restore <目录>
  校验备份后恢复到空实例（先停止服务器；见 docs/backup.md）。`;

/** Opens the configured database (DATABASE_URL, or the embedded one in DATA_DIR) for one command. */
async function withDatabase<T>(
  env: NodeJS.ProcessEnv,
  run: (db: Database, config: AppConfig) => Promise<T>,
): Promise<T> {
  const config = loadConfig(env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: 1,
    embeddedDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    return await run(database.db, config);
  } finally {
    await database.close();
  }
}

/** Runs one command against the configured database (DATABASE_URL, or the embedded one in DATA_DIR). */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      username: { type: 'string' },
      phone: { type: 'string' },
      roles: { type: 'string' },
      head: { type: 'string' },
    },
  });
  if (positionals[0] === 'audit:verify') {
    const head = parseHead(values.head);
    return withDatabase(env, (db) => verifyAuditLog(db, head));
  }
  if (positionals[0] === 'audit:head') return withDatabase(env, printAuditHead);
  const [command, dir] = positionals;
  if ((command === 'backup' || command === 'restore') && dir) {
    return withDatabase(env, (db, config) => runBackupCommand(command, dir, db, config));
  }
  const { username, phone } = values;
  if (positionals[0] !== 'create-operator' || !username || !phone) throw new CliError(USAGE);
  const roles = parseRoles(values.roles);
  return withDatabase(env, async (db, config) => {
    const result = await createOperator(db, {
      username,
      phone,
      roles,
      allowCombinedDuties: config.allowCombinedDuties,
      readPassword: () => readPassword(env),
    });
    return result.line;
  });
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) {
  runCli(process.argv.slice(2)).then(
    (line) => console.log(line),
    (error: unknown) => {
      if (error instanceof CliError || error instanceof ConfigError || error instanceof BackupRefusal) {
        console.error(error.message);
      } else if (error instanceof Error && 'code' in error && error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
        console.error(`${error.message}\n${USAGE}`);
      } else console.error('执行失败:', error);
      process.exitCode = 1;
    },
  );
}
