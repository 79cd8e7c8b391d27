import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { NAV_ITEMS, type NavItem, selectedNavKeys } from '../menu-items';

interface PortalMenuProps {
  mode: 'horizontal' | 'inline';
  /** Called after a link is followed (the drawer closes). */
  onNavigate?: () => void;
}

/**
 * The six-section menu as plain links: horizontal opens a section's children on hover or keyboard
 * focus (CSS only), inline lists them all for the phone drawer. Plain HTML so the server-rendered
 * header paints and works before any script has run.
 */
export function PortalMenu({ mode, onNavigate }: PortalMenuProps) {
  const { pathname, search } = useLocation();
  const selected = useMemo(() => new Set(selectedNavKeys(pathname, search)), [pathname, search]);
  const follow = (event: React.MouseEvent<HTMLAnchorElement>) => {
    // A followed link closes its hover menu (focus would keep it open) and the drawer.
    event.currentTarget.blur();
    onNavigate?.();
  };
  const link = (item: NavItem, kind: 'link' | 'sublink') => {
    const isSelected = selected.has(item.to);
    return (
      <Link
        className={`portal-menu__${kind}${isSelected ? ' is-selected' : ''}`}
        to={item.to}
        onClick={follow}
        aria-current={isSelected ? 'page' : undefined}
      >
        {item.label}
      </Link>
    );
  };
  return (
    <ul className={`portal-menu portal-menu--${mode}`}>
      {NAV_ITEMS.map((item) => (
        <li key={item.to} className="portal-menu__section">
          {link(item, 'link')}
          {item.children ? (
            <ul className="portal-menu__children">
              {item.children.map((child) => (
                <li key={child.to}>{link(child, 'sublink')}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
