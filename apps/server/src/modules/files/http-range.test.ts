import { describe, expect, it } from 'vitest';
import { parseRange } from './http-range';

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-200', { start: 800, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
  ])('%s of 1000 bytes', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });

  it.each([undefined, '', 'bytes=', 'bytes=5-3', 'bytes=0-1,5-6', 'items=0-1', 'bytes=a-b'])(
    'serves the whole file for %j',
    (header) => {
      expect(parseRange(header, 1000)).toBeNull();
    },
  );

  it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0'])('%s is unsatisfiable', (header) => {
    expect(parseRange(header, 1000)).toBe('unsatisfiable');
  });
});
