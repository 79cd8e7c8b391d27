import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { NAV_ITEMS, type NavItem, selectedNavKeys } from '../menu-items';

type MenuItem = Required<MenuProps>['items'][number];

function toMenuItem(item: NavItem, onNavigate?: () => void): MenuItem {
  const label = (
    <Link to={item.to} onClick={onNavigate}>
      {item.label}
    </Link>
  );
  if (!item.children) return { key: item.to, label };
  return { key: item.to, label, children: item.children.map((child) => toMenuItem(child, onNavigate)) };
}

interface PortalMenuProps {
  mode: 'horizontal' | 'inline';
  /** Called after a link is followed (the drawer closes). */
  onNavigate?: () => void;
}

/** The six-section menu; horizontal opens children on hover, inline is for the phone drawer. */
export function PortalMenu({ mode, onNavigate }: PortalMenuProps) {
  const { pathname, search } = useLocation();
  const items = useMemo(() => NAV_ITEMS.map((item) => toMenuItem(item, onNavigate)), [onNavigate]);
  const selectedKeys = useMemo(() => selectedNavKeys(pathname, search), [pathname, search]);
  return (
    <Menu
      className={`portal-menu portal-menu--${mode}`}
      mode={mode}
      items={items}
      selectedKeys={selectedKeys}
      triggerSubMenuAction="hover"
      defaultOpenKeys={mode === 'inline' ? selectedKeys.slice(0, 1) : undefined}
      aria-label="主导航"
    />
  );
}
