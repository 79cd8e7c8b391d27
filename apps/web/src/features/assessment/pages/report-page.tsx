import { useParams } from 'react-router';
import { ReportScreen } from '../report/components/report-screen';

/** /evaluationReport/:id (assessment.md 2, Printable report): standalone, printed and rendered to PDF. */
export function ReportPage() {
  const { id = '' } = useParams();
  return <ReportScreen recordId={id} />;
}
