import { LIST_PAGE_SIZES } from '@dtmm/shared';
import { Input, Pagination } from 'antd';
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
      <div className="provider-directory__toolbar">
        <p className="provider-directory__count" aria-live="polite">
          共为你找到<strong>{total}</strong>个结果
        </p>
        <Input.Search
          key={query.companyName ?? ''}
          className="provider-directory__search"
          defaultValue={query.companyName}
          placeholder="请输入服务商名称"
          aria-label="服务商名称"
          allowClear
          enterButton="搜索"
          onSearch={(value) => setFilter('companyName', value.trim())}
        />
      </div>
      <div
        className={
          isFetching && !isLoading ? 'provider-directory__results is-refreshing' : 'provider-directory__results'
        }
      >
        <ProviderGrid
          providers={data?.list ?? []}
          labels={labels}
          isLoading={isLoading}
          skeletonCount={Math.min(query.limit, 6)}
        />
      </div>
      {total > 0 ? (
        <Pagination
          className="provider-directory__pagination"
          current={query.page}
          pageSize={query.limit}
          total={total}
          pageSizeOptions={LIST_PAGE_SIZES.map(String)}
          showSizeChanger
          showTotal={(count) => `共 ${count} 条`}
          onChange={setPage}
        />
      ) : null}
    </div>
  );
}
