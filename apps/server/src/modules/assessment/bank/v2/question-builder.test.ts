import { ranksByCredit } from '@dtmm/shared';
import { describe, expect, it } from 'vitest';
import { ask, unrankedOrder } from './question-builder';

describe('bank version 2 question builder', () => {
  it('places options in an order that neither rises nor falls by credit, the same on every call', () => {
    const options = [
      ['甲', 1],
      ['乙', 0.6],
      ['丙', 0.3],
      ['丁', 0],
    ] as const;
    for (const id of ['T01-L1-1', 'T02-L3-1', 'T17-L5-1', 'T33-L2-1']) {
      const order = unrankedOrder(id, options);
      expect(ranksByCredit(order.map(([, credit]) => credit))).toBe(false);
      expect(unrankedOrder(id, options)).toEqual(order);
      expect([...order].sort()).toEqual([...options].sort());
    }
  });

  it('numbers the options A, B, … and puts the exclusive none last with credit 0', () => {
    const question = ask({
      indicatorId: 'T05',
      level: 2,
      questionType: 2,
      title: '题',
      questionDesc: '说明',
      options: [
        ['一', 0.5],
        ['二', 0.3],
        ['三', 0.4],
      ],
      none: '以上均未做到',
    });
    expect(question.id).toBe('T05-L2-1');
    expect(question.options.map((option) => option.id)).toEqual(['A', 'B', 'C', 'D']);
    expect(question.options.at(-1)).toEqual({ id: 'D', label: '以上均未做到', credit: 0, exclusive: true });
  });

  it('calls an order with equal credits or one distinct credit unranked', () => {
    expect(ranksByCredit([0.3, 0.3, 0.3])).toBe(false);
    expect(ranksByCredit([0, 0.5, 1])).toBe(true);
    expect(ranksByCredit([1, 0.5, 0])).toBe(true);
    expect(ranksByCredit([0.5, 1, 0])).toBe(false);
  });
});
