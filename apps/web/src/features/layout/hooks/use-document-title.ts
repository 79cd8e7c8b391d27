import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { formatPageTitle, routeTitleOf } from '../page-title';

/** Keeps document.title on '<route title> - 欢迎使用<platform name>' (portal.md 2.1). */
export function useDocumentTitle(platformName: string): void {
  const routeTitle = routeTitleOf(useMatches());
  useEffect(() => {
    document.title = formatPageTitle(routeTitle, platformName);
  }, [routeTitle, platformName]);
}
