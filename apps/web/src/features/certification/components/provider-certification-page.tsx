import './certification.css';
import { Alert, Empty, Spin } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { TabsWithAction } from '@/components/tabs-with-action/tabs-with-action';
import { CERTIFICATION_TEXTS as T } from '../certification-texts';
import { decideProviderView } from '../certification-view';
import { type CertificationPage, useCertificationPage } from '../hooks/use-certification-page';
import { useCompanyFirstNotice } from '../hooks/use-company-first-notice';
import { ChangeNotice, RejectedState, WaitingState } from './certification-notices';
import { CompanyDetails } from './company-details';
import { EditToggle } from './edit-toggle';
import { ProviderDetails } from './provider-details';
import { ProviderForm } from './provider-form';

/** The company's own fields above the provider's: the server takes them from the company. */
function CompanySummary({ page }: { page: CertificationPage }) {
  if (page.company) return <CompanyDetails company={page.company} isSummary title="企业信息" />;
  return (
    <Alert
      className="certification__notice"
      showIcon
      type="warning"
      title={T.companyFirstHint}
      action={<Link to="/user/companyinfo">去认证</Link>}
    />
  );
}

function ProviderBody({ page }: { page: CertificationPage }) {
  const { view, company } = page;
  if (view.kind === 'loading' || page.isCompanyLoading) return <Spin className="certification__loading" />;
  if (view.kind === 'waiting') return <WaitingState text={T.providerWaiting} />;
  if (view.kind === 'rejected') return <RejectedState reason={view.reason} onCertify={() => page.setWantsForm(true)} />;
  if (view.kind === 'empty') return <Empty description={T.noCompany} />;
  const form = (
    <ProviderForm
      company={company}
      draft={page.draft}
      hasCompany={page.hasCompany}
      onSubmitted={() => page.setWantsForm(false)}
    />
  );
  return (
    <>
      {view.kind === 'details' ? <ChangeNotice change={view.change} /> : null}
      <CompanySummary page={page} />
      {view.kind === 'form' ? form : null}
      {view.kind === 'details' && company ? <ProviderDetails company={company} /> : null}
      {view.kind === 'company' && page.user?.role === 'USER' ? (
        <p className="certification__hint">{T.memberReadOnly}</p>
      ) : null}
    </>
  );
}

/** /user/severAuthentication (portal.md 2.9): the provider form, its states, or the certified provider. */
export function ProviderCertificationPage() {
  const page = useCertificationPage('服务商', decideProviderView);
  const warnCompanyFirst = useCompanyFirstNotice();
  const isWithoutCompany = page.user !== null && !page.hasCompany;
  useEffect(() => {
    if (isWithoutCompany) warnCompanyFirst();
  }, [isWithoutCompany, warnCompanyFirst]);
  return (
    <section className="certification">
      <TabsWithAction
        items={[{ key: 'provider', label: '服务商认证', children: <ProviderBody page={page} /> }]}
        action={<EditToggle page={page} />}
      />
    </section>
  );
}
