import path from 'node:path';
import { z } from 'zod';

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
  DTMM_DEMO: flag(false).optional(),
  DTMM_PLATFORM_NAME: z.string().min(1).default('山西省企业数字化转型服务平台'),
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
  DTMM_BODY_LIMIT_KB: z.coerce.number({ error: '必须是 KB 数' }).int().min(16).max(10_240).default(1024),
  DTMM_TRUST_PROXY: z.string().optional(),
  DTMM_WEB_DIST: z.string().optional(),
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
    /** Seed the demo province into an empty database: default on for the embedded database only. */
    demo: env.DTMM_DEMO ?? env.DATABASE_URL === undefined,
    platform: {
      name: env.DTMM_PLATFORM_NAME,
      provinceCode: env.DTMM_PROVINCE_CODE,
      supportPhone: env.DTMM_SUPPORT_PHONE,
      supportEmail: env.DTMM_SUPPORT_EMAIL,
      filingNumber: env.DTMM_FILING_NUMBER,
    },
    captcha: env.DTMM_CAPTCHA === 'on',
    jwtSecret: env.DTMM_JWT_SECRET,
    accessTokenTtlSeconds: env.DTMM_ACCESS_TOKEN_TTL,
    bodyLimitBytes: env.DTMM_BODY_LIMIT_KB * 1024,
    trustProxy: env.DTMM_TRUST_PROXY,
    webDist: env.DTMM_WEB_DIST ? path.resolve(env.DTMM_WEB_DIST) : path.resolve(import.meta.dirname, '../../web/dist'),
    logLevel: env.LOG_LEVEL,
  };
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
  if (config.env === 'production' && !config.jwtSecret) {
    throw new ConfigError('配置有误:\n  DTMM_JWT_SECRET: 生产环境必须设置（至少 32 个字符）');
  }
  return config;
}
