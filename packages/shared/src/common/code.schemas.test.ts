import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { codeOf } from './code.schemas';

describe('codeOf (issue 28, part 8)', () => {
  const answerType = codeOf(['0', '2'], '请选择评估类型');

  it('takes a code as text or as its number, and answers the text', () => {
    expect(answerType.parse('2')).toBe('2');
    expect(answerType.parse(2)).toBe('2');
    expect(answerType.parse(0)).toBe('0');
  });

  it('refuses other codes, other numbers and other types with the field message', () => {
    for (const value of ['1', 1, 2.5, '02', ' 2', true, null, [2]]) {
      const result = answerType.safeParse(value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('请选择评估类型');
    }
  });

  it('documents both forms of the code', () => {
    expect(z.toJSONSchema(answerType, { io: 'input' })).toMatchObject({
      anyOf: [
        { type: 'string', enum: ['0', '2'] },
        { type: 'number', enum: [0, 2] },
      ],
    });
  });
});
