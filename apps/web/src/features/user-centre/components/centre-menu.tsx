import { MenuOutlined } from '@ant-design/icons';
import type { MenuNode } from '@dtmm/shared';
import { Button, Drawer, Menu, type MenuProps } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useIsPhone } from '@/lib/use-is-phone';
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

/**
 * The left menu of the user centre (portal.md 2.6): follows the route, navigates unless already there.
 * On a phone it is one full-width button naming the current page, which opens the whole menu in a
 * drawer: every page stays one tap away and the current one is never hidden in '…'.
 */
export function CentreMenu({ nodes }: { nodes: readonly MenuNode[] }) {
  const isPhone = useIsPhone();
  const [isOpen, setOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = activeItem(nodes, pathname);
  const onClick: MenuProps['onClick'] = ({ key }) => {
    setOpen(false);
    const target = findById(nodes, key);
    if (!target?.pathUrl || target.pathUrl === pathname) return;
    void navigate(target.pathUrl);
  };
  const menu = (
    <Menu
      className="user-centre__menu"
      mode="inline"
      aria-label="用户中心菜单"
      items={toItems(nodes)}
      selectedKeys={active ? [active.id] : []}
      onClick={onClick}
    />
  );
  if (!isPhone) return menu;
  return (
    <>
      <Button
        block
        size="large"
        className="user-centre__menu-toggle"
        icon={<MenuOutlined />}
        aria-expanded={isOpen}
        onClick={() => setOpen(true)}
      >
        {active?.title ?? '用户中心'}
      </Button>
      <Drawer title="用户中心" placement="left" width={280} open={isOpen} onClose={() => setOpen(false)}>
        {menu}
      </Drawer>
    </>
  );
}
