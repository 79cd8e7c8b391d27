import type { MenuNode } from '@dtmm/shared';
import { describe, expect, it } from 'vitest';
import { activeItem } from './menu-tree';

const leaf = (id: string, pathUrl: string): MenuNode => ({
  id,
  type: 'menu',
  menuLevel: 2,
  title: id,
  pathUrl,
  component: pathUrl.slice(1),
  iconType: '',
  children: [],
});
const MENUS: MenuNode[] = [
  {
    id: 'provider',
    type: 'class',
    menuLevel: 1,
    title: '服务商',
    pathUrl: '',
    component: '',
    iconType: '',
    children: [leaf('severAuthentication', '/user/severAuthentication'), leaf('solution', '/user/solution')],
  },
];

describe('activeItem (portal.md 2.6)', () => {
  it('matches the item of the path, ignoring case and a trailing slash', () => {
    expect(activeItem(MENUS, '/user/solution')?.id).toBe('solution');
    expect(activeItem(MENUS, '/user/SeverAuthentication/')?.id).toBe('severAuthentication');
    expect(activeItem(MENUS, '/user/message')).toBeNull();
  });

  it('keeps 解决方案 active on the solution form it opens', () => {
    expect(activeItem(MENUS, '/user/solutionForm')?.id).toBe('solution');
  });
});
