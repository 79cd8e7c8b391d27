import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { adminGuardLoader } from '@/features/admin/layout/admin-guard';
import { RouteProgressFallback } from '@/features/layout/components/route-progress';
import type { RouteHandle } from '@/features/layout/page-title';
import { assessmentRoutes } from './assessment-routes';
import { contentRoutes } from './content-routes';
import { AppRoot } from './layouts/app-root';
import { PortalLayout } from './layouts/portal-layout';
import {
  guardLoader,
  Nothing,
  notFoundLoader,
  redirectLoader,
  signedInLoader,
  toCompanyInfo,
  toHome,
} from './route-loaders';
import { RouteErrorPage } from './routes/route-error-page';

const titled = (title: string): RouteHandle => ({ title });

/** Every page is its own chunk, loaded when first visited. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppRoot,
    children: [
      { path: '/redirect/*', loader: redirectLoader, Component: Nothing, HydrateFallback: RouteProgressFallback },
      {
        path: '/auth-redirect',
        handle: titled('授权登录'),
        HydrateFallback: RouteProgressFallback,
        lazy: async () => ({ Component: (await import('./routes/auth-redirect-page')).AuthRedirectPage }),
      },
      {
        // Its own full-screen page, outside the portal frame; the guard sends a logged-in user to /.
        path: '/login',
        handle: titled('登录'),
        loader: guardLoader,
        shouldRevalidate: () => true,
        HydrateFallback: RouteProgressFallback,
        ErrorBoundary: RouteErrorPage,
        lazy: async () => ({ Component: (await import('./routes/login-page')).LoginPage }),
      },
      {
        // The printable report: no portal frame, because it is printed and the server renders it to PDF.
        path: '/evaluationReport/:id',
        handle: titled('企业数字化转型评估报告'),
        loader: signedInLoader,
        shouldRevalidate: () => true,
        HydrateFallback: RouteProgressFallback,
        ErrorBoundary: RouteErrorPage,
        lazy: async () => ({ Component: (await import('@/features/assessment/pages/report-page')).ReportPage }),
      },
      {
        id: 'portal',
        path: '/',
        Component: PortalLayout,
        loader: guardLoader,
        // The guard decides on every navigation, not only when the root first loads.
        shouldRevalidate: () => true,
        HydrateFallback: RouteProgressFallback,
        ErrorBoundary: RouteErrorPage,
        children: [{ ErrorBoundary: RouteErrorPage, children: pages() }],
      },
      {
        // The operators' back office: its own layout, outside the portal; its guard runs on every navigation.
        id: 'admin',
        path: '/admin',
        handle: titled('运营管理后台'),
        loader: adminGuardLoader,
        shouldRevalidate: () => true,
        HydrateFallback: RouteProgressFallback,
        ErrorBoundary: RouteErrorPage,
        lazy: async () => ({
          Component: (await import('@/features/admin/layout/components/admin-layout')).AdminLayout,
        }),
        children: [{ ErrorBoundary: RouteErrorPage, children: adminPages() }],
      },
    ],
  },
];

/** The back office's pages, each its own chunk. */
function adminPages(): RouteObject[] {
  return [
    {
      index: true,
      handle: titled('工作台'),
      lazy: async () => ({
        Component: (await import('@/features/admin/dashboard/components/dashboard-page')).DashboardPage,
      }),
    },
    {
      path: 'certifications',
      handle: titled('认证审核'),
      lazy: async () => ({
        Component: (await import('@/features/admin/certifications/components/certification-queue-page'))
          .CertificationQueuePage,
      }),
    },
    {
      path: 'certifications/:id',
      handle: titled('认证申请详情'),
      lazy: async () => ({
        Component: (await import('@/features/admin/certifications/components/certification-review-page'))
          .CertificationReviewPage,
      }),
    },
    {
      path: 'solutions',
      handle: titled('方案审核'),
      lazy: async () => ({
        Component: (await import('@/features/admin/solutions/components/solution-queue-page')).SolutionQueuePage,
      }),
    },
    {
      path: 'solutions/:id',
      handle: titled('解决方案审核详情'),
      lazy: async () => ({
        Component: (await import('@/features/admin/solutions/components/solution-review-page')).SolutionReviewPage,
      }),
    },
    {
      path: 'acceptances',
      handle: titled('正式评估受理'),
      lazy: async () => ({
        Component: (await import('@/features/admin/acceptances/components/acceptance-queue-page')).AcceptanceQueuePage,
      }),
    },
    {
      path: 'acceptances/:id',
      handle: titled('正式评估申请详情'),
      lazy: async () => ({
        Component: (await import('@/features/admin/acceptances/components/acceptance-review-page'))
          .AcceptanceReviewPage,
      }),
    },
    {
      path: 'insight',
      handle: titled('省级数据看板'),
      lazy: async () => ({
        Component: (await import('@/features/insight/pages/admin-insight-page')).AdminInsightPage,
      }),
    },
    {
      path: 'topic551',
      handle: titled('551专题进度'),
      lazy: async () => ({
        Component: (await import('@/features/admin/topic-551/components/topic551-progress-page')).Topic551ProgressPage,
      }),
    },
    {
      path: 'topic551/enterprises',
      handle: titled('551服务企业'),
      lazy: async () => ({
        Component: (await import('@/features/admin/topic-551/components/served-enterprise-list-page'))
          .ServedEnterpriseListPage,
      }),
    },
    {
      path: 'assessments',
      handle: titled('评估记录'),
      lazy: async () => ({
        Component: (await import('@/features/admin/assessments/components/assessment-list-page')).AssessmentListPage,
      }),
    },
    {
      path: 'companies',
      handle: titled('企业管理'),
      lazy: async () => ({
        Component: (await import('@/features/admin/companies/components/company-list-page')).CompanyListPage,
      }),
    },
    {
      path: 'users',
      handle: titled('用户管理'),
      lazy: async () => ({
        Component: (await import('@/features/admin/users/components/user-list-page')).UserListPage,
      }),
    },
    {
      path: 'notices',
      handle: titled('站内通知管理'),
      lazy: async () => ({
        Component: (await import('@/features/admin/notices/components/notice-list-page')).NoticeListPage,
      }),
    },
    {
      path: 'content/:kind',
      handle: titled('内容管理'),
      lazy: async () => ({
        Component: (await import('@/features/admin/content/components/content-list-page')).ContentListPage,
      }),
    },
    ...['content/:kind/new', 'content/:kind/:id'].map((path) => ({
      path,
      handle: titled('内容编辑'),
      lazy: async () => ({
        Component: (await import('@/features/admin/content/components/content-editor-page')).ContentEditorPage,
      }),
    })),
    {
      path: 'audit',
      handle: titled('审计日志'),
      lazy: async () => ({
        Component: (await import('@/features/admin/audit/components/audit-list-page')).AuditListPage,
      }),
    },
    {
      path: 'client-errors',
      handle: titled('前端错误'),
      lazy: async () => ({
        Component: (await import('@/features/admin/client-errors/components/client-error-list-page'))
          .ClientErrorListPage,
      }),
    },
    {
      path: 'agreements',
      handle: titled('协议管理'),
      lazy: async () => ({
        Component: (await import('@/features/admin/agreements/components/agreement-list-page')).AgreementListPage,
      }),
    },
    {
      path: 'personal-info-requests',
      handle: titled('个人信息请求'),
      lazy: async () => ({
        Component: (await import('@/features/admin/personal-info/components/personal-info-request-list-page'))
          .PersonalInfoRequestListPage,
      }),
    },
    {
      path: 'dictionaries',
      handle: titled('字典管理'),
      lazy: async () => ({
        Component: (await import('@/features/admin/dictionaries/components/dictionary-page')).DictionaryPage,
      }),
    },
    {
      path: 'bank-versions',
      handle: titled('题库与模型版本'),
      lazy: async () => ({
        Component: (await import('@/features/admin/bank-versions/components/bank-version-list-page'))
          .BankVersionListPage,
      }),
    },
    {
      path: 'bank-versions/:version',
      handle: titled('题库版本详情'),
      lazy: async () => ({
        Component: (await import('@/features/admin/bank-versions/components/bank-version-page')).BankVersionPage,
      }),
    },
    { path: '*', loader: notFoundLoader, Component: Nothing },
  ];
}

/** The pages inside the portal layout; a failing page keeps the header and footer. */
function pages(): RouteObject[] {
  return [
    { index: true, loader: toHome, Component: Nothing },
    {
      path: 'home',
      handle: { title: '首页', isPlain: true } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/home-page')).HomePage }),
    },
    ...contentRoutes(),
    ...assessmentRoutes(),
    {
      path: 'operationGuide',
      handle: titled('操作指南'),
      lazy: async () => ({ Component: (await import('./routes/operation-guide-page')).OperationGuidePage }),
    },
    {
      path: 'dashboard',
      handle: titled('工作台'),
      lazy: async () => ({ Component: (await import('./routes/dashboard-page')).DashboardPage }),
    },
    {
      // 用户协议 and 隐私政策, linked from the footer and the login and registration forms.
      path: 'agreement/:kind',
      handle: titled('用户协议与隐私政策'),
      lazy: async () => ({
        Component: (await import('@/features/agreements/components/agreement-page')).AgreementPage,
      }),
    },
    {
      path: 'user',
      handle: titled('用户中心'),
      lazy: async () => ({
        Component: (await import('@/features/user-centre/components/user-centre-layout')).UserCentreLayout,
      }),
      children: [
        { index: true, loader: toCompanyInfo, Component: Nothing },
        {
          path: ':page',
          lazy: async () => ({ Component: (await import('@/features/user-centre/components/centre-page')).CentrePage }),
        },
      ],
    },
    {
      // portal.md 2.6: the data dashboard, a personal page of the user centre outside /user.
      path: 'bi/bidashboard/view',
      handle: titled('数据看板'),
      loader: signedInLoader,
      lazy: async () => ({
        Component: (await import('@/features/user-centre/components/user-centre-layout')).UserCentreLayout,
      }),
      children: [
        {
          index: true,
          lazy: async () => ({
            Component: (await import('@/features/insight/pages/centre-insight-page')).CentreInsightPage,
          }),
        },
      ],
    },
    {
      path: '404',
      handle: titled('页面不存在'),
      lazy: async () => ({ Component: (await import('./routes/not-found-page')).NotFoundPage }),
    },
    {
      path: '401',
      handle: titled('无权限'),
      lazy: async () => ({ Component: (await import('./routes/no-access-page')).NoAccessPage }),
    },
    { path: '*', loader: notFoundLoader, Component: Nothing },
  ];
}

export const createAppRouter = (hydrationData?: HydrationState) => createBrowserRouter(routes, { hydrationData });
