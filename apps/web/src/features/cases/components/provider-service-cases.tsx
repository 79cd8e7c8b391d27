import { CASE_PAGE_SIZE } from '@dtmm/shared';
import { useState } from 'react';
import { ListPagination } from '@/components/list/list-pagination';
import { useCasePage } from '../api/cases';
import { serviceCaseHref } from '../case-links';
import { CaseGrid } from './case-grid';

/** A provider's service cases (case/list?companyId=), opening under 赋能中心 (portal.md 2.3). */
export function ProviderServiceCases({ companyId }: { companyId: string }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching } = useCasePage({ page, limit: CASE_PAGE_SIZE, companyId });
  return (
    <>
      <CaseGrid
        items={data?.list ?? []}
        hrefOf={(item) => serviceCaseHref(item.id, item.caseType)}
        isLoading={isLoading}
        isFetching={isFetching}
        skeletonCount={4}
      />
      <ListPagination page={page} limit={CASE_PAGE_SIZE} total={data?.total ?? 0} onChange={setPage} hideOnSinglePage />
    </>
  );
}
