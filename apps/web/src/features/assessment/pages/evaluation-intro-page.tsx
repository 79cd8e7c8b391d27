import { useSearchParams } from 'react-router';
import { EvaluationIntro } from '../intro/components/evaluation-intro';

/** /severcenter/evaluation?name=diagnosis_service|dcmm (assessment.md 2, Assessment intro screen). */
export function EvaluationIntroPage() {
  const [params] = useSearchParams();
  const name = params.get('name')?.trim() ?? '';
  return (
    <div className="container page-body">
      <EvaluationIntro key={name} name={name} />
    </div>
  );
}
