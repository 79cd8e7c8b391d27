import './standards.css';
import type { StandardListItem } from '@dtmm/shared';
import { Link } from 'react-router';
import { useDictionaryLabels } from '@/features/reference/api/dictionaries';
import { dayOf } from '@/lib/format';
import { standardDetailHref } from '../standard-links';
import { StandardStatusTag } from './standard-status-tag';

interface StandardItemsProps {
  items: readonly StandardListItem[];
  /** The home page's short list leaves out nature and the owning unit. */
  isCompact?: boolean;
}

/** Each standard's title, type, nature, coloured status and publish date, linking to its detail. */
export function StandardItems({ items, isCompact = false }: StandardItemsProps) {
  const types = useDictionaryLabels('dtmm.standard.type');
  return (
    <ul className={isCompact ? 'standard-items standard-items--compact' : 'standard-items'}>
      {items.map((item) => (
        <li key={item.id} className="standard-item">
          <Link className="standard-item__title" to={standardDetailHref(item.id)} title={item.title}>
            {item.title}
          </Link>
          <div className="standard-item__facts">
            <StandardStatusTag status={item.standardStatus} />
            <span>{types.get(item.standardType) ?? item.standardType}</span>
            {isCompact ? null : <span>{item.standardNature}</span>}
            <time dateTime={dayOf(item.publishTime)}>发布日期：{dayOf(item.publishTime)}</time>
          </div>
        </li>
      ))}
    </ul>
  );
}
