import './formal-assessment.css';
import { messages } from '@dtmm/shared';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { CERTIFY_PATH } from '@/features/auth/hooks/use-company-prompt';
import { useSession } from '@/features/auth/hooks/use-session';
import { useSearchState } from '@/lib/use-search-state';
import { isFormalType } from '../formal-links';
import { FORMAL_TEXTS as T } from '../formal-texts';
import { FormalApplicationForm } from './formal-application-form';

/** Said instead of the form to a user without a certified company (assessment.md 5). */
function CertifyFirst() {
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={messages.certification.companyFirst}
      extra={
        <Button type="primary" onClick={() => void navigate(CERTIFY_PATH)}>
          去认证
        </Button>
      }
    />
  );
}

/** /user/formalAssessmentForm?type=zdservice|dcmm (assessment.md 2, 3): the formal (on-site) assessment application. */
export function FormalAssessmentFormPage() {
  const { user, hasCertifiedCompany } = useSession();
  const { params, update } = useSearchState();
  const asked = params.get('type');
  const type = isFormalType(asked) ? asked : null;
  return (
    <section className="formal-form-page">
      <h2 className="user-centre__title">{T.formTitle}</h2>
      {user && !hasCertifiedCompany ? (
        <CertifyFirst />
      ) : (
        <FormalApplicationForm type={type} onTypeChange={(next) => update({ type: next })} />
      )}
    </section>
  );
}
