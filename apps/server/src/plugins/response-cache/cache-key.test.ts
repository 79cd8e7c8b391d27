import { describe, expect, it } from 'vitest';
import { cacheKey } from './cache-key';

describe('cache keys', () => {
  it('sorts query parameters by name, so their order does not matter', () => {
    expect(cacheKey('/list?page=1&limit=10')).toBe(cacheKey('/list?limit=10&page=1'));
    expect(cacheKey('/list?page=1&limit=10')).toBe('/list?limit=10&page=1');
  });

  it('keeps a repeated parameter in the order it was sent: it is one array to the route', () => {
    expect(cacheKey('/list?a=2&b=1&a=1')).toBe('/list?a=2&a=1&b=1');
    expect(cacheKey('/list?a=1&a=2')).not.toBe(cacheKey('/list?a=2&a=1'));
  });

  it('orders by the decoded name but keeps each parameter as sent', () => {
    expect(cacheKey('/list?%61=1&a=2')).not.toBe(cacheKey('/list?a=2&%61=1'));
    expect(cacheKey('/list?title=%E6%96%B0&b=1')).toBe('/list?b=1&title=%E6%96%B0');
    expect(cacheKey('/list?x+y=1&x=2')).toBe('/list?x=2&x+y=1');
  });

  it('tells apart what the route tells apart', () => {
    expect(cacheKey('/list?a=1%262')).not.toBe(cacheKey('/list?a=1&2'));
    expect(cacheKey('/detail/1')).not.toBe(cacheKey('/detail/2'));
    expect(cacheKey('/list?a=1')).not.toBe(cacheKey('/list'));
  });

  it('leaves a path without a query, or with one parameter, as it is', () => {
    expect(cacheKey('/api/dtmm/common/regions')).toBe('/api/dtmm/common/regions');
    expect(cacheKey('/api/dtmm/common/dict?code=company.type')).toBe('/api/dtmm/common/dict?code=company.type');
  });

  it('gives no key for a name that cannot be decoded', () => {
    expect(cacheKey('/list?%zz=1&a=2')).toBeNull();
  });
});
