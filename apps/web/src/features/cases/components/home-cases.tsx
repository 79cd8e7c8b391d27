import { useCasePage } from '../api/cases';
import { caseDetailHref } from '../case-links';
import { CaseGrid } from './case-grid';

/** How many cases the home page shows (portal.md 9). */
const HOME_CASES = { page: 1, limit: 4 };

/** The newest four cases of every type, for the home page. */
export function HomeCases() {
  const { data, isLoading } = useCasePage(HOME_CASES);
  return (
    <CaseGrid
      items={data?.list ?? []}
      hrefOf={(item) => caseDetailHref(item.id)}
      isLoading={isLoading}
      skeletonCount={HOME_CASES.limit}
    />
  );
}
