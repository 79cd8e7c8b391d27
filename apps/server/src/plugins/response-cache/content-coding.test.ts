import { describe, expect, it } from 'vitest';
import { matchesEtag, preferredCoding } from './content-coding';

describe('content coding', () => {
  it('answers brotli, then gzip, as the client weighs them; the body as it is otherwise', () => {
    expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredCoding('gzip')).toBe('gzip');
    expect(preferredCoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredCoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredCoding('*')).toBe('br');
    expect(preferredCoding('*;q=0.1, gzip;q=0.5')).toBe('gzip');
    expect(preferredCoding('deflate, zstd')).toBe('identity');
    expect(preferredCoding('identity')).toBe('identity');
    expect(preferredCoding('')).toBe('identity');
    expect(preferredCoding(undefined)).toBe('identity');
    expect(preferredCoding('gzip;q=nonsense')).toBe('identity');
  });

  it('matches If-None-Match by weak comparison, in a list, or *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abc-br"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});
