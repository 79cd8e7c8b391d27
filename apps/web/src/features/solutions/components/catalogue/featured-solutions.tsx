import { useSolutionCatalogue } from '../../api/solutions-api';
import { SolutionGrid } from './solution-grid';

/** The home and empowerment pages show the first page of four (portal.md 9). */
const FEATURED_COUNT = 4;
export const NO_SOLUTIONS = '暂无解决方案';

/** The first approved solutions of the catalogue, for the home and empowerment pages. */
export function FeaturedSolutions({ isCompact = false }: { isCompact?: boolean }) {
  const { data, isLoading } = useSolutionCatalogue({ page: 1, limit: FEATURED_COUNT });
  return (
    <SolutionGrid
      solutions={data?.list ?? []}
      isLoading={isLoading}
      skeletonCount={FEATURED_COUNT}
      empty={NO_SOLUTIONS}
      isCompact={isCompact}
    />
  );
}
