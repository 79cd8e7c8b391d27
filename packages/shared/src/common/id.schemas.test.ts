import { describe, expect, it } from 'vitest';
import { BAD_ID_MESSAGE, rowIdParams } from './id.schemas';

describe('row ids', () => {
  it('takes a positive whole number as text or number', () => {
    expect(rowIdParams.parse({ id: '42' })).toEqual({ id: 42 });
    expect(rowIdParams.parse({ id: 7 })).toEqual({ id: 7 });
  });

  it('answers every other id with one Chinese message, never zod’s type names', () => {
    for (const id of ['0', '-1', '1.5', 'abc', '99999999999999999999', '', '中文']) {
      const result = rowIdParams.safeParse({ id });
      expect(result.success, id).toBe(false);
      const texts = new Set(result.error?.issues.map((issue) => issue.message));
      expect(texts, id).toEqual(new Set([BAD_ID_MESSAGE]));
    }
  });
});
