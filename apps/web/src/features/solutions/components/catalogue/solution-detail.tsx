import './catalogue.css';
import type { DictionaryCode, SolutionItem } from '@dtmm/shared';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DetailState } from '@/components/content/detail-state';
import { PageBreadcrumb } from '@/components/content/page-breadcrumb';
import { fileIdsOf } from '@/features/files/api/file-info';
import { providerDetailHref } from '@/features/providers/components/provider-card';
import { labelsOf, useDictionaryLabels } from '@/features/reference/api/dictionaries';
import { useSolution } from '../../api/solutions-api';
import { SolutionGallery } from './solution-gallery';
import { SolutionSections } from './solution-sections';

/** /empowerment/provider/detail: an approved solution; anything else is 404 from the server (docs/solutions.md). */
export function SolutionDetail({ id }: { id: string }) {
  const query = useSolution(id);
  return (
    <>
      <PageBreadcrumb />
      <DetailState id={id} query={query}>
        {(solution) => <SolutionArticle solution={solution} />}
      </DetailState>
    </>
  );
}

function SolutionArticle({ solution }: { solution: SolutionItem }) {
  return (
    <article className="article">
      <div className="solution-detail__head">
        <SolutionGallery imageIds={fileIdsOf(solution.solutionImage)} name={solution.solutionName} />
        <div className="solution-detail__summary">
          <h1 className="article__title">{solution.solutionName}</h1>
          <dl className="solution-detail__facts">
            {/* The provider's page is addressed by its company id. */}
            <Fact label="服务商">
              <Link to={providerDetailHref(solution.companyId)}>{solution.serviceProviderName}</Link>
            </Fact>
            <Fact label="联系人">{solution.contactPerson}</Fact>
            <Fact label="联系电话">
              {solution.contactPhone ? <a href={`tel:${solution.contactPhone}`}>{solution.contactPhone}</a> : null}
            </Fact>
            <DictionaryTags label="应用场景" code="company.service.category" joined={solution.serviceCategory} />
            <DictionaryTags label="应用行业" code="service.serviceTarget" joined={solution.serviceTarget} />
            <DictionaryTags label="服务区域" code="service.serviceArea" joined={solution.serviceArea} />
          </dl>
        </div>
      </div>
      <SolutionSections solution={solution} />
    </article>
  );
}

function Fact({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={className}>{children || '—'}</dd>
    </div>
  );
}

/** Stored values shown as tags with their dictionary labels. */
function DictionaryTags({ label, code, joined }: { label: string; code: DictionaryCode; joined: string }) {
  const values = labelsOf(joined, useDictionaryLabels(code));
  return (
    <Fact label={label} className="solution-detail__tags">
      {values.length > 0 ? values.map((value) => <Tag key={value}>{value}</Tag>) : null}
    </Fact>
  );
}
