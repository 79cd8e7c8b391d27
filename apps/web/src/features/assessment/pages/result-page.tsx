import { useQueryId } from '@/lib/use-search-state';
import { DcmmResult } from '../dcmm/result/dcmm-result';
import { RecordResult } from '../results/record-result';
import { ResultBreadcrumb } from '../results/result-breadcrumb';
import { useResultType } from '../results/use-result-type';

/** /evaluationResultsCenter?type=zdpg|other|dcmm&id= (assessment.md 2): one assessment's result. */
export function ResultPage() {
  const type = useResultType();
  const id = useQueryId();
  if (type === null) return null;
  return (
    <div className="container page-body result-page">
      <ResultBreadcrumb />
      {type === 'dcmm' ? <DcmmResult id={id} /> : <RecordResult id={id} />}
    </div>
  );
}
