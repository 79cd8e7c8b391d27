import { useMatches } from 'react-router';
import type { RouteHandle } from '../page-title';

/** Whether the current page renders without antd's scope (see RouteHandle.isPlain). */
export function useIsPlainPage(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.isPlain === true);
}
