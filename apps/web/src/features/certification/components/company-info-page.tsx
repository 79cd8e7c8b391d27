import './certification.css';
import { Empty, Spin } from 'antd';
import { TabsWithAction } from '@/components/tabs-with-action/tabs-with-action';
import { CERTIFICATION_TEXTS as T } from '../certification-texts';
import { decideCompanyView } from '../certification-view';
import { type CertificationPage, useCertificationPage } from '../hooks/use-certification-page';
import { ChangeNotice, RejectedState, WaitingState } from './certification-notices';
import { CompanyDetails } from './company-details';
import { EditToggle } from './edit-toggle';
import { EnterpriseForm } from './enterprise-form';

const loading = <Spin className="certification__loading" />;

/** What the company tab shows for the page's state (portal.md 4.2). */
function CompanyInfoBody({ page }: { page: CertificationPage }) {
  const { view, company } = page;
  if (view.kind === 'loading' || page.isCompanyLoading) return loading;
  if (view.kind === 'waiting') return <WaitingState text={T.enterpriseWaiting} />;
  if (view.kind === 'rejected') return <RejectedState reason={view.reason} onCertify={() => page.setWantsForm(true)} />;
  if (view.kind === 'form')
    return <EnterpriseForm company={company} draft={page.draft} onSubmitted={() => page.setWantsForm(false)} />;
  if (!company) return <Empty description={T.noCompany} />;
  return (
    <>
      {view.kind === 'details' ? <ChangeNotice change={view.change} /> : null}
      <CompanyDetails company={company} />
    </>
  );
}

/** /user/companyinfo (portal.md 2.7): the enterprise certification form, its states, or the certified details. */
export function CompanyInfoPage() {
  const page = useCertificationPage('企业', decideCompanyView);
  return (
    <section className="certification">
      <TabsWithAction
        items={[{ key: 'company', label: '企业信息', children: <CompanyInfoBody page={page} /> }]}
        action={<EditToggle page={page} />}
      />
    </section>
  );
}
