import { EnvironmentOutlined } from '@ant-design/icons';
import type { ProviderListItem } from '@dtmm/shared';
import { Link } from 'react-router';
import { LabelTag } from '@/components/label-tag/label-tag';
import { labelsOf } from '@/features/reference/api/dictionaries';
import type { ProviderLabels } from '../hooks/use-provider-labels';
import { ProviderLogo } from './provider-logo';

export const providerDetailHref = (id: string) => `/empowerment/serviceProvider/detail?id=${encodeURIComponent(id)}`;

interface ProviderCardProps {
  provider: ProviderListItem;
  labels: ProviderLabels;
}

/** Logo, name, service industry, company type, service scenario and provider category (portal.md 2.4). */
export function ProviderCard({ provider, labels }: ProviderCardProps) {
  const industries = labelsOf(provider.serviceIndustry, labels.industry);
  const scenarios = labelsOf(provider.serviceProviderCategory, labels.scenario);
  const providerTypes = labelsOf(provider.serviceProviderType, labels.providerType);
  const companyType = labelsOf(provider.companyType, labels.companyType).join('、');
  return (
    <Link className="tile provider-card" to={providerDetailHref(provider.id)}>
      <ProviderLogo logo={provider.logo} name={provider.companyName} />
      <div className="provider-card__body">
        <h3 className="provider-card__name" title={provider.companyName}>
          {provider.companyName}
        </h3>
        <div className="provider-card__tags">
          {providerTypes.map((type) => (
            <LabelTag key={type} color="blue">
              {type}
            </LabelTag>
          ))}
          {companyType ? <LabelTag>{companyType}</LabelTag> : null}
        </div>
        <dl className="provider-card__facts">
          <dt>服务行业</dt>
          <dd title={industries.join('、')}>{industries.join('、') || '—'}</dd>
          <dt>服务场景</dt>
          <dd title={scenarios.join('、')}>{scenarios.join('、') || '—'}</dd>
        </dl>
        {provider.areaText ? (
          <p className="provider-card__region">
            <EnvironmentOutlined /> {provider.areaText}
          </p>
        ) : null}
      </div>
    </Link>
  );
}
