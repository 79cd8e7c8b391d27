import { ProviderDetail } from '@/features/providers/components/provider-detail';
import { useQueryId } from '@/lib/use-search-state';

/** /empowerment/serviceProvider/detail?id (portal.md 2.3). */
export function ProviderDetailPage() {
  const id = useQueryId();
  return (
    <div className="container page-body">
      <ProviderDetail key={id} id={id} />
    </div>
  );
}
