import { describe, expect, it } from 'vitest';
import { AnswerStore, type StoredAnswer } from './answer-store';

const answer = (bytes: number): StoredAnswer => {
  const identity = { body: Buffer.alloc(0), etag: '"e"', coding: 'identity' as const };
  return {
    contentType: 'application/json',
    variants: { identity, br: identity, gzip: identity },
    bytes,
    versions: [],
    expiresAt: Number.POSITIVE_INFINITY,
  };
};

describe('the answer store', () => {
  it('keeps its total under the bound by dropping the least recently used first', () => {
    const store = new AnswerStore(1_000);
    store.set('a', answer(300));
    store.set('b', answer(300));
    store.set('c', answer(300));
    store.get('a'); // now b is the least recently used
    store.set('d', answer(300));
    expect(store.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => store.get(key) !== undefined)).toEqual([true, true, true]);
    expect(store.bytes).toBe(903);
    expect(store.bytes).toBeLessThanOrEqual(1_000);
  });

  it('never drops the answer it is storing, even when every other was read since', () => {
    const store = new AnswerStore(1_000);
    store.set('a', answer(400));
    store.set('b', answer(400));
    store.get('a');
    store.get('b');
    store.set('c', answer(400));
    expect(store.get('c')).toBeDefined();
    expect(store.size).toBe(2);
    expect(store.bytes).toBeLessThanOrEqual(1_000);
  });

  it('replaces an entry under the same key, counting it once', () => {
    const store = new AnswerStore(1_000);
    store.set('a', answer(300));
    store.set('a', answer(500));
    expect(store.size).toBe(1);
    expect(store.bytes).toBe(501);
  });

  it('does not keep an answer larger than the whole bound, nor drop others for it', () => {
    const store = new AnswerStore(1_000);
    store.set('a', answer(300));
    store.set('huge', answer(2_000));
    expect(store.get('huge')).toBeUndefined();
    expect(store.get('a')).toBeDefined();
  });

  it('empties', () => {
    const store = new AnswerStore(1_000);
    store.set('a', answer(300));
    store.clear();
    expect([store.size, store.bytes]).toEqual([0, 0]);
  });
});
