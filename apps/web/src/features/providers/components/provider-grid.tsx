import './providers.css';
import type { ProviderListItem } from '@dtmm/shared';
import { ListEmpty } from '@/components/list/list-empty';
import { SkeletonLines, SkeletonSquare } from '@/components/placeholder/skeleton-lines';
import type { ProviderLabels } from '../hooks/use-provider-labels';
import { ProviderCard } from './provider-card';

interface ProviderGridProps {
  providers: readonly ProviderListItem[];
  labels: ProviderLabels;
  isLoading: boolean;
  /** Placeholders drawn while the first page loads, so the layout does not jump. */
  skeletonCount: number;
}

export function ProviderGrid({ providers, labels, isLoading, skeletonCount }: ProviderGridProps) {
  if (isLoading) {
    return (
      <div className="provider-grid" aria-busy="true">
        {Array.from({ length: skeletonCount }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={index} className="tile provider-card provider-card--skeleton">
            <SkeletonSquare size={72} />
            <SkeletonLines rows={2} hasTitle />
          </div>
        ))}
      </div>
    );
  }
  if (providers.length === 0) return <ListEmpty />;
  return (
    <div className="provider-grid">
      {providers.map((provider) => (
        <ProviderCard key={provider.id} provider={provider} labels={labels} />
      ))}
    </div>
  );
}
