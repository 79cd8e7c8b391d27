import './content.css';
import { Breadcrumb } from 'antd';
import { Link, useMatches } from 'react-router';
import type { RouteHandle } from '@/features/layout/page-title';

interface Crumb {
  title: string;
  to: string;
}

const titleOf = (handle: unknown) => (handle as RouteHandle | undefined)?.title;

/** 首页 and then each matched route's title, from the section down to this page. */
export function useRouteCrumbs(): Crumb[] {
  const matches = useMatches();
  const crumbs: Crumb[] = [{ title: '首页', to: '/home' }];
  for (const match of matches) {
    const title = titleOf(match.handle);
    if (title && title !== crumbs.at(-1)?.title) crumbs.push({ title, to: match.pathname });
  }
  return crumbs;
}

interface PageBreadcrumbProps {
  /** Names the section crumb differently (a detail's parentsName: 新闻资讯 or 知识中心). */
  sectionLabel?: string;
}

/** Where this page sits, built from the route titles (portal.md 2.3); the last crumb is this page. */
export function PageBreadcrumb({ sectionLabel }: PageBreadcrumbProps) {
  const crumbs = useRouteCrumbs();
  const items = crumbs.map((crumb, index) => {
    const title = index === 1 && sectionLabel ? sectionLabel : crumb.title;
    return { key: crumb.to, title: index < crumbs.length - 1 ? <Link to={crumb.to}>{title}</Link> : title };
  });
  return <Breadcrumb className="page-breadcrumb" aria-label="当前位置" items={items} />;
}
