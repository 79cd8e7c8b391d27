import './standards.css';
import { ListEmpty } from '@/components/list/list-empty';
import { SkeletonLines } from '@/components/placeholder/skeleton-lines';
import { useStandardPage } from '../api/standards';
import { StandardItems } from './standard-items';

/** How many standards the home page lists (portal.md 9). */
const HOME_STANDARDS = { page: 1, limit: 5 };

/** The newest five standards, for the home page's knowledge section. */
export function HomeStandards() {
  const { data, isLoading } = useStandardPage(HOME_STANDARDS);
  if (isLoading) return <SkeletonLines rows={7} />;
  if (!data?.list.length) return <ListEmpty />;
  return <StandardItems items={data.list} isCompact />;
}
