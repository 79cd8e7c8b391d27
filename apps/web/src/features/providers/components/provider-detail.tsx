import './provider-detail.css';
import { EnvironmentOutlined, GlobalOutlined } from '@ant-design/icons';
import type { ProviderProfile } from '@dtmm/shared';
import { Tabs } from 'antd';
import { DetailState } from '@/components/content/detail-state';
import { PageBreadcrumb } from '@/components/content/page-breadcrumb';
import { LabelTag } from '@/components/label-tag/label-tag';
import { ProviderServiceCases } from '@/features/cases/components/provider-service-cases';
import { labelsOf } from '@/features/reference/api/dictionaries';
import { ProviderSolutions } from '@/features/solutions/components/catalogue/provider-solutions';
import { useProviderProfile } from '../api/providers';
import { type ProviderLabels, useProviderLabels } from '../hooks/use-provider-labels';
import { ProviderCapability } from './provider-capability';
import { ProviderLogo } from './provider-logo';

/** /empowerment/serviceProvider/detail: the provider's header and its three tabs (portal.md 2.3). */
export function ProviderDetail({ id }: { id: string }) {
  const query = useProviderProfile(id);
  const labels = useProviderLabels();
  return (
    <>
      <PageBreadcrumb />
      <DetailState id={id} query={query}>
        {(profile) => (
          <>
            <ProviderHeader profile={profile} labels={labels} />
            <div className="article provider-detail__tabs">
              <Tabs
                className="section-tabs"
                items={[
                  {
                    key: 'capability',
                    label: '服务能力',
                    children: <ProviderCapability profile={profile} labels={labels} />,
                  },
                  { key: 'solutions', label: '解决方案', children: <ProviderSolutions companyId={profile.id} /> },
                  { key: 'cases', label: '服务案例', children: <ProviderServiceCases companyId={profile.id} /> },
                ]}
              />
            </div>
          </>
        )}
      </DetailState>
    </>
  );
}

function ProviderHeader({ profile, labels }: { profile: ProviderProfile; labels: ProviderLabels }) {
  const types = labelsOf(profile.serviceProviderType, labels.providerType);
  return (
    <header className="provider-header">
      <ProviderLogo logo={profile.logo} name={profile.companyName} size={88} />
      <div className="provider-header__body">
        <h1 className="provider-header__name">{profile.companyName}</h1>
        <div className="provider-header__facts">
          {types.map((type) => (
            <LabelTag key={type} color="blue">
              {type}
            </LabelTag>
          ))}
          {profile.areaText ? (
            <span>
              <EnvironmentOutlined /> {profile.areaText}
            </span>
          ) : null}
          {profile.companyWebsite ? (
            <a href={profile.companyWebsite} target="_blank" rel="noopener noreferrer nofollow">
              <GlobalOutlined /> 企业官网
            </a>
          ) : null}
        </div>
      </div>
    </header>
  );
}
