import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

const SECRET = 'x'.repeat(32);
const problemOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
};

describe('SMS and rate-limit settings', () => {
  it('defaults to the log provider, random codes and the documented limits', () => {
    const config = loadConfig({});
    expect(config.sms).toMatchObject({ provider: 'log', fixedCode: undefined, dailyPerPhone: 10, dailyPerIp: 30 });
    expect(config.rateLimit).toEqual({ api: 600, auth: 60, sms: 10, clientErrors: 30 });
  });

  it('refuses a fixed code in production with a clear line', () => {
    const message = problemOf({ NODE_ENV: 'production', DTMM_JWT_SECRET: SECRET, DTMM_SMS_FIXED_CODE: '123456' });
    expect(message).toContain('DTMM_SMS_FIXED_CODE: 生产环境不允许使用固定验证码');
    expect(loadConfig({ NODE_ENV: 'test', DTMM_SMS_FIXED_CODE: '123456' }).sms.fixedCode).toBe('123456');
  });

  it('wants a fixed code of exactly 6 digits', () => {
    expect(problemOf({ DTMM_SMS_FIXED_CODE: '12345' })).toContain('DTMM_SMS_FIXED_CODE: 必须是 6 位数字');
    expect(problemOf({ DTMM_SMS_FIXED_CODE: 'abcdef' })).toContain('DTMM_SMS_FIXED_CODE');
  });

  it('requires the gateway URL for the http provider', () => {
    expect(problemOf({ DTMM_SMS_PROVIDER: 'http' })).toContain('DTMM_SMS_URL: DTMM_SMS_PROVIDER=http 时必须设置');
    expect(problemOf({ DTMM_SMS_PROVIDER: 'http', DTMM_SMS_URL: 'ftp://x' })).toContain('DTMM_SMS_URL');
    expect(problemOf({ DTMM_SMS_PROVIDER: 'aliyun' })).toContain('DTMM_SMS_PROVIDER: 只能是 log 或 http');
    const config = loadConfig({ DTMM_SMS_PROVIDER: 'http', DTMM_SMS_URL: 'https://sms.example.cn/send' });
    expect(config.sms).toMatchObject({ provider: 'http', url: 'https://sms.example.cn/send' });
  });

  it('names bad limits', () => {
    const message = problemOf({ DTMM_RATE_LIMIT_API: '0', DTMM_RATE_LIMIT_SMS: 'lots', DTMM_SMS_DAILY_PER_IP: '-1' });
    expect(message).toContain('DTMM_RATE_LIMIT_API');
    expect(message).toContain('DTMM_RATE_LIMIT_SMS');
    expect(message).toContain('DTMM_SMS_DAILY_PER_IP');
  });

  it('reports every start-up problem at once', () => {
    const message = problemOf({ NODE_ENV: 'production', DTMM_SMS_FIXED_CODE: '123456', DTMM_SMS_PROVIDER: 'http' });
    expect(message?.split('\n')).toHaveLength(4);
  });
});
