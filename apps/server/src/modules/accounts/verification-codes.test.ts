import { randomBytes } from 'node:crypto';
import { messages } from '@dtmm/shared';
import { afterAll, describe, expect, it } from 'vitest';
import type { KvStore } from '../../plugins/kv';
import { MemoryKvStore } from '../../plugins/kv/memory-kv';
import { RedisKvStore } from '../../plugins/kv/redis-kv';
import { COOLDOWN_MS, DEFAULT_CODE_TTL_MS, MAX_TRIES, randomCode, VerificationCodes } from './verification-codes';

const m = messages.auth;
const redisUrl = process.env.DTMM_TEST_REDIS_URL;
const stores: [string, () => KvStore][] = [['memory', () => new MemoryKvStore()]];
if (redisUrl) stores.push(['redis', () => new RedisKvStore(redisUrl, `dtmm-test:${randomBytes(4).toString('hex')}:`)]);

// A fixed moment in the middle of a day in China (UTC+8): 2026-11-20 12:00.
const NOON = Date.UTC(2026, 10, 20, 4, 0, 0);
let phoneSeq = 0;
const nextPhone = () => `1390000${String(++phoneSeq).padStart(4, '0')}`;

describe.each(stores)('verification codes on %s', (_name, open) => {
  const kv = open();
  afterAll(() => kv.close());
  let now = NOON;
  let nextCode = '111111';
  const codes = new VerificationCodes({
    kv,
    secret: 'test-secret',
    limits: { dailyPerPhone: 3, dailyPerAddress: 4 },
    now: () => now,
    generate: () => nextCode,
  });
  const sent: string[] = [];
  const deliver = async (code: string) => void sent.push(code);
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'accepted',
      (error: Error) => error.message,
    );

  it('sends a 6-digit code and keeps only a keyed hash of it', async () => {
    const phone = nextPhone();
    nextCode = '482913';
    await codes.send('register', phone, deliver);
    expect(sent.at(-1)).toBe('482913');
    const stored = await kv.get(`sms:code:register:${phone}`);
    expect(stored).not.toBeNull();
    expect(stored).not.toContain('482913');
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    await codes.verify('register', phone, '482913');
  });

  it('makes random codes of exactly six digits', () => {
    const made = Array.from({ length: 200 }, randomCode);
    expect(made.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(made).size).toBeGreaterThan(190);
  });

  it('sends once per phone per 120 s and says how long to wait', async () => {
    const phone = nextPhone();
    await codes.send('register', phone, deliver);
    now += 30_000;
    expect(await refusal(codes.send('register', phone, deliver))).toBe(m.sendTooOften(90));
    expect(await refusal(codes.send('reset', phone, deliver))).toBe(m.sendTooOften(90));
    now += 89_500;
    expect(await refusal(codes.send('register', phone, deliver))).toBe(m.sendTooOften(1));
    now += 500;
    expect(await refusal(codes.send('register', phone, deliver))).toBe('accepted');
  });

  it('lets only one of many parallel sends through', async () => {
    const phone = nextPhone();
    const results = await Promise.all(Array.from({ length: 8 }, () => refusal(codes.send('register', phone, deliver))));
    expect(results.filter((r) => r === 'accepted')).toHaveLength(1);
  });

  it('caps sends per phone per day, and the next day opens again', async () => {
    const phone = nextPhone();
    for (let i = 0; i < 3; i++) {
      expect(await refusal(codes.send('register', phone, deliver))).toBe('accepted');
      now += COOLDOWN_MS;
    }
    expect(await refusal(codes.send('register', phone, deliver))).toBe(m.dailyLimit);
    // The refusal did not start a new countdown.
    expect(await refusal(codes.send('register', phone, deliver))).toBe(m.dailyLimit);
    now += 86_400_000;
    expect(await refusal(codes.send('register', phone, deliver))).toBe('accepted');
  });

  it('caps requests per client address per day', async () => {
    for (let i = 0; i < 4; i++) await codes.countAddress('203.0.113.9');
    expect(await refusal(codes.countAddress('203.0.113.9'))).toBe(m.dailyLimit);
    expect(await refusal(codes.countAddress('203.0.113.10'))).toBe('accepted');
  });

  it('keeps nothing and frees the phone again when delivery fails', async () => {
    const phone = nextPhone();
    const failing = async () => {
      throw new Error('gateway down');
    };
    expect(await refusal(codes.send('register', phone, failing))).toBe('gateway down');
    expect(await kv.get(`sms:code:register:${phone}`)).toBeNull();
    expect(await refusal(codes.send('register', phone, deliver))).toBe('accepted');
  });

  it('uses a code once', async () => {
    const phone = nextPhone();
    nextCode = '135790';
    await codes.send('reset', phone, deliver);
    expect(await refusal(codes.verify('reset', phone, '135790'))).toBe('accepted');
    expect(await refusal(codes.verify('reset', phone, '135790'))).toBe(m.verifyCodeExpired);
  });

  it('lets exactly one of parallel right answers use the code', async () => {
    const phone = nextPhone();
    nextCode = '246802';
    await codes.send('reset', phone, deliver);
    const results = await Promise.all(Array.from({ length: 6 }, () => refusal(codes.verify('reset', phone, '246802'))));
    expect(results.filter((r) => r === 'accepted')).toHaveLength(1);
  });

  it('keeps the purposes apart', async () => {
    const phone = nextPhone();
    nextCode = '777111';
    await codes.send('register', phone, deliver);
    expect(await refusal(codes.verify('reset', phone, '777111'))).toBe(m.verifyCodeExpired);
    expect(await refusal(codes.verify('register', nextPhone(), '777111'))).toBe(m.verifyCodeExpired);
    expect(await refusal(codes.verify('register', phone, '777111'))).toBe('accepted');
  });

  it('kills a code after 5 wrong tries, even for the right answer', async () => {
    const phone = nextPhone();
    nextCode = '908172';
    await codes.send('register', phone, deliver);
    for (let i = 0; i < MAX_TRIES; i++) {
      expect(await refusal(codes.verify('register', phone, '000000'))).toBe(m.verifyCodeWrong);
    }
    expect(await refusal(codes.verify('register', phone, '908172'))).toBe(m.verifyCodeExpired);
  });

  it('accepts the right code after 4 wrong tries', async () => {
    const phone = nextPhone();
    nextCode = '314159';
    await codes.send('register', phone, deliver);
    for (let i = 0; i < MAX_TRIES - 1; i++) await refusal(codes.verify('register', phone, '000000'));
    expect(await refusal(codes.verify('register', phone, '314159'))).toBe('accepted');
  });

  it('compares at most 5 of many parallel guesses', async () => {
    const phone = nextPhone();
    nextCode = '999999';
    await codes.send('register', phone, deliver);
    const guesses = Array.from({ length: 40 }, (_, i) => String(i).padStart(6, '0'));
    const results = await Promise.all(guesses.map((g) => refusal(codes.verify('register', phone, g))));
    expect(results.filter((r) => r === m.verifyCodeWrong)).toHaveLength(MAX_TRIES);
    expect(await refusal(codes.verify('register', phone, '999999'))).toBe(m.verifyCodeExpired);
  });

  it('lets a code expire after 5 minutes', async () => {
    const phone = nextPhone();
    nextCode = '123123';
    await codes.send('register', phone, deliver);
    now += DEFAULT_CODE_TTL_MS - 1;
    expect(await refusal(codes.verify('register', phone, '000000'))).toBe(m.verifyCodeWrong);
    now += 1;
    expect(await refusal(codes.verify('register', phone, '123123'))).toBe(m.verifyCodeExpired);
  });

  it('replaces the older code when a new one is sent', async () => {
    const phone = nextPhone();
    nextCode = '111222';
    await codes.send('register', phone, deliver);
    now += COOLDOWN_MS;
    nextCode = '333444';
    await codes.send('register', phone, deliver);
    expect(await refusal(codes.verify('register', phone, '111222'))).toBe(m.verifyCodeWrong);
    expect(await refusal(codes.verify('register', phone, '333444'))).toBe('accepted');
  });

  it('keeps a code, its tries and its use no longer than the code lives (DTMM_SMS_CODE_MINUTES), the counts until the day ends', async () => {
    const lifetime = 2 * 60_000;
    const shortLived = new VerificationCodes({
      kv,
      secret: 'test-secret',
      limits: { dailyPerPhone: 3, dailyPerAddress: 4 },
      codeTtlMs: lifetime,
      now: () => now,
      generate: () => '246810',
    });
    const phone = nextPhone();
    await shortLived.send('reset', phone, deliver);
    const { id } = JSON.parse((await kv.get(`sms:code:reset:${phone}`)) ?? '{}') as { id: string };
    const codeLeft = await kv.ttl(`sms:code:reset:${phone}`);
    expect(await refusal(shortLived.verify('reset', phone, '000000'))).toBe(m.verifyCodeWrong);
    await shortLived.verify('reset', phone, '246810');
    expect(await kv.get(`sms:code:reset:${phone}`)).toBeNull();
    for (const left of [codeLeft, await kv.ttl(`sms:tries:${id}`), await kv.ttl(`sms:used:${id}`)]) {
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(lifetime);
    }
    // The phone's count of the day holds the number until an hour after midnight in China, no longer.
    const day = Math.floor((now + 8 * 3_600_000) / 86_400_000);
    const untilMidnight = (day + 1) * 86_400_000 - (now + 8 * 3_600_000);
    const countLeft = await kv.ttl(`sms:daily:phone:${phone}:${day}`);
    expect(countLeft).toBeGreaterThan(0);
    expect(countLeft).toBeLessThanOrEqual(untilMidnight + 3_600_000);
  });
});
