import './cases.css';
import type { CaseListItem } from '@dtmm/shared';
import { ListResults } from '@/components/list/list-results';
import { SkeletonLines } from '@/components/placeholder/skeleton-lines';
import { CaseCard } from './case-card';

interface CaseGridProps {
  items: readonly CaseListItem[];
  hrefOf: (item: CaseListItem) => string;
  isLoading: boolean;
  isFetching?: boolean;
  /** Placeholders drawn while the first page loads. */
  skeletonCount: number;
}

function CaseSkeletons({ count }: { count: number }) {
  return (
    <div className="case-grid" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="tile case-card case-card--skeleton">
          <span className="case-card__cover-placeholder" />
          <SkeletonLines rows={2} hasTitle />
        </div>
      ))}
    </div>
  );
}

/** Case cards, four a row on a desktop and one a row on a phone. */
export function CaseGrid({ items, hrefOf, isLoading, isFetching = false, skeletonCount }: CaseGridProps) {
  return (
    <ListResults
      isLoading={isLoading}
      isFetching={isFetching}
      count={items.length}
      skeleton={<CaseSkeletons count={skeletonCount} />}
    >
      <div className="case-grid">
        {items.map((item) => (
          <CaseCard key={item.id} item={item} href={hrefOf(item)} />
        ))}
      </div>
    </ListResults>
  );
}
