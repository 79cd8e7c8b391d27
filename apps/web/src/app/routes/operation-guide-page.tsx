import { useSearchParams } from 'react-router';
import { OperationGuide } from '@/features/operation-guide/components/operation-guide';

/** /operationGuide?id&title: one published operation guide (portal.md 2.3). */
export function OperationGuidePage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const title = params.get('title')?.trim() || '操作指南';
  return (
    <div className="container page-body">
      <OperationGuide key={id} id={id} title={title} />
    </div>
  );
}
