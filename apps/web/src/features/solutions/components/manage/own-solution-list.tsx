import { Empty } from 'antd';
import { useEffect, useState } from 'react';
import { ListPagination } from '@/components/list/list-pagination';
import { ListResults } from '@/components/list/list-results';
import { useOwnSolutions } from '../../api/solutions-api';
import { useSolutionLabels } from '../../hooks/use-solution-labels';
import { OwnSolutionItem } from './own-solution-item';
import { PublishButton } from './publish-button';
import { useOwnSolutionDelete } from './use-own-solution-delete';

/** portal.md 9: lists show 10 a page, with 10/20/30 to choose from. */
const PAGE_SIZES = [10, 20, 30] as const;

function NothingPublished({ canManage }: { canManage: boolean }) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={canManage ? '还没有发布解决方案' : '暂无解决方案'}>
      {canManage ? <PublishButton /> : null}
    </Empty>
  );
}

/** The company's own solutions in every status, newest change first, paged by the server. */
export function OwnSolutionList({ canManage }: { canManage: boolean }) {
  const [query, setQuery] = useState({ page: 1, limit: PAGE_SIZES[0] as number });
  const { data, isLoading, isFetching } = useOwnSolutions(query);
  const labelsOf = useSolutionLabels();
  const { remove, deletingId } = useOwnSolutionDelete();
  const rows = data?.list ?? [];
  const total = data?.total ?? 0;
  const isPageGone = !isFetching && rows.length === 0 && total > 0 && query.page > 1;
  // Deleting the last entry of the last page leaves that page empty: show the page before it.
  useEffect(() => {
    if (isPageGone) setQuery((q) => ({ ...q, page: Math.ceil(total / q.limit) }));
  }, [isPageGone, total]);

  if (!isLoading && total === 0) return <NothingPublished canManage={canManage} />;
  return (
    <>
      <ListResults isLoading={isLoading} isFetching={isFetching} count={rows.length}>
        <ul className="own-solutions__list">
          {rows.map((solution) => (
            <OwnSolutionItem
              key={solution.id}
              solution={solution}
              labels={labelsOf(solution)}
              canManage={canManage}
              deletingId={deletingId}
              onDelete={remove}
            />
          ))}
        </ul>
      </ListResults>
      <ListPagination
        page={query.page}
        limit={query.limit}
        total={total}
        sizes={PAGE_SIZES}
        onChange={(page, limit) => setQuery({ page: limit === query.limit ? page : 1, limit })}
      />
    </>
  );
}
