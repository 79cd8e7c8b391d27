import { describe, expect, it } from 'vitest';
import { formatPageTitle, routeTitleOf } from './page-title';

const NAME = '山西省企业数字化转型服务平台';

describe('formatPageTitle', () => {
  it('puts the route title before the welcome text', () => {
    expect(formatPageTitle('首页', NAME)).toBe('首页 - 欢迎使用山西省企业数字化转型服务平台');
  });

  it('uses the welcome text alone when the route has no title', () => {
    expect(formatPageTitle(undefined, NAME)).toBe('欢迎使用山西省企业数字化转型服务平台');
    expect(formatPageTitle('  ', NAME)).toBe('欢迎使用山西省企业数字化转型服务平台');
  });
});

describe('routeTitleOf', () => {
  it('takes the deepest matched route that has a title', () => {
    const matches = [
      { handle: { title: '首页' } },
      { handle: undefined },
      { handle: { title: '合作服务商' } },
      { handle: {} },
    ];
    expect(routeTitleOf(matches)).toBe('合作服务商');
  });

  it('ignores handles that are not route metadata', () => {
    expect(routeTitleOf([{ handle: null }, { handle: 'x' }, { handle: { title: 3 } }])).toBeUndefined();
  });
});
