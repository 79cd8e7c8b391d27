import { useMemo } from 'react';
import type { CompanyDetail } from '../api/certification-api';
import {
  type CompanyFields,
  type EnterpriseFormValues,
  enterpriseValuesOf,
  toEnterprisePayload,
} from '../certification-payload';
import { CERTIFICATION_TEXTS as T } from '../certification-texts';
import { CertificationForm } from './certification-form';
import { EnterpriseFields } from './enterprise-fields';

interface EnterpriseFormProps {
  /** The certified company being edited; its details fill the form. */
  company: CompanyDetail | undefined;
  /** What a rejected request sent; the form starts from it rather than from the company. */
  draft?: CompanyFields | undefined;
  onSubmitted: () => void;
}

/** The enterprise certification form (portal.md 5.5). */
export function EnterpriseForm({ company, draft, onSubmitted }: EnterpriseFormProps) {
  const initialValues = useMemo(() => {
    const source = draft ?? company;
    return source ? enterpriseValuesOf(source) : undefined;
  }, [draft, company]);
  return (
    <CertificationForm<EnterpriseFormValues>
      type="企业"
      label="企业认证"
      initialValues={initialValues}
      invalidMessage={T.enterpriseFormInvalid}
      toPayload={toEnterprisePayload}
      onSubmitted={onSubmitted}
    >
      <EnterpriseFields />
    </CertificationForm>
  );
}
