import './list.css';
import type { ReactNode } from 'react';
import { SkeletonLines } from '../placeholder/skeleton-lines';
import { ListEmpty } from './list-empty';

interface ListResultsProps {
  isLoading: boolean;
  /** A new page or filter is loading while the previous results stay (dimmed). */
  isFetching: boolean;
  count: number;
  /** Drawn while the first page loads (default: lines in a panel), so the layout does not jump. */
  skeleton?: ReactNode;
  /** What to say when nothing matched (default '暂无数据'). */
  empty?: string;
  children: ReactNode;
}

/** A list's results: placeholders first, then the items, or '暂无数据' when nothing matched. */
export function ListResults({ isLoading, isFetching, count, skeleton, empty, children }: ListResultsProps) {
  const className = isFetching && !isLoading ? 'list-results is-refreshing' : 'list-results';
  let body: ReactNode = children;
  if (isLoading) body = skeleton ?? <LinesSkeleton />;
  else if (count === 0) body = <ListEmpty description={empty} />;
  return <div className={className}>{body}</div>;
}

function LinesSkeleton() {
  return (
    <div className="list-panel list-panel--busy" aria-busy="true">
      <SkeletonLines rows={8} />
    </div>
  );
}
