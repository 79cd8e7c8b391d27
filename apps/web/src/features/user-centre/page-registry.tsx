import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { DefaultPage } from './components/default-page';

type Page = LazyExoticComponent<ComponentType> | ComponentType;

/** The user-centre pages by the menu's `component` (e.g. 'user/userInfo'); each its own chunk. */
const PAGES: Record<string, Page> = {
  'user/companyinfo': lazy(async () => ({
    default: (await import('@/features/certification/components/company-info-page')).CompanyInfoPage,
  })),
  'user/severAuthentication': lazy(async () => ({
    default: (await import('@/features/certification/components/provider-certification-page'))
      .ProviderCertificationPage,
  })),
  'user/members': lazy(async () => ({
    default: (await import('@/features/members/components/members-page')).MembersPage,
  })),
  'user/solution': lazy(async () => ({
    default: (await import('@/features/solutions/components/manage/own-solutions-page')).OwnSolutionsPage,
  })),
  'user/solutionForm': lazy(async () => ({
    default: (await import('@/features/solutions/components/manage/solution-form-page')).SolutionFormPage,
  })),
  'user/patent': lazy(async () => ({
    default: (await import('./property/company-patents-page')).CompanyPatentsPage,
  })),
  'user/myproperty': lazy(async () => ({
    default: (await import('./property/my-property-page')).MyPropertyPage,
  })),
  'user/serviceManagement': lazy(async () => ({
    default: (await import('@/features/service-management/components/service-management-page')).ServiceManagementPage,
  })),
  'user/formalAssessmentForm': lazy(async () => ({
    default: (await import('@/features/formal-assessment/components/formal-assessment-form-page'))
      .FormalAssessmentFormPage,
  })),
  'user/digitalization': lazy(async () => ({
    default: (await import('@/features/assessment/pages/assessment-list-page')).AssessmentListPage,
  })),
  'user/userInfo': lazy(async () => ({ default: (await import('./pages/user-info-page')).UserInfoPage })),
  'user/message': lazy(async () => ({ default: (await import('./pages/message-page')).MessagePage })),
  'user/userCalendar': lazy(async () => ({
    default: (await import('./calendar/user-calendar-page')).UserCalendarPage,
  })),
  'user/resetPassword': lazy(async () => ({
    default: (await import('./pages/reset-password-page')).ResetPasswordPage,
  })),
};

/** The page a menu component names; anything not (yet) built falls back to the default page. */
export function resolveCentrePage(component: string): Page {
  const key = component.replace(/^\/+/, '');
  return (Object.hasOwn(PAGES, key) ? PAGES[key] : undefined) ?? DefaultPage;
}
