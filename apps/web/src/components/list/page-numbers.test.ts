import { describe, expect, it } from 'vitest';
import { pageSlots } from './page-numbers';

describe('pageSlots', () => {
  it('lists every page up to seven', () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first and last page and two either side of the current, with gaps between', () => {
    expect(pageSlots(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap-after', 20]);
    expect(pageSlots(10, 20)).toEqual([1, 'gap-before', 8, 9, 10, 11, 12, 'gap-after', 20]);
    expect(pageSlots(20, 20)).toEqual([1, 'gap-before', 15, 16, 17, 18, 19, 20]);
  });

  it('always shows the current page and never repeats one', () => {
    for (let pages = 1; pages <= 30; pages++) {
      for (let current = 1; current <= pages; current++) {
        const numbers = pageSlots(current, pages).filter((slot) => typeof slot === 'number');
        expect(numbers).toContain(current);
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      }
    }
  });
});
