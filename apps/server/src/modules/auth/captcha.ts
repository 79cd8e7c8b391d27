import { randomInt } from 'node:crypto';
import type { KvStore } from '../../plugins/kv';
import { CAPTCHA_ALPHABET } from './captcha-font';
import { renderCaptcha } from './captcha-image';

export const CAPTCHA_TTL_MS = 5 * 60_000;
const key = (captchaCookie: string) => `captcha:${captchaCookie}`;

function randomAnswer(): string {
  const length = randomInt(4, 6); // 4 or 5 characters
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

/**
 * A new captcha for the browser's captcha id: the answer is kept for 5 minutes under that id,
 * replacing any earlier one, and the image (PNG) is returned.
 */
export async function newCaptcha(kv: KvStore, captchaCookie: string): Promise<Buffer> {
  const answer = randomAnswer();
  await kv.set(key(captchaCookie), answer, CAPTCHA_TTL_MS);
  return renderCaptcha(answer);
}

/**
 * Checks an answer, case-insensitively. The stored answer is taken in the same step, so each
 * captcha is checked at most once, whether the answer was right, wrong or missing.
 */
export async function checkCaptcha(kv: KvStore, captchaCookie?: string, answer?: string): Promise<boolean> {
  if (!captchaCookie) return false;
  const expected = await kv.take(key(captchaCookie));
  if (!expected || !answer) return false;
  return expected.toUpperCase() === answer.trim().toUpperCase();
}
