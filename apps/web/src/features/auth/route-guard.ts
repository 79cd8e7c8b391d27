/** Route guard of portal.md 2.2: where a navigation must go instead, or null to let it pass. */

/** Open to everyone, token or not. */
const OPEN_PATHS = ['/login', '/auth-redirect'];
/** A guest reaching a path that contains one of these is sent home. */
const MEMBER_PATH_PARTS = ['/user', '/exchange/ask', '/qa/ask'];
/** Assessment start pages, and a result (which is a company's own), send a guest to the service centre instead. */
const ASSESSMENT_START_PATHS = [
  '/severcenter/evaluation',
  '/severcenter/selfEvaDigitization',
  '/severcenter/FiveOneSubject',
  '/severcenter/dcmmQuestionbank',
  '/evaluationResultsCenter',
];

const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

export function guardRedirect(pathname: string, hasToken: boolean): string | null {
  if (hasToken) return isUnder(pathname, '/login') ? '/' : null;
  if (OPEN_PATHS.some((open) => isUnder(pathname, open))) return null;
  if (MEMBER_PATH_PARTS.some((part) => pathname.includes(part))) return '/home';
  if (ASSESSMENT_START_PATHS.some((start) => isUnder(pathname, start))) return '/severcenter';
  return null;
}
