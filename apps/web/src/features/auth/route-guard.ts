import { loginPathFor } from './safe-redirect';

/**
 * Route guard of portal.md 2.2: where a navigation must go instead, or null to let it pass. A guest on
 * a signed-in page signs in first and comes back to it, query and all (issue 30; docs/decisions.md):
 * a link in a notice or an e-mail must not land on /home and lose its target.
 */

/** Open to everyone, token or not. */
const OPEN_PATHS = ['/login', '/auth-redirect'];
/** A guest reaching a path that contains one of these, or a result (a company's own), signs in first. */
const MEMBER_PATH_PARTS = ['/user', '/exchange/ask', '/qa/ask'];
const SIGNED_IN_PATHS = ['/evaluationResultsCenter'];
/** Assessment start pages send a guest to the service centre, where the assessments are introduced. */
const ASSESSMENT_START_PATHS = [
  '/severcenter/evaluation',
  '/severcenter/selfEvaDigitization',
  '/severcenter/FiveOneSubject',
  '/severcenter/dcmmQuestionbank',
];

const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** `search` is the address's query ('?paneName=…' or ''), kept in the way back after login. */
export function guardRedirect(pathname: string, hasToken: boolean, search = ''): string | null {
  if (hasToken) return isUnder(pathname, '/login') ? '/' : null;
  if (OPEN_PATHS.some((open) => isUnder(pathname, open))) return null;
  const isMemberPage =
    MEMBER_PATH_PARTS.some((part) => pathname.includes(part)) || SIGNED_IN_PATHS.some((p) => isUnder(pathname, p));
  if (isMemberPage) return loginPathFor(`${pathname}${search}`);
  if (ASSESSMENT_START_PATHS.some((start) => isUnder(pathname, start))) return '/severcenter';
  return null;
}
