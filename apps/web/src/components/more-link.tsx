import { RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';

/** A section's '更多' link to its full list; `label` names it for screen readers when several share a page. */
export function MoreLink({ to, label }: { to: string; label?: string }) {
  return (
    <Link to={to} aria-label={label ? `更多${label}` : undefined}>
      更多 <RightOutlined />
    </Link>
  );
}
