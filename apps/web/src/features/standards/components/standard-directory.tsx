import { LIST_PAGE_SIZES } from '@dtmm/shared';
import { ListPagination } from '@/components/list/list-pagination';
import { ListResults } from '@/components/list/list-results';
import { ListToolbar } from '@/components/list/list-toolbar';
import { useStandardPage } from '../api/standards';
import { useStandardFilters } from '../hooks/use-standard-filters';
import { StandardFilters } from './standard-filters';
import { StandardItems } from './standard-items';

/** The knowledge centre's 标准规范 tab: radio filters, title search, '共为你找到N个结果', the list and paging. */
export function StandardDirectory() {
  const { query, setFilter, setPage } = useStandardFilters();
  const { data, isLoading, isFetching } = useStandardPage(query);
  const total = data?.total ?? 0;
  return (
    <div className="standard-directory">
      <StandardFilters query={query} onChange={setFilter} />
      <ListToolbar
        total={total}
        search={query.title}
        placeholder="请输入标准名称"
        searchLabel="标准名称"
        onSearch={(text) => setFilter('title', text)}
      />
      <ListResults isLoading={isLoading} isFetching={isFetching} count={data?.list.length ?? 0}>
        <div className="list-panel">
          <StandardItems items={data?.list ?? []} />
        </div>
      </ListResults>
      <ListPagination page={query.page} limit={query.limit} total={total} sizes={LIST_PAGE_SIZES} onChange={setPage} />
    </div>
  );
}
