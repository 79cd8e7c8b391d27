import { AssessmentRecordTabs } from '../results/assessment-record-tabs';

/** /user/digitalization (assessment.md 2): the company's assessments inside the user centre. */
export function AssessmentListPage() {
  return <AssessmentRecordTabs />;
}
