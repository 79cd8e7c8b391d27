import type { ProviderProfile } from '@dtmm/shared';
import { LabelTag } from '@/components/label-tag/label-tag';
import { labelsOf } from '@/features/reference/api/dictionaries';
import type { ProviderLabels } from '../hooks/use-provider-labels';

function TextSection({ title, text }: { title: string; text: string | null }) {
  return (
    <section className="article__section provider-capability__section">
      <h2 className="article__section-title">{title}</h2>
      <p className="provider-capability__text">{text?.trim() || '暂无内容'}</p>
    </section>
  );
}

function TagSection({ title, values }: { title: string; values: string[] }) {
  return (
    <section className="article__section provider-capability__section">
      <h2 className="article__section-title">{title}</h2>
      <div className="provider-capability__tags">
        {values.length > 0 ? values.map((value) => <LabelTag key={value}>{value}</LabelTag>) : '暂无内容'}
      </div>
    </section>
  );
}

/** 服务能力: introduction, industry advantage, core products and services, and the scenarios and industries served. */
export function ProviderCapability({ profile, labels }: { profile: ProviderProfile; labels: ProviderLabels }) {
  return (
    <div className="provider-capability">
      <TextSection title="服务商介绍" text={profile.serviceProviderIntroduction} />
      <TextSection title="行业优势" text={profile.industryAdvantage} />
      <TextSection title="核心产品及服务" text={profile.coreProductService} />
      <TagSection title="服务场景" values={labelsOf(profile.serviceProviderCategory, labels.scenario)} />
      <TagSection title="服务行业" values={labelsOf(profile.serviceIndustry, labels.industry)} />
    </div>
  );
}
