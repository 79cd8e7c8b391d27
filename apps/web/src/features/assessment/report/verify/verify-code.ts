import { verifyParams } from '@dtmm/shared';

const CODE_LENGTH = 12;
const GROUP = 4;

/** What a person types ('abcd efgh2345', 'ABCD-EFGH-2345') as the printed form: uppercase, grouped 4-4-4. */
export const normalizeCode = (raw: string): string =>
  (
    raw
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, CODE_LENGTH)
      .match(new RegExp(`.{1,${GROUP}}`, 'g')) ?? []
  ).join('-');

/** null when the code has the printed form, else the contract's reason ('验证码格式不正确'). */
export function codeProblem(code: string): string | null {
  const checked = verifyParams.safeParse({ code });
  return checked.success ? null : (checked.error.issues[0]?.message ?? '验证码格式不正确');
}
