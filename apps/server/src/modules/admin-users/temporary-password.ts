import { randomInt } from 'node:crypto';
import { PASSWORD_SPECIALS, passwordProblem } from '@dtmm/shared';

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

const pick = (set: string) => set.charAt(randomInt(set.length));

/**
 * A random 12-character password that meets the register rules (portal.md 5.2): lowercase letters,
 * digits and one special character, without look-alike characters, shuffled. ~66 bits of entropy.
 */
export function temporaryPassword(): string {
  const chars = [pick(LOWER), pick(DIGITS), pick(PASSWORD_SPECIALS)];
  const all = LOWER + UPPER + DIGITS;
  while (chars.length < 12) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  const password = chars.join('');
  if (passwordProblem(password)) throw new Error('temporary password breaks the register rules');
  return password;
}
