import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { messages, SMS_COUNTDOWN_S } from '@dtmm/shared';
import { AppError } from '../../plugins/errors';
import type { KvStore } from '../../plugins/kv';
import type { CodePurpose } from './sms/sms-sender';

/** How long a code is valid unless DTMM_SMS_CODE_MINUTES says otherwise; the store deletes it then. */
export const DEFAULT_CODE_TTL_MS = 5 * 60_000;
export const MAX_TRIES = 5;
export const COOLDOWN_MS = SMS_COUNTDOWN_S * 1_000;
const DAY_MS = 86_400_000;
/** Daily caps follow the calendar day in China (UTC+8, no daylight saving). */
const CHINA_OFFSET_MS = 8 * 3_600_000;

export interface CodeLimits {
  dailyPerPhone: number;
  dailyPerAddress: number;
}

export interface VerificationCodeOptions {
  kv: KvStore;
  /** Keys the code hashes, so a copy of the store does not give the codes away. */
  secret: string;
  limits: CodeLimits;
  /** How long a code is valid (DEFAULT_CODE_TTL_MS): its hash, tries and use are kept that long, no longer. */
  codeTtlMs?: number;
  now?: () => number;
  /** Makes a new code; six random digits unless a test (or `DTMM_SMS_FIXED_CODE`) fixes it. */
  generate?: () => string;
}

/** What the store keeps for a live code: never the code itself. */
interface StoredCode {
  id: string;
  hash: string;
  expiresAt: number;
}

const m = messages.auth;
const refuse = (msg: string) => AppError.badRequest(msg);
const tooOften = (leftMs: number) => refuse(m.sendTooOften(Math.max(1, Math.ceil(leftMs / 1_000))));
export const randomCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

const codeKey = (purpose: CodePurpose, phone: string) => `sms:code:${purpose}:${phone}`;
const cooldownKey = (phone: string) => `sms:cooldown:${phone}`;

function parseStored(value: string | null): StoredCode | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<StoredCode>;
    return typeof parsed.id === 'string' && typeof parsed.hash === 'string' && typeof parsed.expiresAt === 'number'
      ? (parsed as StoredCode)
      : null;
  } catch {
    return null;
  }
}

/**
 * SMS verification codes in the key-value store (shared by every instance through Redis):
 * 6 digits, valid 5 minutes (DTMM_SMS_CODE_MINUTES), per purpose and phone; one send per phone per
 * 120 s; daily caps per phone and per client address; single use; at most 5 tries per code. Times
 * come from `now`, so tests move the clock instead of waiting; the store's own expiry deletes what
 * is kept when the code dies (its retention, docs/compliance.md).
 */
export class VerificationCodes {
  private readonly now: () => number;
  private readonly generate: () => string;
  private readonly codeTtlMs: number;

  constructor(private readonly options: VerificationCodeOptions) {
    this.now = options.now ?? Date.now;
    this.codeTtlMs = options.codeTtlMs ?? DEFAULT_CODE_TTL_MS;
    this.generate = options.generate ?? randomCode;
  }

  /** Counts one request for a code from this client address (sent or refused) against its daily cap. */
  async countAddress(addressKey: string): Promise<void> {
    const count = await this.countToday(`address:${addressKey}`);
    if (count > this.options.limits.dailyPerAddress) throw refuse(m.dailyLimit);
  }

  /**
   * Sends a new code through `deliver` and keeps its hash. Refuses within 120 s of the last send to
   * this phone and over the phone's daily cap. When `deliver` throws, nothing is kept and the phone
   * may ask again at once.
   */
  async send(purpose: CodePurpose, phone: string, deliver: (code: string) => Promise<void>): Promise<void> {
    await this.claimCooldown(phone);
    try {
      if ((await this.countToday(`phone:${phone}`)) > this.options.limits.dailyPerPhone) throw refuse(m.dailyLimit);
      const code = this.generate();
      await deliver(code);
      await this.store(purpose, phone, code);
    } catch (error) {
      await this.options.kv.delete(cooldownKey(phone));
      throw error;
    }
  }

  /** Checks and uses up the code; throws the message to show when it is wrong, used, dead or expired. */
  async verify(
    purpose: CodePurpose,
    phone: string,
    code: string,
    beforeUse: () => Promise<void> = async () => {},
  ): Promise<void> {
    const { kv } = this.options;
    const key = codeKey(purpose, phone);
    const stored = parseStored(await kv.get(key));
    if (!stored || stored.expiresAt <= this.now()) throw refuse(m.verifyCodeExpired);
    // Count the try before comparing: parallel guesses cannot get past MAX_TRIES.
    const tries = await kv.increment(`sms:tries:${stored.id}`, this.codeTtlMs);
    if (tries > MAX_TRIES) throw refuse(m.verifyCodeExpired);
    if (!this.matches(stored, purpose, phone, code)) throw refuse(m.verifyCodeWrong);
    // Checks that need a proven phone but must not cost the code (a taken username) run here.
    await beforeUse();
    // Exactly one caller uses a right code.
    if (!(await kv.setIfAbsent(`sms:used:${stored.id}`, '1', this.codeTtlMs))) throw refuse(m.verifyCodeExpired);
    if (parseStored(await kv.get(key))?.id === stored.id) await kv.delete(key);
  }

  private async store(purpose: CodePurpose, phone: string, code: string) {
    const id = randomBytes(12).toString('hex');
    const stored: StoredCode = {
      id,
      hash: this.hash(purpose, phone, id, code),
      expiresAt: this.now() + this.codeTtlMs,
    };
    await this.options.kv.set(codeKey(purpose, phone), JSON.stringify(stored), this.codeTtlMs);
  }

  private hash(purpose: CodePurpose, phone: string, id: string, code: string): string {
    return createHmac('sha256', this.options.secret).update(`${purpose}|${phone}|${id}|${code}`).digest('hex');
  }

  private matches(stored: StoredCode, purpose: CodePurpose, phone: string, code: string): boolean {
    const expected = Buffer.from(stored.hash, 'hex');
    const given = Buffer.from(this.hash(purpose, phone, stored.id, code), 'hex');
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** One send per phone per 120 s, atomically (setIfAbsent) across instances. */
  private async claimCooldown(phone: string): Promise<void> {
    const { kv } = this.options;
    const key = cooldownKey(phone);
    const now = this.now();
    for (let attempt = 0; attempt < 2; attempt++) {
      if (await kv.setIfAbsent(key, String(now), COOLDOWN_MS)) return;
      const held = await kv.get(key);
      if (held === null) continue;
      const left = Number(held) + COOLDOWN_MS - now;
      if (left > 0) throw tooOften(left);
      // The store still keeps a window this clock has already passed (clock skew, or a test's
      // clock): take that one stale marker away, then claim again. Someone else's fresh claim stays.
      const taken = await kv.take(key);
      if (taken !== held) {
        if (taken !== null) await kv.set(key, taken, COOLDOWN_MS);
        break;
      }
    }
    throw tooOften(COOLDOWN_MS);
  }

  private async countToday(subject: string): Promise<number> {
    const local = this.now() + CHINA_OFFSET_MS;
    const day = Math.floor(local / DAY_MS);
    const untilMidnight = (day + 1) * DAY_MS - local;
    return this.options.kv.increment(`sms:daily:${subject}:${day}`, untilMidnight + 3_600_000);
  }
}
