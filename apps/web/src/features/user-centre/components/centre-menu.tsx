import type { MenuNode } from '@dtmm/shared';
import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { activeItem } from '../menu-tree';
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

/** The left menu of the user centre (portal.md 2.6): follows the route, navigates unless already there. */
export function CentreMenu({ nodes }: { nodes: readonly MenuNode[] }) {
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
      mode="inline"
      aria-label="用户中心菜单"
      items={toItems(nodes)}
      selectedKeys={active ? [active.id] : []}
      onClick={onClick}
    />
  );
}
