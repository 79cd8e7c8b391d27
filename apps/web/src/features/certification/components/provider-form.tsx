import { useMemo } from 'react';
import type { CompanyDetail } from '../api/certification-api';
import {
  type CompanyFields,
  type ProviderFormValues,
  providerValuesOf,
  toProviderPayload,
} from '../certification-payload';
import { CERTIFICATION_TEXTS as T } from '../certification-texts';
import { useCompanyFirstNotice } from '../hooks/use-company-first-notice';
import { CertificationForm } from './certification-form';
import { ProviderFields } from './provider-fields';

interface ProviderFormProps {
  /** The company the provider certifies; its contact and provider details fill the form. */
  company: CompanyDetail | undefined;
  /** What a rejected request sent; the form starts from it rather than from the company. */
  draft?: CompanyFields | undefined;
  hasCompany: boolean;
  onSubmitted: () => void;
}

/** The service-provider certification form (portal.md 5.6); a person without a company is told to certify one first. */
export function ProviderForm({ company, draft, hasCompany, onSubmitted }: ProviderFormProps) {
  const warnCompanyFirst = useCompanyFirstNotice();
  const initialValues = useMemo(() => {
    const source = draft ?? company;
    return source ? providerValuesOf(source) : undefined;
  }, [draft, company]);
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
