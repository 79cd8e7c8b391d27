import './news.css';
import type { NewsListItem } from '@dtmm/shared';
import { Link } from 'react-router';
import { dayOf } from '@/lib/format';

interface NewsItemsProps {
  items: readonly NewsListItem[];
  detailHref: (id: string) => string;
  /** Also show each item's summary (the list pages; the home page shows titles only). */
  withSummary?: boolean;
}

/** Titles with their publish dates (the first 10 characters), each linking to its detail. */
export function NewsItems({ items, detailHref, withSummary = false }: NewsItemsProps) {
  return (
    <ul className={withSummary ? 'news-items news-items--full' : 'news-items'}>
      {items.map((item) => (
        <li key={item.id} className="news-item">
          <Link className="news-item__link" to={detailHref(item.id)}>
            <span className="news-item__title" title={item.title}>
              {item.title}
            </span>
            {withSummary && item.summary ? <span className="news-item__summary">{item.summary}</span> : null}
          </Link>
          <time className="news-item__date" dateTime={dayOf(item.publishTime)}>
            {dayOf(item.publishTime)}
          </time>
        </li>
      ))}
    </ul>
  );
}
