import { useMemo } from 'react';
import type { CompanyDetail } from '../api/certification-api';
import { type ProviderFormValues, providerValuesOf, toProviderPayload } from '../certification-payload';
import { CERTIFICATION_TEXTS as T } from '../certification-texts';
import { useCompanyFirstNotice } from '../hooks/use-company-first-notice';
import { CertificationForm } from './certification-form';
import { ProviderFields } from './provider-fields';

interface ProviderFormProps {
  /** The company the provider certifies; its contact and provider details fill the form. */
  company: CompanyDetail | undefined;
  hasCompany: boolean;
  onSubmitted: () => void;
}

/** The service-provider certification form (portal.md 5.6); a person without a company is told to certify one first. */
export function ProviderForm({ company, hasCompany, onSubmitted }: ProviderFormProps) {
  const warnCompanyFirst = useCompanyFirstNotice();
  const initialValues = useMemo(() => (company ? providerValuesOf(company) : undefined), [company]);
  const mayStart = () => {
    if (!hasCompany) warnCompanyFirst();
    return hasCompany;
  };
  return (
    <CertificationForm<ProviderFormValues>
      type="服务商"
      label="服务商认证"
      initialValues={initialValues}
      invalidMessage={T.providerFormInvalid}
      toPayload={(values) => toProviderPayload(values, company)}
      mayStart={mayStart}
      onSubmitted={onSubmitted}
    >
      <ProviderFields />
    </CertificationForm>
  );
}
