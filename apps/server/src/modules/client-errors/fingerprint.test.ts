import { describe, expect, it } from 'vitest';
import { fingerprintOf, firstStackFrame, routePatternOf } from './fingerprint';

describe('grouping client errors', () => {
  it('reads a path as its route pattern', () => {
    expect(routePatternOf('/evaluationReport/42')).toBe('/evaluationReport/:id');
    expect(routePatternOf('/admin/content/news/9f86d081884c7d65')).toBe('/admin/content/news/:id');
    expect(routePatternOf('/user/companyinfo')).toBe('/user/companyinfo');
    expect(routePatternOf('/')).toBe('/');
  });

  it('finds the first frame of V8 and Firefox stacks', () => {
    expect(firstStackFrame('TypeError: x\n    at f (https://a/b.js:1:2)\n    at g (https://a/c.js:3:4)')).toBe(
      'at f (https://a/b.js:1:2)',
    );
    expect(firstStackFrame('f@https://a/b.js:1:2\ng@https://a/c.js:3:4')).toBe('f@https://a/b.js:1:2');
    expect(firstStackFrame(undefined)).toBe('');
  });

  it('groups reports that differ in numbers only, and tells apart kinds, frames and routes', () => {
    const report = { kind: 'error' as const, message: '记录 17 不存在', stack: '    at f (x.js:1:2)', route: '/a' };
    const same = fingerprintOf(report);
    expect(fingerprintOf({ ...report, message: '记录 18 不存在' })).toBe(same);
    expect(fingerprintOf({ ...report, stack: `${report.stack}\n    at g (y.js:3:4)` })).toBe(same);
    expect(fingerprintOf({ ...report, kind: 'chunk' })).not.toBe(same);
    expect(fingerprintOf({ ...report, stack: '    at h (x.js:9:9)' })).not.toBe(same);
    expect(fingerprintOf({ ...report, route: '/b' })).not.toBe(same);
  });
});
