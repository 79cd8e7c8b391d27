import { type LoaderFunctionArgs, replace } from 'react-router';
import { guardRedirect } from '@/features/auth/route-guard';
import { loginPathFor } from '@/features/auth/safe-redirect';
import { knowledgeTabOf } from '@/features/knowledge/knowledge-tabs';
import { hasToken } from '@/lib/token-storage';

/** Runs on every navigation (the root route always revalidates): portal.md 2.2. */
export function guardLoader({ request }: LoaderFunctionArgs) {
  const { pathname, search } = new URL(request.url);
  const target = guardRedirect(pathname, hasToken(), search);
  if (target) throw replace(target);
  return null;
}

/**
 * The printable report is for a signed-in person: a guest signs in first and comes back. Its print
 * mode (`?print=1`) passes: the server's PDF renderer opens it without a token and answers the
 * page's calls as the asker. The API decides who may read a report, not this guard.
 */
export function signedInLoader({ request }: LoaderFunctionArgs) {
  const { pathname, search, searchParams } = new URL(request.url);
  if (hasToken() || searchParams.get('print') === '1') return null;
  throw replace(loginPathFor(`${pathname}${search}`));
}

/** /redirect/<path>?<query> replaces the location with /<path>?<query> (portal.md 2.1). */
export function redirectLoader({ params, request }: LoaderFunctionArgs) {
  const path = params['*'] ?? '';
  throw replace(`/${path.replace(/^\/+/, '')}${new URL(request.url).search}`);
}

/** /konwledge with an unknown `type` opens the first tab (portal.md 2.3), on the server too. */
export function knowledgeTabLoader({ request }: LoaderFunctionArgs) {
  if (knowledgeTabOf(new URL(request.url).searchParams.get('type')) === 'unknown') throw replace('/konwledge?type=1');
  return null;
}

export const toHome = () => replace('/home');
export const toCompanyInfo = () => replace('/user/companyinfo');

/** Unknown paths go to /404, after the guard has had its say (a guest on /user/x signs in first). */
export function notFoundLoader(args: LoaderFunctionArgs) {
  guardLoader(args);
  throw replace('/404');
}

/** Routes that only redirect render nothing (and say so, so the router does not warn). */
export const Nothing = () => null;
