import { answerTimeOf, questionsAskedOf } from '@dtmm/shared';
import { checkBank } from '@dtmm/shared/assessment/bank-check';
import { describe, expect, it } from 'vitest';
import { BANK_QUESTIONS } from './bank.data';
import { FOUNDATION_GOVERNANCE_QUESTIONS } from './foundation-governance.questions';
import { BANK_V2_QUESTIONS } from './v2/bank-v2.data';

describe('the original question bank', () => {
  it('takes about 20 minutes to a level-1 stop and 85 to all five levels (docs/assessment-api.md)', () => {
    expect(answerTimeOf(BANK_QUESTIONS)).toEqual({ min: 20, max: 85 });
  });

  it('passes the bank check for industry, the only variant it serves', () => {
    expect(checkBank(BANK_QUESTIONS, ['1'])).toEqual([]);
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

describe('bank version 2', () => {
  it('asks each industry group its own questions: 生产 or 经营, and the energy bands of its group', () => {
    const idsOf = (group: Parameters<typeof questionsAskedOf>[1]) =>
      questionsAskedOf(BANK_V2_QUESTIONS, group, []).map((question) => question.id);
    expect(idsOf('energyIntensive')).toContain('T28-Q-E');
    expect(idsOf('energyIntensive')).not.toContain('T28-Q-G');
    expect(idsOf('otherIndustry')).toContain('T28-Q-G');
    expect(idsOf('services').some((id) => id.startsWith('T15') || id.startsWith('T28'))).toBe(false);
    expect(idsOf('services')).toContain('T32-L1-1');
    expect(idsOf('otherIndustry').some((id) => id.startsWith('T32'))).toBe(false);
  });

  it('states an answer time for each variant from the questions that variant sees', () => {
    const timeOf = (group: Parameters<typeof questionsAskedOf>[1]) =>
      answerTimeOf(questionsAskedOf(BANK_V2_QUESTIONS, group, []));
    expect(timeOf('otherIndustry').max).toBeGreaterThan(timeOf('services').max);
  });
});
