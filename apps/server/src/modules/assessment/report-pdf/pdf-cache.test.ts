import { describe, expect, it } from 'vitest';
import { PdfCache } from './pdf-cache';

const bytes = (n: number, fill = 1) => Buffer.alloc(n, fill);

describe('the PDF cache', () => {
  it('answers what it holds', () => {
    const cache = new PdfCache(100);
    cache.set('a', bytes(10));
    expect(cache.get('a')?.length).toBe(10);
    expect(cache.get('b')).toBeUndefined();
  });

  it('drops the least recently used until the total fits', () => {
    const cache = new PdfCache(100);
    cache.set('a', bytes(40));
    cache.set('b', bytes(40));
    cache.get('a'); // a is now more recent than b
    cache.set('c', bytes(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size).toBe(80);
  });

  it('replaces an entry without counting it twice', () => {
    const cache = new PdfCache(100);
    cache.set('a', bytes(60));
    cache.set('a', bytes(70, 2));
    expect(cache.size).toBe(70);
    expect(cache.get('a')?.[0]).toBe(2);
  });

  it('does not keep a file larger than the whole cache', () => {
    const cache = new PdfCache(100);
    cache.set('a', bytes(50));
    cache.set('huge', bytes(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.size).toBe(50);
  });
});
