import './catalogue.css';
import type { SolutionItem } from '@dtmm/shared';
import { ListResults } from '@/components/list/list-results';
import { SkeletonLines } from '@/components/placeholder/skeleton-lines';
import { SolutionCard } from './solution-card';

interface SolutionGridProps {
  solutions: readonly SolutionItem[];
  isLoading: boolean;
  isFetching?: boolean;
  /** Placeholders drawn while the first page loads, so the layout does not jump. */
  skeletonCount: number;
  /** What to say when there are none (default '暂无数据'). */
  empty?: string;
  /** Name, provider and scenarios only, for a side panel beside a shorter list. */
  isCompact?: boolean;
}

function SolutionSkeletons({ count, className }: { count: number; className: string }) {
  return (
    <div className={className} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="tile solution-card solution-card--skeleton">
          <SkeletonLines rows={3} hasTitle />
        </div>
      ))}
    </div>
  );
}

/** Solution cards: two a row on a desktop, compact rows in a narrow column or on a phone. */
export function SolutionGrid({
  solutions,
  isLoading,
  isFetching = false,
  skeletonCount,
  empty,
  isCompact = false,
}: SolutionGridProps) {
  const className = isCompact ? 'solution-grid solution-grid--compact' : 'solution-grid';
  return (
    <ListResults
      isLoading={isLoading}
      isFetching={isFetching}
      count={solutions.length}
      skeleton={<SolutionSkeletons count={skeletonCount} className={className} />}
      empty={empty}
    >
      <div className={className}>
        {solutions.map((solution) => (
          <SolutionCard key={solution.id} solution={solution} />
        ))}
      </div>
    </ListResults>
  );
}
