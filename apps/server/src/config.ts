import path from 'node:path';
import { z } from 'zod';
import { SERVER_ROOT } from './paths';

const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'on', 'off'], { error: '只能是 1/0、true/false 或 on/off' })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['1', 'true', 'on'].includes(v)));

const optionalUrl = (protocols: RegExp, hint: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .refine((v) => v === undefined || protocols.test(v), { error: hint });

/** A positive whole number of requests or sends. */
const count = (fallback: number) =>
  z.coerce.number({ error: '必须是 1 到 1000000 之间的整数' }).int().min(1).max(1_000_000).default(fallback);

/** A retention period in whole days, up to ten years. */
const days = (fallback: number) =>
  z.coerce.number({ error: '必须是 1 到 3650 之间的天数' }).int().min(1).max(3650).default(fallback);

/** Every setting the server reads from its environment, with defaults (README "Configuration"). */
const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: '只能是 development、production 或 test' })
    .default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number({ error: '必须是 0 到 65535 之间的端口号' }).int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, '必须是 postgres:// 或 postgresql:// 开头的连接串'),
  DATABASE_POOL_SIZE: z.coerce.number({ error: '必须是 1 到 100 之间的整数' }).int().min(1).max(100).default(10),
  REDIS_URL: optionalUrl(/^rediss?:\/\//, '必须是 redis:// 或 rediss:// 开头的连接串'),
  DTMM_REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, { error: '必须是 1 到 64 个字母、数字或 _ : . -，例如 dtmm:' })
    .default('dtmm:'),
  DTMM_INSTANCE_ID: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .refine((v) => v === undefined || /^[\w.-]{1,32}$/.test(v), {
      error: '必须是 1 到 32 个字母、数字或 _ . -，例如 1',
    }),
  DTMM_DEMO: flag(false).optional(),
  DTMM_PLATFORM_NAME: z.string().min(1).default('山西省企业数字化转型服务平台'),
  DTMM_OPERATOR_NAME: z.string().min(1).default('省级数字化转型促进中心'),
  DTMM_PROVINCE_CODE: z
    .string()
    .regex(/^\d{2}$/, { error: '必须是两位省级行政区划代码，例如 14' })
    .default('14'),
  DTMM_SUPPORT_PHONE: z.string().min(1).default('0351-7654321'),
  DTMM_SUPPORT_EMAIL: z.string().min(1).default('service@dtmm.example.cn'),
  DTMM_FILING_NUMBER: z.string().default('晋ICP备2026000001号-1'),
  DTMM_CAPTCHA: z.enum(['on', 'off'], { error: '只能是 on 或 off' }).default('on'),
  DTMM_JWT_SECRET: z.string().min(32, { error: '至少 32 个字符' }).optional(),
  DTMM_ACCESS_TOKEN_TTL: z.coerce.number({ error: '必须是秒数' }).int().min(60).max(86_400).default(1800),
  DTMM_SESSION_TTL_DAYS: z.coerce.number({ error: '必须是天数' }).int().min(1).max(90).default(14),
  DTMM_LOGIN_IP_MAX_FAILURES: z.coerce.number({ error: '必须是正整数' }).int().min(1).max(100_000).default(20),
  DTMM_BODY_LIMIT_KB: z.coerce.number({ error: '必须是 KB 数' }).int().min(16).max(10_240).default(1024),
  DTMM_TRUST_PROXY: z.string().optional(),
  DTMM_ALLOWED_ORIGINS: z
    .string()
    .optional()
    .refine((v) => v === undefined || v.split(',').every((o) => !o.trim() || /^https?:\/\/[^/]+$/.test(o.trim())), {
      error: '必须是逗号分隔的来源，例如 https://dtmm.example.cn',
    }),
  DTMM_PUBLIC_URL: optionalUrl(/^https?:\/\/[^/?#]+\/?$/, '必须是平台对外的地址，例如 https://dtmm.example.cn'),
  DTMM_WEB_DIST: z.string().optional(),
  CHROME_PATH: z
    .string()
    .optional()
    .transform((v) => v?.trim() || '/usr/bin/chromium')
    .refine((v) => path.isAbsolute(v), { error: '必须是 Chromium 可执行文件的绝对路径，例如 /usr/bin/chromium' }),
  DTMM_CHROME_SANDBOX: z.enum(['auto', 'on', 'off'], { error: '只能是 auto、on 或 off' }).default('auto'),
  DTMM_SMS_PROVIDER: z.enum(['log', 'http'], { error: '只能是 log 或 http' }).default('log'),
  DTMM_SMS_URL: optionalUrl(/^https?:\/\//, '必须是 http:// 或 https:// 开头的地址'),
  DTMM_SMS_API_KEY: z.string().optional(),
  DTMM_SMS_TEMPLATE_ID: z.string().min(1).default('dtmm-verify-code'),
  DTMM_SMS_FIXED_CODE: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .refine((v) => v === undefined || /^\d{6}$/.test(v), { error: '必须是 6 位数字' }),
  DTMM_SMS_DAILY_PER_PHONE: count(10),
  DTMM_SMS_DAILY_PER_IP: count(30),
  DTMM_RATE_LIMIT_API: count(600),
  DTMM_RATE_LIMIT_AUTH: count(60),
  DTMM_RATE_LIMIT_SMS: count(10),
  DTMM_RATE_LIMIT_CLIENT_ERRORS: count(30),
  DTMM_CLIENT_ERROR_DAYS: days(90),
  DTMM_SESSION_RETENTION_DAYS: days(30),
  DTMM_SMS_CODE_MINUTES: z.coerce.number({ error: '必须是 1 到 30 之间的分钟数' }).int().min(1).max(30).default(5),
  DTMM_ALLOW_COMBINED_DUTIES: flag(false),
  DTMM_REPORT_PDF_RENDERS_PER_MINUTE: count(6),
  DTMM_PERSONAL_DATA_EXPORTS_PER_HOUR: count(10),
  DTMM_PUBLIC_CACHE_MB: z.coerce
    .number({ error: '必须是 0 到 4096 之间的整数（0 关闭公共缓存）' })
    .int()
    .min(0)
    .max(4096)
    .default(64),
  DTMM_PUBLIC_CACHE_LIFETIME_S: z.coerce.number({ error: '必须是秒数' }).int().min(1).max(86_400).default(300),
  DTMM_INSIGHT_CACHE_S: z.coerce.number({ error: '必须是秒数' }).int().min(0).max(3600).default(60),
  DTMM_UPLOAD_RATE_PER_MINUTE: count(20),
  DTMM_UPLOAD_DAILY_FILES: count(100),
  DTMM_UPLOAD_DAILY_MB: count(100),
  DTMM_UPLOAD_COMPANY_MB: count(1024),
  DTMM_UPLOAD_PERSON_MB: count(100),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: '不是有效的日志级别' })
    .default('info'),
});

export type AppConfig = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof envSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL,
    /** Put before every Redis key and channel name, so deployments sharing one Redis do not mix. */
    redisPrefix: env.DTMM_REDIS_PREFIX,
    /** Named in every answer's `X-Dtmm-Instance` header when set: which instance behind the balancer answered. */
    instanceId: env.DTMM_INSTANCE_ID,
    /**
     * Seed the demo province into an empty database: default on for the embedded database outside
     * production only. Its accounts share one published password: never by default in production
     * (等保 8.1.4.2 b, no default accounts).
     */
    demo: env.DTMM_DEMO ?? (env.DATABASE_URL === undefined && env.NODE_ENV !== 'production'),
    platform: {
      name: env.DTMM_PLATFORM_NAME,
      /** Who runs the platform: named in the first 用户协议 and 隐私政策 (docs/personal-information.md). */
      operatorName: env.DTMM_OPERATOR_NAME,
      provinceCode: env.DTMM_PROVINCE_CODE,
      supportPhone: env.DTMM_SUPPORT_PHONE,
      supportEmail: env.DTMM_SUPPORT_EMAIL,
      filingNumber: env.DTMM_FILING_NUMBER,
    },
    captcha: env.DTMM_CAPTCHA === 'on',
    jwtSecret: env.DTMM_JWT_SECRET,
    accessTokenTtlSeconds: env.DTMM_ACCESS_TOKEN_TTL,
    /** How long a login (its refresh token, renewed on every refresh) lives without use. */
    sessionTtlMs: env.DTMM_SESSION_TTL_DAYS * 86_400_000,
    /** Failed logins (unknown user, wrong password) one address may make per 10 minutes. */
    loginIpMaxFailures: env.DTMM_LOGIN_IP_MAX_FAILURES,
    bodyLimitBytes: env.DTMM_BODY_LIMIT_KB * 1024,
    trustProxy: env.DTMM_TRUST_PROXY,
    /**
     * Other origins whose pages may send state-changing requests (the API's own origin always may):
     * by default the Vite dev and preview servers outside production.
     */
    allowedOrigins: allowedOrigins(env.DTMM_ALLOWED_ORIGINS, env.NODE_ENV),
    /**
     * The platform's address as the public reaches it, printed on reports (the cover's verification
     * line): from configuration only, never from a request's Host (issue 28, 2).
     */
    publicUrl: env.DTMM_PUBLIC_URL ? new URL(env.DTMM_PUBLIC_URL).origin : listenAddress(env.HOST, env.PORT),
    webDist: env.DTMM_WEB_DIST ? path.resolve(env.DTMM_WEB_DIST) : path.join(SERVER_ROOT, '../web/dist'),
    logLevel: env.LOG_LEVEL,
    /**
     * The headless Chromium that prints report PDFs (started on the first download), and the renders
     * one person may start a minute (cached PDFs are not counted). Its sandbox: `auto` uses it unless
     * the server runs as root, where Chromium cannot start one (README, production).
     */
    reportPdf: {
      chromePath: env.CHROME_PATH,
      sandbox: env.DTMM_CHROME_SANDBOX,
      rendersPerMinute: env.DTMM_REPORT_PDF_RENDERS_PER_MINUTE,
    },
    /** Copies of their personal information one person may download an hour (docs/personal-information.md). */
    personalDataExportsPerHour: env.DTMM_PERSONAL_DATA_EXPORTS_PER_HOUR,
    sms: {
      provider: env.DTMM_SMS_PROVIDER,
      url: env.DTMM_SMS_URL,
      apiKey: env.DTMM_SMS_API_KEY?.trim() || undefined,
      templateId: env.DTMM_SMS_TEMPLATE_ID,
      fixedCode: env.DTMM_SMS_FIXED_CODE,
      dailyPerPhone: env.DTMM_SMS_DAILY_PER_PHONE,
      dailyPerIp: env.DTMM_SMS_DAILY_PER_IP,
    },
    /** Requests per client address per minute: every API path, auth paths, the two send-code paths, error reports. */
    rateLimit: {
      api: env.DTMM_RATE_LIMIT_API,
      auth: env.DTMM_RATE_LIMIT_AUTH,
      sms: env.DTMM_RATE_LIMIT_SMS,
      clientErrors: env.DTMM_RATE_LIMIT_CLIENT_ERRORS,
    },
    /**
     * The cache of anonymous public reads (docs/caching.md): its bound in bytes (0: off), and how
     * long an answer may be served at most, whatever invalidation says.
     */
    publicCache: {
      maxBytes: env.DTMM_PUBLIC_CACHE_MB * 1024 * 1024,
      lifetimeMs: env.DTMM_PUBLIC_CACHE_LIFETIME_S * 1000,
    },
    /**
     * How long what the retention sweeper deletes is kept (docs/compliance.md, "Retention"): client
     * errors after they were last seen, sessions after they expired or were revoked.
     */
    retention: {
      clientErrorMs: env.DTMM_CLIENT_ERROR_DAYS * 86_400_000,
      endedSessionMs: env.DTMM_SESSION_RETENTION_DAYS * 86_400_000,
    },
    /** How long an SMS code is valid; the key-value store deletes it then. */
    smsCodeTtlMs: env.DTMM_SMS_CODE_MINUTES * 60_000,
    /**
     * Whether one operator may hold two of the separated duties (系统管理员, 安全管理员, 审计管理员): only
     * for a single-person office (docs/operator-roles.md).
     */
    allowCombinedDuties: env.DTMM_ALLOW_COMBINED_DUTIES,
    /** How long the province dashboard serves an answer for the same filters (0: computed on every call). */
    insightCacheMs: env.DTMM_INSIGHT_CACHE_S * 1000,
    /**
     * What one person may upload: upload requests a minute, files and megabytes a day (China time),
     * and what may be kept in all by a company, and by a person without one.
     */
    uploadQuota: {
      perMinute: env.DTMM_UPLOAD_RATE_PER_MINUTE,
      dailyFiles: env.DTMM_UPLOAD_DAILY_FILES,
      dailyBytes: env.DTMM_UPLOAD_DAILY_MB * 1024 * 1024,
      companyBytes: env.DTMM_UPLOAD_COMPANY_MB * 1024 * 1024,
      personBytes: env.DTMM_UPLOAD_PERSON_MB * 1024 * 1024,
    },
  };
}

/** The listen address as a URL; a wildcard host is reached on this machine as localhost. */
function listenAddress(host: string, port: number): string {
  const isWildcard = host === '0.0.0.0' || host === '::';
  const name = isWildcard ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

const DEV_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

function allowedOrigins(list: string | undefined, env: string): string[] {
  if (list !== undefined)
    return list
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean);
  return env === 'production' ? [] : DEV_ORIGINS;
}

export class ConfigError extends Error {}

/** Reads the configuration; a bad value stops the start with one line per problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`配置有误:\n${lines.join('\n')}`);
  }
  const config = toConfig(parsed.data);
  const problems = startupProblems(config);
  if (problems.length > 0) throw new ConfigError(`配置有误:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return config;
}

/** Rules that span several settings. */
function startupProblems(config: AppConfig): string[] {
  const problems: string[] = [];
  if (config.env === 'production' && !config.jwtSecret) {
    problems.push('DTMM_JWT_SECRET: 生产环境必须设置（至少 32 个字符）');
  }
  if (config.sms.provider === 'http' && !config.sms.url) {
    problems.push('DTMM_SMS_URL: DTMM_SMS_PROVIDER=http 时必须设置短信接口地址');
  }
  if (config.env === 'production' && config.sms.fixedCode) {
    problems.push('DTMM_SMS_FIXED_CODE: 生产环境不允许使用固定验证码，请删除该设置');
  }
  return problems;
}
