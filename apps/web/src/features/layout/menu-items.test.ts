import { describe, expect, it } from 'vitest';
import { selectedNavKeys } from './menu-items';

describe('selectedNavKeys', () => {
  it('highlights the section and the child that matches path and query', () => {
    expect(selectedNavKeys('/infoGovernment', '?type=%E8%A1%8C%E4%B8%9A%E8%B5%84%E8%AE%AF')).toEqual([
      '/infoGovernment',
      '/infoGovernment?type=行业资讯',
    ]);
  });

  it('highlights a child route and the pages under it', () => {
    expect(selectedNavKeys('/empowerment/serviceProvider/detail', '?id=1')).toEqual([
      '/empowerment',
      '/empowerment/serviceProvider',
    ]);
  });

  it('leads the knowledge centre’s children to its tabs by id (portal.md 2.3)', () => {
    expect(selectedNavKeys('/konwledge', '?type=2')).toEqual(['/konwledge', '/konwledge?type=2']);
  });

  it('highlights nothing outside the menu', () => {
    expect(selectedNavKeys('/404', '')).toEqual([]);
  });
});
