import { useProviderSolutions } from '../../api/solutions-api';
import { NO_SOLUTIONS } from './featured-solutions';
import { SolutionGrid } from './solution-grid';

/** A provider's approved solutions (its detail's 解决方案 tab); the server knows a provider by its company id. */
export function ProviderSolutions({ companyId }: { companyId: string }) {
  const { data, isLoading } = useProviderSolutions(companyId);
  return <SolutionGrid solutions={data ?? []} isLoading={isLoading} skeletonCount={2} empty={NO_SOLUTIONS} />;
}
