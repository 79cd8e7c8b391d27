import { StandardDetail } from '@/features/standards/components/standard-detail';
import { useQueryId } from '@/lib/use-search-state';

/** /konwledge/standardDetail?id (portal.md 2.3). */
export function StandardDetailPage() {
  const id = useQueryId();
  return (
    <div className="container page-body">
      <StandardDetail key={id} id={id} />
    </div>
  );
}
