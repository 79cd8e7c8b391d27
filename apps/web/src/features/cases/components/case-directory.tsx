import { CASE_TYPES } from '@dtmm/shared';
import { useSearchParams } from 'react-router';
import { SideNav } from '@/components/content/side-nav';
import { ListPagination } from '@/components/list/list-pagination';
import { ListToolbar } from '@/components/list/list-toolbar';
import { useCasePage } from '../api/cases';
import { caseDetailHref, caseTypeHref, caseTypeOf } from '../case-links';
import { useCaseFilters } from '../hooks/use-case-filters';
import { CaseGrid } from './case-grid';

const NAV_ITEMS = CASE_TYPES.map((type) => ({ key: type, label: type, to: caseTypeHref(type) }));

/** /case: the three case types on the left (query `type`), title search, 8 cards a page (portal.md 2.3). */
export function CaseDirectory() {
  const [params] = useSearchParams();
  const caseType = caseTypeOf(params.get('type'));
  const { query, setFilter, setPage } = useCaseFilters(caseType);
  const { data, isLoading, isFetching } = useCasePage(query);
  const total = data?.total ?? 0;
  return (
    <div className="side-layout">
      <SideNav title="转型案例" items={NAV_ITEMS} activeKey={caseType} />
      <div className="case-directory">
        <ListToolbar
          total={total}
          search={query.caseTitle}
          placeholder="请输入案例标题"
          searchLabel="案例标题"
          onSearch={(text) => setFilter('caseTitle', text)}
        />
        <CaseGrid
          items={data?.list ?? []}
          hrefOf={(item) => caseDetailHref(item.id)}
          isLoading={isLoading}
          isFetching={isFetching}
          skeletonCount={query.limit}
        />
        <ListPagination page={query.page} limit={query.limit} total={total} onChange={setPage} />
      </div>
    </div>
  );
}
