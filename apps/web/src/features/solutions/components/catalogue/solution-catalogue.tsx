import { LIST_PAGE_SIZES } from '@dtmm/shared';
import { ListPagination } from '@/components/list/list-pagination';
import { ListToolbar } from '@/components/list/list-toolbar';
import { type DictionaryFilter, DictionaryFilters } from '@/features/reference/components/dictionary-filters';
import { useSolutionCatalogue } from '../../api/solutions-api';
import { SolutionGrid } from './solution-grid';
import { useCatalogueFilters } from './use-catalogue-filters';

/** 服务场景 has some thirty values, so it folds behind 更多 (portal.md 2.3). */
const CATALOGUE_FILTERS: readonly DictionaryFilter<'serviceCategory' | 'serviceTarget'>[] = [
  { key: 'serviceCategory', label: '服务场景', code: 'company.service.category', collapsible: true },
  { key: 'serviceTarget', label: '服务行业', code: 'service.serviceTarget' },
];

/** /empowerment/provider: approved solutions by scenario, industry and name, with the count and paging. */
export function SolutionCatalogue() {
  const { query, setFilter, setPage } = useCatalogueFilters();
  const { data, isLoading, isFetching } = useSolutionCatalogue(query);
  const total = data?.total ?? 0;
  return (
    <div className="solution-catalogue">
      <DictionaryFilters filters={CATALOGUE_FILTERS} values={query} onChange={setFilter} />
      <ListToolbar
        total={total}
        search={query.solutionName}
        placeholder="请输入解决方案名称"
        searchLabel="解决方案名称"
        onSearch={(text) => setFilter('solutionName', text)}
      />
      {/* The cards' h3 names sit under this heading, not straight under the page's h1 (heading order). */}
      <h2 className="visually-hidden">方案列表</h2>
      <SolutionGrid
        solutions={data?.list ?? []}
        isLoading={isLoading}
        isFetching={isFetching}
        skeletonCount={Math.min(query.limit, 6)}
      />
      <ListPagination page={query.page} limit={query.limit} total={total} sizes={LIST_PAGE_SIZES} onChange={setPage} />
    </div>
  );
}
