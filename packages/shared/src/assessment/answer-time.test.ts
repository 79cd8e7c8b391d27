import { describe, expect, it } from 'vitest';
import { answerMinutes, answerTimeOf, answerTimeText } from './answer-time';

const single = (level: number) => ({ questionType: 1 as const, level });
const multiple = (level: number) => ({ questionType: 2 as const, level });
const times = <T>(n: number, make: () => T) => Array.from({ length: n }, make);

describe('the answer time of a self-assessment', () => {
  it('counts 30 s a single choice and 45 s a multiple choice, rounded up to 5 minutes', () => {
    expect(answerMinutes([])).toBe(5);
    expect(answerMinutes(times(10, () => single(1)))).toBe(5);
    expect(answerMinutes(times(11, () => single(1)))).toBe(10);
    expect(answerMinutes([...times(18, () => single(1)), ...times(13, () => multiple(1))])).toBe(20);
  });

  it('ranges from a company that stops at level 1 to one that answers all five levels', () => {
    const levelOne = [...times(18, () => single(1)), ...times(13, () => multiple(1))];
    const higher = [2, 3, 4, 5].flatMap((level) => [
      ...times(13, () => single(level)),
      ...times(13, () => multiple(level)),
    ]);
    const range = answerTimeOf([...levelOne, ...higher]);
    expect(range).toEqual({ min: 20, max: 85 });
    expect(answerTimeText(range)).toBe('约 20–85 分钟');
    expect(answerTimeText({ min: 5, max: 5 })).toBe('约 5 分钟');
  });
});
