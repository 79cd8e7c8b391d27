import { useSearchParams } from 'react-router';
import { NewsDetail } from '@/features/news/components/news-detail';

/** /infoGovernment/detail and /konwledge/detail?id&parentsName (and a platform notice with kind=notice). */
export function NewsDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const kind = params.get('kind') === 'notice' ? 'notice' : 'news';
  const sectionLabel = params.get('parentsName')?.trim().slice(0, 20) || undefined;
  return (
    <div className="container page-body">
      <NewsDetail key={`${kind}:${id}`} id={id} kind={kind} sectionLabel={sectionLabel} />
    </div>
  );
}
