import { DCMM_MESSAGES, DCMM_PARTY_ALIASES, dcmmSubmitBody } from '@dtmm/shared';
import { describe, expect, it } from 'vitest';
import { checkDcmmAnswers, type DcmmAnswers, dcmmLevelOf, gateFindingsOf } from './dcmm-level';
import { DCMM_QUESTIONNAIRE_V1 } from './dcmm-questionnaire.data';
import { answerAll, capabilityAt } from './test/dcmm-client';

const { questions } = DCMM_QUESTIONNAIRE_V1;
const withAnswer = (changes: DcmmAnswers): DcmmAnswers => ({ ...answerAll(), ...changes });
/** The party as the API stores it, from either reading of the spec. */
const partyOf = (sent: string) => dcmmSubmitBody.shape.dcmmPartyType.parse(sent);

describe('the DCMM level rule (assessment.md 4)', () => {
  const cases: { answers: DcmmAnswers; level: Record<'A' | 'B', 1 | 2>; why: string }[] = [
    { why: 'no D anywhere', answers: answerAll(), level: { A: 2, B: 2 } },
    { why: 'D on item 1', answers: withAnswer({ D01: ['D'] }), level: { A: 1, B: 1 } },
    { why: 'D on item 2', answers: withAnswer({ D02: ['D'] }), level: { A: 1, B: 1 } },
    { why: 'D on item 3', answers: withAnswer({ D03: ['D'] }), level: { A: 1, B: 1 } },
    { why: 'D on item 4 (only the service party)', answers: withAnswer({ D04: ['D'] }), level: { A: 2, B: 1 } },
    { why: 'D on items 1 and 4', answers: withAnswer({ D01: ['D'], D04: ['D'] }), level: { A: 1, B: 1 } },
    { why: 'D on a non-gate radio item', answers: withAnswer({ D05: ['D'], D11: ['D'] }), level: { A: 2, B: 2 } },
    { why: 'D on a non-gate checkbox item', answers: withAnswer({ D10: ['A', 'D'] }), level: { A: 2, B: 2 } },
    { why: 'every item D', answers: answerAll('D'), level: { A: 1, B: 1 } },
    { why: 'C, the lowest answer above D', answers: answerAll('C'), level: { A: 2, B: 2 } },
  ];
  const readings: [sent: string, stored: 'A' | 'B'][] = [
    ['A', 'A'],
    ['B', 'B'],
    ['service_dcmm', 'B'],
  ];

  for (const { why, answers, level } of cases) {
    for (const [sent, stored] of readings) {
      it(`${why}: party ${sent} → level ${level[stored]}`, () => {
        expect(dcmmLevelOf(questions, partyOf(sent), answers)).toBe(level[stored]);
      });
    }
  }

  it('reads both party readings: A/B and service_dcmm/B', () => {
    expect(DCMM_PARTY_ALIASES).toEqual({ A: 'A', B: 'B', service_dcmm: 'B' });
    expect(dcmmSubmitBody.shape.dcmmPartyType.safeParse('service').success).toBe(false);
  });

  it('names the gate items answered D as the findings', () => {
    const answers = withAnswer({ D02: ['D'], D04: ['D'], D06: ['D'] });
    expect(gateFindingsOf(questions, 'A', answers).map((q) => q.itemNumber)).toEqual([2]);
    expect(gateFindingsOf(questions, 'B', answers).map((q) => q.itemNumber)).toEqual([2, 4]);
    expect(gateFindingsOf(questions, 'B', answerAll())).toEqual([]);
  });
});

describe('checking the submitted answers', () => {
  const check = (answers: DcmmAnswers, capability?: Record<string, number>) =>
    checkDcmmAnswers(DCMM_QUESTIONNAIRE_V1, { answers, capability });
  const refusal = (answers: DcmmAnswers, capability?: Record<string, number>) => {
    const result = check(answers, capability);
    return result.ok ? null : result.message;
  };
  const without = (id: string) => Object.fromEntries(Object.entries(answerAll()).filter(([key]) => key !== id));

  it('accepts every item answered, keeping the options in their order', () => {
    const result = check(withAnswer({ D09: ['F', 'B', 'B', 'C'] }));
    expect(result.ok && result.answers.D09).toEqual(['B', 'C', 'F']);
    expect(result.ok && result.capability).toBeNull();
  });

  it('wants every item answered', () => {
    expect(refusal({})).toBe(DCMM_MESSAGES.unanswered);
    expect(refusal(without('D15'))).toBe(DCMM_MESSAGES.unanswered);
    expect(refusal(withAnswer({ D07: [] }))).toBe(DCMM_MESSAGES.unanswered);
  });

  it('refuses unknown items and options', () => {
    expect(refusal(withAnswer({ D16: ['A'] }))).toBe(DCMM_MESSAGES.badAnswer);
    expect(refusal(withAnswer({ constructor: ['A'] }))).toBe(DCMM_MESSAGES.badAnswer);
    expect(refusal(withAnswer({ D01: ['E'] }))).toBe(DCMM_MESSAGES.badAnswer);
    expect(refusal(withAnswer({ D10: ['A', 'Z'] }))).toBe(DCMM_MESSAGES.badAnswer);
    expect(refusal(withAnswer({ D10: ['a'] }))).toBe(DCMM_MESSAGES.badAnswer);
  });

  it('allows one option on a single choice, and a none option only alone', () => {
    expect(refusal(withAnswer({ D02: ['A', 'B'] }))).toBe(DCMM_MESSAGES.singleChoice);
    expect(refusal(withAnswer({ D10: ['A', 'H'] }))).toBe(DCMM_MESSAGES.noneAlone);
    expect(refusal(withAnswer({ D10: ['H'], D15: ['E'] }))).toBeNull();
  });

  it('takes the self-check for all 8 areas or none', () => {
    const all = capabilityAt(2);
    const result = check(answerAll(), all);
    expect(result.ok && result.capability).toEqual(all);
    expect(refusal(answerAll(), {})).toBeNull();
    const { C8: _left, ...seven } = all;
    expect(refusal(answerAll(), seven)).toBe(DCMM_MESSAGES.capabilityIncomplete);
    expect(refusal(answerAll(), { ...all, C9: 3 })).toBe(DCMM_MESSAGES.badAnswer);
  });
});
