import { answerTimeOf } from '@dtmm/shared';
import { checkBank } from '@dtmm/shared/assessment/bank-check';
import { describe, expect, it } from 'vitest';
import { BANK_QUESTIONS } from './bank.data';
import { FOUNDATION_GOVERNANCE_QUESTIONS } from './foundation-governance.questions';

describe('the original question bank', () => {
  it('takes about 20 minutes to a level-1 stop and 85 to all five levels (docs/assessment-api.md)', () => {
    expect(answerTimeOf(BANK_QUESTIONS)).toEqual({ min: 20, max: 85 });
  });

  it('passes the bank check', () => {
    expect(checkBank(BANK_QUESTIONS)).toEqual([]);
  });

  it('asks 数字化基础 and 数字化治理 once per indicator and level, about half single and half multiple choice', () => {
    const ids = FOUNDATION_GOVERNANCE_QUESTIONS.map((q) => q.id).sort();
    const expected = Array.from({ length: 12 }, (_, i) => `T${String(i + 1).padStart(2, '0')}`)
      .flatMap((t) => [1, 2, 3, 4, 5].map((level) => `${t}-L${level}-1`))
      .sort();
    expect(ids).toEqual(expected);
    const single = FOUNDATION_GOVERNANCE_QUESTIONS.filter((q) => q.questionType === 1).length;
    expect(single).toBe(30);
    for (const q of FOUNDATION_GOVERNANCE_QUESTIONS) expect(q.options.length).toBeGreaterThanOrEqual(3);
    for (const q of FOUNDATION_GOVERNANCE_QUESTIONS) expect(q.options.length).toBeLessThanOrEqual(5);
  });
});
