import { PageBreadcrumb } from '@/components/content/page-breadcrumb';
import { SelfAssessmentWizard } from '../questionnaire/components/self-assessment-wizard';

/** /severcenter/selfEvaDigitization: the self-assessment wizard (assessment.md 2). */
export function SelfAssessmentPage() {
  return (
    <div className="container page-body">
      <PageBreadcrumb />
      <SelfAssessmentWizard />
    </div>
  );
}
