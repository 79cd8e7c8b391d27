import './side-nav.css';
import { Link } from 'react-router';

export interface SideNavItem {
  key: string;
  label: string;
  /** Where the item leads (usually `?type=…`, which also starts the list again on page 1). */
  to: string;
}

interface SideNavProps {
  title: string;
  items: readonly SideNavItem[];
  activeKey: string;
}

/** The left navigation of a section's list (news categories, case types); a row of chips on a phone. */
export function SideNav({ title, items, activeKey }: SideNavProps) {
  return (
    <nav className="side-nav" aria-label={title}>
      <h2 className="side-nav__title">{title}</h2>
      <ul className="side-nav__list">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              className={item.key === activeKey ? 'side-nav__link side-nav__link--active' : 'side-nav__link'}
              to={item.to}
              aria-current={item.key === activeKey ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
