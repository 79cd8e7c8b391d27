import { LIST_PAGE_SIZES } from '@dtmm/shared';
import { ListPagination } from '@/components/list/list-pagination';
import { ListToolbar } from '@/components/list/list-toolbar';
import { useProviderPage } from '../api/providers';
import { useProviderFilters } from '../hooks/use-provider-filters';
import { useProviderLabels } from '../hooks/use-provider-labels';
import { ProviderFilters } from './provider-filters';
import { ProviderGrid } from './provider-grid';

/** The cooperating service providers list (portal.md 2.4): filters, name search, count, cards, paging. */
export function ProviderDirectory() {
  const { query, setFilter, setPage } = useProviderFilters();
  const { data, isLoading, isFetching } = useProviderPage(query);
  const labels = useProviderLabels();
  const total = data?.total ?? 0;
  return (
    <div className="provider-directory">
      <ProviderFilters query={query} onChange={setFilter} />
      <ListToolbar
        total={total}
        search={query.companyName}
        placeholder="请输入服务商名称"
        searchLabel="服务商名称"
        onSearch={(text) => setFilter('companyName', text)}
      />
      {/* The cards' h3 names sit under this heading, not straight under the page's h1 (heading order). */}
      <h2 className="visually-hidden">服务商列表</h2>
      <div className={isFetching && !isLoading ? 'list-results is-refreshing' : 'list-results'}>
        <ProviderGrid
          providers={data?.list ?? []}
          labels={labels}
          isLoading={isLoading}
          skeletonCount={Math.min(query.limit, 6)}
        />
      </div>
      <ListPagination page={query.page} limit={query.limit} total={total} sizes={LIST_PAGE_SIZES} onChange={setPage} />
    </div>
  );
}
