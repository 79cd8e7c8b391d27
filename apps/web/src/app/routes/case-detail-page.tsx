import { CaseDetail } from '@/features/cases/components/case-detail';
import { useQueryId } from '@/lib/use-search-state';

/** /case/detail?id and a provider's service case /empowerment/severCase/detail?id&caseType (portal.md 2.3). */
export function CaseDetailPage() {
  const id = useQueryId();
  return (
    <div className="container page-body">
      <CaseDetail key={id} id={id} />
    </div>
  );
}
