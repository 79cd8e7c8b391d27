import { describe, expect, it } from 'vitest';
import { dayOf, formatFileSize } from './format';

describe('dayOf', () => {
  it('keeps the first 10 characters', () => {
    expect(dayOf('2026-03-05 09:30:00')).toBe('2026-03-05');
    expect(dayOf('')).toBe('');
    expect(dayOf(undefined)).toBe('');
  });
});

describe('formatFileSize', () => {
  it('names the size in the largest fitting unit', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(2 * 1024 * 1024)).toBe('2 MB');
    expect(formatFileSize(-1)).toBe('—');
  });
});
