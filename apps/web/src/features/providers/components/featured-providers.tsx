import { useProviderPage } from '../api/providers';
import { useProviderLabels } from '../hooks/use-provider-labels';
import { ProviderGrid } from './provider-grid';

/** How many providers the home and empowerment pages show. */
const FEATURED_COUNT = 4;

/** The first certified providers (of one provider type, when given), for the home and empowerment pages. */
export function FeaturedProviders({ providerType }: { providerType?: string }) {
  const { data, isLoading } = useProviderPage({ page: 1, limit: FEATURED_COUNT, serviceProviderType: providerType });
  const labels = useProviderLabels();
  return (
    <ProviderGrid providers={data?.list ?? []} labels={labels} isLoading={isLoading} skeletonCount={FEATURED_COUNT} />
  );
}
