import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration from the environment', () => {
  it('has working defaults: embedded database, demo data, port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: '0.0.0.0', port: 3000, demo: true, databaseUrl: undefined, captcha: true });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('starts PostgreSQL deployments empty unless demo data is asked for', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DTMM_DEMO: '1' }).demo).toBe(true);
  });

  it('seeds no demo accounts in production unless asked for, whatever the database', () => {
    const production = { NODE_ENV: 'production', DTMM_JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(production).demo).toBe(false);
    expect(loadConfig({ ...production, DTMM_DEMO: '1' }).demo).toBe(true);
  });

  it('names every bad value with a clear message', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'http://x', DTMM_DEMO: 'maybe' });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain('PORT: 必须是 0 到 65535 之间的端口号');
    expect(message).toContain('DATABASE_URL: 必须是 postgres:// 或 postgresql:// 开头的连接串');
    expect(message).toContain('REDIS_URL: 必须是 redis:// 或 rediss:// 开头的连接串');
    expect(message).toContain('DTMM_DEMO');
  });

  it('finds the Chromium of report PDFs at CHROME_PATH, /usr/bin/chromium by default', () => {
    expect(loadConfig({}).reportPdf.chromePath).toBe('/usr/bin/chromium');
    expect(loadConfig({ CHROME_PATH: ' ' }).reportPdf.chromePath).toBe('/usr/bin/chromium');
    expect(loadConfig({ CHROME_PATH: '/opt/chrome/chrome' }).reportPdf.chromePath).toBe('/opt/chrome/chrome');
    expect(() => loadConfig({ CHROME_PATH: 'chromium' })).toThrow(/CHROME_PATH: 必须是 Chromium 可执行文件的绝对路径/);
  });

  it('keeps client errors 90 days and ended sessions 30 unless told otherwise, and names a bad value', () => {
    expect(loadConfig({}).retention).toEqual({ clientErrorMs: 90 * 86_400_000, endedSessionMs: 30 * 86_400_000 });
    expect(loadConfig({ DTMM_CLIENT_ERROR_DAYS: '7' }).retention.clientErrorMs).toBe(7 * 86_400_000);
    expect(loadConfig({ DTMM_SESSION_RETENTION_DAYS: '180' }).retention.endedSessionMs).toBe(180 * 86_400_000);
    for (const name of ['DTMM_CLIENT_ERROR_DAYS', 'DTMM_SESSION_RETENTION_DAYS']) {
      for (const bad of ['0', '3651', '1.5', 'ninety']) {
        expect(() => loadConfig({ [name]: bad })).toThrow(
          new ConfigError(`配置有误:\n  ${name}: 必须是 1 到 3650 之间的天数`),
        );
      }
    }
  });

  it('keeps an SMS code 5 minutes unless DTMM_SMS_CODE_MINUTES says otherwise (1–30)', () => {
    expect(loadConfig({}).smsCodeTtlMs).toBe(5 * 60_000);
    expect(loadConfig({ DTMM_SMS_CODE_MINUTES: '10' }).smsCodeTtlMs).toBe(10 * 60_000);
    expect(() => loadConfig({ DTMM_SMS_CODE_MINUTES: '31' })).toThrow(
      /DTMM_SMS_CODE_MINUTES: 必须是 1 到 30 之间的分钟数/,
    );
  });

  it('refuses combined separated duties unless DTMM_ALLOW_COMBINED_DUTIES is on', () => {
    expect(loadConfig({}).allowCombinedDuties).toBe(false);
    expect(loadConfig({ DTMM_ALLOW_COMBINED_DUTIES: 'on' }).allowCombinedDuties).toBe(true);
  });

  it('prints the public address from DTMM_PUBLIC_URL, the listen address by default', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '10.0.0.5', PORT: '8080' }).publicUrl).toBe('http://10.0.0.5:8080');
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000');
    expect(loadConfig({ DTMM_PUBLIC_URL: ' https://dtmm.example.cn/ ' }).publicUrl).toBe('https://dtmm.example.cn');
    for (const bad of ['dtmm.example.cn', 'ftp://dtmm.example.cn', 'https://dtmm.example.cn/verify', 'https://x?y']) {
      expect(() => loadConfig({ DTMM_PUBLIC_URL: bad })).toThrow(/DTMM_PUBLIC_URL: 必须是平台对外的地址/);
    }
  });

  it('limits report PDF renders per person and chooses the Chromium sandbox', () => {
    expect(loadConfig({}).reportPdf).toMatchObject({ rendersPerMinute: 6, sandbox: 'auto' });
    expect(loadConfig({ DTMM_REPORT_PDF_RENDERS_PER_MINUTE: '12', DTMM_CHROME_SANDBOX: 'on' }).reportPdf).toMatchObject(
      { rendersPerMinute: 12, sandbox: 'on' },
    );
    expect(() => loadConfig({ DTMM_REPORT_PDF_RENDERS_PER_MINUTE: '0' })).toThrow(/DTMM_REPORT_PDF_RENDERS_PER_MINUTE/);
    expect(() => loadConfig({ DTMM_CHROME_SANDBOX: 'yes' })).toThrow(/DTMM_CHROME_SANDBOX: 只能是 auto、on 或 off/);
  });

  it('names the instance and prefixes the Redis keys only as told (several instances, README)', () => {
    expect(loadConfig({})).toMatchObject({ instanceId: undefined, redisPrefix: 'dtmm:' });
    expect(loadConfig({ DTMM_INSTANCE_ID: ' 2 ', DTMM_REDIS_PREFIX: 'dtmm-staging:' })).toMatchObject({
      instanceId: '2',
      redisPrefix: 'dtmm-staging:',
    });
    expect(() => loadConfig({ DTMM_INSTANCE_ID: 'a b' })).toThrow(/DTMM_INSTANCE_ID: 必须是 1 到 32 个字母/);
    expect(() => loadConfig({ DTMM_REDIS_PREFIX: '' })).toThrow(/DTMM_REDIS_PREFIX: 必须是 1 到 64 个字母/);
  });

  it('refuses production without a token secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DTMM_JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', DTMM_JWT_SECRET: 'x'.repeat(32) }).env).toBe('production');
  });
});
