import './catalogue.css';
import { ShopOutlined } from '@ant-design/icons';
import type { SolutionItem } from '@dtmm/shared';
import { Link } from 'react-router';
import { CoverImage } from '@/components/content/cover-image';
import { LabelTag } from '@/components/label-tag/label-tag';
import { fileIdsOf } from '@/features/files/api/file-info';
import { useSolutionLabels } from '../../hooks/use-solution-labels';
import { SOLUTION_PATHS } from '../../solution-links';

/** The first image, name, provider, scenarios, industries and a two-line overview of an approved solution. */
export function SolutionCard({ solution }: { solution: SolutionItem }) {
  const labels = useSolutionLabels()(solution);
  const { scenarios } = labels;
  const industries = labels.industries.join('、');
  const [cover] = fileIdsOf(solution.solutionImage);
  return (
    <Link className="tile solution-card" to={SOLUTION_PATHS.detail(solution.id)}>
      <div className="solution-card__cover">
        <CoverImage fileId={cover} alt={solution.solutionName} />
      </div>
      <div className="solution-card__body">
        <h3 className="solution-card__name" title={solution.solutionName}>
          {solution.solutionName}
        </h3>
        <p className="solution-card__provider" title={solution.serviceProviderName}>
          <ShopOutlined /> {solution.serviceProviderName}
        </p>
        <div className="solution-card__scenarios" title={scenarios.join('、')}>
          {scenarios.map((scenario) => (
            <LabelTag key={scenario} color="blue">
              {scenario}
            </LabelTag>
          ))}
        </div>
        <p className="solution-card__industries" title={industries}>
          应用行业：{industries || '—'}
        </p>
        <p className="solution-card__overview">{solution.solutionDescription}</p>
      </div>
    </Link>
  );
}
