import './cases.css';
import type { CaseListItem } from '@dtmm/shared';
import { Link } from 'react-router';
import { CoverImage } from '@/components/content/cover-image';
import { dayOf } from '@/lib/format';

/** Cover, title and summary of a case, linking to `href` (portal.md 2.3). */
export function CaseCard({ item, href }: { item: CaseListItem; href: string }) {
  return (
    <Link className="tile case-card" to={href}>
      <CoverImage fileId={item.coverImage} alt={item.caseTitle} />
      <div className="case-card__body">
        <h3 className="case-card__title" title={item.caseTitle}>
          {item.caseTitle}
        </h3>
        <p className="case-card__summary">{item.caseSummary}</p>
        <p className="case-card__meta">
          <span className="case-card__company">{item.companyName}</span>
          <time dateTime={dayOf(item.createTime)}>{dayOf(item.createTime)}</time>
        </p>
      </div>
    </Link>
  );
}
