import { SolutionDetail } from '@/features/solutions/components/catalogue/solution-detail';
import { useQueryId } from '@/lib/use-search-state';

/** /empowerment/provider/detail?id (portal.md 2.3). */
export function SolutionDetailPage() {
  const id = useQueryId();
  return (
    <div className="container page-body">
      <SolutionDetail key={id} id={id} />
    </div>
  );
}
