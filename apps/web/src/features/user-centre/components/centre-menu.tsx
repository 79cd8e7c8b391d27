import type { MenuNode } from '@dtmm/shared';
import { Grid, Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { activeItem, menuLeaves } from '../menu-tree';
import { MenuIcon } from './menu-icon';

type Items = NonNullable<MenuProps['items']>;

const toItems = (nodes: readonly MenuNode[]): Items =>
  nodes.map((node) =>
    node.type === 'class'
      ? { key: node.id, type: 'group' as const, label: node.title, children: toItems(node.children) }
      : { key: node.id, label: node.title, icon: <MenuIcon type={node.iconType} /> },
  );

const findById = (nodes: readonly MenuNode[], id: string): MenuNode | null => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = findById(node.children, id);
    if (inner) return inner;
  }
  return null;
};

/**
 * The left menu of the user centre (portal.md 2.6): follows the route, navigates unless already there.
 * On a phone it is one row of the pages (antd folds what does not fit into '…'), so the page itself
 * is not pushed below a screen of menu.
 */
export function CentreMenu({ nodes }: { nodes: readonly MenuNode[] }) {
  const isPhone = Grid.useBreakpoint().md === false;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = activeItem(nodes, pathname);
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const target = findById(nodes, key);
    if (!target?.pathUrl || target.pathUrl === pathname) return;
    void navigate(target.pathUrl);
  };
  return (
    <Menu
      className="user-centre__menu"
      mode={isPhone ? 'horizontal' : 'inline'}
      aria-label="用户中心菜单"
      items={toItems(isPhone ? menuLeaves(nodes) : nodes)}
      selectedKeys={active ? [active.id] : []}
      onClick={onClick}
    />
  );
}
