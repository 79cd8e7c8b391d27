import { useProviderPage } from '../api/providers';
import { useProviderLabels } from '../hooks/use-provider-labels';
import { ProviderGrid } from './provider-grid';

/** How many providers the home page shows. */
const FEATURED_COUNT = 4;
const FEATURED_QUERY = { page: 1, limit: FEATURED_COUNT };

/** The first certified providers, for the home page's 合作服务商 section. */
export function FeaturedProviders() {
  const { data, isLoading } = useProviderPage(FEATURED_QUERY);
  const labels = useProviderLabels({ withRegions: false });
  return (
    <ProviderGrid providers={data?.list ?? []} labels={labels} isLoading={isLoading} skeletonCount={FEATURED_COUNT} />
  );
}
