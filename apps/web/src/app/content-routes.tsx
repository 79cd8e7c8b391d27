import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/features/layout/page-title';
import { knowledgeTabLoader } from './route-loaders';

const titled = (title: string): RouteHandle => ({ title });
/** A page drawn without antd (see RouteHandle.isPlain). */
const plain: RouteHandle = { isPlain: true };

/**
 * The public content sections (portal.md 2.3): news, knowledge centre, cases and the empowerment
 * centre. Each section is a titled parent whose children are its list and details, so the page title
 * and a detail's breadcrumb (首页 > section > page) come from the route titles. Every page is its own chunk.
 */
export function contentRoutes(): RouteObject[] {
  return [
    {
      path: 'infoGovernment',
      handle: titled('新闻资讯'),
      children: [
        {
          index: true,
          handle: plain,
          lazy: async () => ({ Component: (await import('./routes/info-government-page')).InfoGovernmentPage }),
        },
        { path: 'detail', handle: titled('资讯详情'), lazy: newsDetail },
      ],
    },
    {
      path: 'konwledge',
      handle: titled('知识中心'),
      children: [
        {
          index: true,
          loader: knowledgeTabLoader,
          lazy: async () => ({ Component: (await import('./routes/knowledge-page')).KnowledgePage }),
        },
        { path: 'detail', handle: titled('知识详情'), lazy: newsDetail },
        {
          path: 'standardDetail',
          handle: titled('标准详情'),
          lazy: async () => ({ Component: (await import('./routes/standard-detail-page')).StandardDetailPage }),
        },
      ],
    },
    {
      path: 'case',
      handle: titled('转型案例'),
      children: [
        {
          index: true,
          handle: plain,
          lazy: async () => ({ Component: (await import('./routes/case-list-page')).CaseListPage }),
        },
        { path: 'detail', handle: titled('案例详情'), lazy: caseDetail },
      ],
    },
    { path: 'empowerment', handle: titled('赋能中心'), children: empowermentRoutes() },
  ];
}

/** /empowerment and its pages: courses, partner providers, the solution catalogue, service cases. */
function empowermentRoutes(): RouteObject[] {
  return [
    { index: true, lazy: async () => ({ Component: (await import('./routes/empowerment-page')).EmpowermentPage }) },
    {
      path: 'popularCourses',
      handle: titled('热门课程'),
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./routes/course-list-page')).CourseListPage }) },
        {
          path: 'detail',
          handle: titled('课程详情'),
          lazy: async () => ({ Component: (await import('./routes/course-detail-page')).CourseDetailPage }),
        },
      ],
    },
    {
      path: 'serviceProvider',
      handle: titled('合作服务商'),
      children: [
        {
          index: true,
          handle: plain,
          lazy: async () => ({ Component: (await import('./routes/provider-list-page')).ProviderListPage }),
        },
        {
          path: 'detail',
          handle: titled('服务商详情'),
          lazy: async () => ({ Component: (await import('./routes/provider-detail-page')).ProviderDetailPage }),
        },
      ],
    },
    {
      path: 'provider',
      handle: titled('解决方案'),
      children: [
        {
          index: true,
          handle: plain,
          lazy: async () => ({ Component: (await import('./routes/solution-list-page')).SolutionListPage }),
        },
        {
          path: 'detail',
          handle: titled('方案详情'),
          lazy: async () => ({ Component: (await import('./routes/solution-detail-page')).SolutionDetailPage }),
        },
      ],
    },
    { path: 'severCase/detail', handle: titled('服务案例详情'), lazy: caseDetail },
  ];
}

const newsDetail = async () => ({ Component: (await import('./routes/news-detail-page')).NewsDetailPage });
const caseDetail = async () => ({ Component: (await import('./routes/case-detail-page')).CaseDetailPage });
