/**
 * The public pages the server renders to HTML for a guest (issue 16): what anyone may read, with
 * the data in it. Pages behind sign-in, the assessment and the back office stay client-rendered.
 */
export const PUBLIC_PAGE_PATHS = [
  '/home',
  '/infoGovernment',
  '/infoGovernment/detail',
  '/konwledge',
  '/konwledge/detail',
  '/konwledge/standardDetail',
  '/case',
  '/case/detail',
  '/empowerment',
  '/empowerment/popularCourses',
  '/empowerment/popularCourses/detail',
  '/empowerment/serviceProvider',
  '/empowerment/serviceProvider/detail',
  '/empowerment/provider',
  '/empowerment/provider/detail',
  '/empowerment/severCase/detail',
  '/severcenter',
  '/severcenter/questionbank',
  '/operationGuide',
] as const;

/**
 * Every page path of the web app, as react-router patterns (`:name` one segment, `*` the rest).
 * The web router's tree is checked against this list, and the server answers other paths with
 * HTTP 404 (and the same index.html, whose router then shows the 404 page), so monitoring and
 * search engines see what a person sees.
 */
export const WEB_ROUTE_PATTERNS = [
  '/',
  '/login',
  '/auth-redirect',
  '/agreement/:kind',
  '/redirect/*',
  ...PUBLIC_PAGE_PATHS,
  '/severcenter/evaluation',
  '/severcenter/FiveOneSubject',
  '/severcenter/dcmmQuestionbank',
  '/severcenter/selfEvaDigitization',
  '/severcenter/evaluationResults',
  '/evaluationResultsCenter',
  '/evaluationReport/:id',
  '/verify/:code',
  '/dashboard',
  '/user',
  '/user/:page',
  '/bi/bidashboard/view',
  '/404',
  '/401',
  '/admin',
  '/admin/certifications',
  '/admin/certifications/:id',
  '/admin/solutions',
  '/admin/solutions/:id',
  '/admin/acceptances',
  '/admin/acceptances/:id',
  '/admin/insight',
  '/admin/assessments',
  '/admin/topic551',
  '/admin/topic551/enterprises',
  '/admin/companies',
  '/admin/users',
  '/admin/client-errors',
  '/admin/audit',
  '/admin/notices',
  '/admin/content/:kind',
  '/admin/content/:kind/new',
  '/admin/content/:kind/:id',
  '/admin/dictionaries',
  '/admin/agreements',
  '/admin/personal-info-requests',
  '/admin/bank-versions',
  '/admin/bank-versions/:version',
] as const;

const toRegExp = (pattern: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\/\*$/, '(?:/.*)?')
      .replace(/:[A-Za-z]+/g, '[^/]+')}/?$`,
  );
const MATCHERS = WEB_ROUTE_PATTERNS.map(toRegExp);

/** Is `pathname` (no query) one of the web app's pages? */
export const isWebRoute = (pathname: string): boolean => MATCHERS.some((matcher) => matcher.test(pathname));

/** The element of a server-rendered page that carries its hydration state (JSON). */
export const SSR_STATE_ELEMENT_ID = 'dtmm-ssr-state';
