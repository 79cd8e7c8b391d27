import './catalogue.css';
import type { SolutionItem } from '@dtmm/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DetailState } from '@/components/content/detail-state';
import { PageBreadcrumb } from '@/components/content/page-breadcrumb';
import { LabelTag } from '@/components/label-tag/label-tag';
import { fileIdsOf } from '@/features/files/api/file-info';
import { providerDetailHref } from '@/features/providers/components/provider-card';
import { useSolution } from '../../api/solutions-api';
import { useSolutionLabels } from '../../hooks/use-solution-labels';
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
  const labels = useSolutionLabels()(solution);
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
            <LabelTags label="应用场景" values={labels.scenarios} />
            <LabelTags label="应用行业" values={labels.industries} />
            <LabelTags label="服务区域" values={labels.areas} />
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

/** Dictionary names shown as tags. */
function LabelTags({ label, values }: { label: string; values: string[] }) {
  return (
    <Fact label={label} className="solution-detail__tags">
      {values.length > 0 ? values.map((value) => <LabelTag key={value}>{value}</LabelTag>) : null}
    </Fact>
  );
}
