import { describe, expect, it } from 'vitest';
import { applyExclusive, createSeqClock, parseOptions, splitAnswer } from './answer-rules';
import { wizardParamsOf } from './wizard-params';

const OPTIONS = parseOptions(
  JSON.stringify([
    { value: 'A', label: '财务软件' },
    { value: 'B', label: '进销存系统' },
    { value: 'C', label: '以上均未实现', exclusive: true },
  ]),
);

describe('the exclusive option (assessment.md 4, Question status)', () => {
  it('picking the exclusive option clears the others', () => {
    expect(applyExclusive(OPTIONS, ['A', 'B'], ['A', 'B', 'C'])).toEqual(['C']);
  });

  it('picking another option clears the exclusive one', () => {
    expect(applyExclusive(OPTIONS, ['C'], ['C', 'B'])).toEqual(['B']);
  });

  it('keeps the options in their order and lets everything be removed', () => {
    expect(applyExclusive(OPTIONS, ['B'], ['B', 'A'])).toEqual(['A', 'B']);
    expect(applyExclusive(OPTIONS, ['A'], [])).toEqual([]);
  });
});

describe('the sequence of saves', () => {
  it('grows per question, past the last one sent even within one millisecond', () => {
    let now = 1_000;
    const clock = createSeqClock(() => now);
    expect([clock.next('42:T01'), clock.next('42:T01'), clock.next('42:T01')]).toEqual([1_000, 1_001, 1_002]);
    expect(clock.next('42:T02')).toBe(1_000);
    now = 5_000;
    expect(clock.next('42:T01')).toBe(5_000);
  });
});

describe('stored text', () => {
  it('reads answers and survives broken options', () => {
    expect(splitAnswer('A, C')).toEqual(['A', 'C']);
    expect(splitAnswer('')).toEqual([]);
    expect(parseOptions('not json')).toEqual([]);
  });

  it('reads the address: 551 by serviceType, an unknown enterprise type as none', () => {
    const params = wizardParamsOf(new URLSearchParams('type=3&serviceType=551&serviceProviderId=11'));
    expect(params).toEqual({ enterpriseType: null, recordId: '', serviceProviderId: '11', answerType: '2' });
  });
});
