import { WEB_ROUTE_PATTERNS } from '@dtmm/shared';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenStorage } from '@/lib/token-storage';
import { routes } from './router';

/** Where the router settles for an address (loaders and redirects run, nothing renders). */
async function settle(entry: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized && router.state.navigation.state === 'idle') return resolve();
    const stop = router.subscribe((state) => {
      if (state.initialized && state.navigation.state === 'idle') {
        stop();
        resolve();
      }
    });
  });
  const { pathname, search } = router.state.location;
  router.dispose();
  return `${pathname}${search}`;
}

afterEach(() => tokenStorage.clear());

/** Every page pattern of the router tree, as full paths (catch-all 404 routes left out). */
function patternsOf(tree: RouteObject[], base = ''): string[] {
  return tree.flatMap((route) => {
    if (route.path === '*') return [];
    const own =
      route.path === undefined
        ? base
        : route.path.startsWith('/')
          ? route.path
          : `${base.replace(/\/$/, '')}/${route.path}`;
    const here = route.path !== undefined || route.index ? [own || '/'] : [];
    return [...here, ...patternsOf(route.children ?? [], own)];
  });
}

it('has exactly the pages the server knows (WEB_ROUTE_PATTERNS), so other paths answer HTTP 404', () => {
  expect([...new Set(patternsOf(routes))].sort()).toEqual([...WEB_ROUTE_PATTERNS].sort());
});

describe('routes', () => {
  it('sends / to /home', async () => {
    expect(await settle('/')).toBe('/home');
  });

  it('sends unknown paths to /404', async () => {
    expect(await settle('/no/such/page')).toBe('/404');
    expect(await settle('/case/no-such-page?id=1')).toBe('/404');
  });

  it('guards member paths before the 404 (a guest signs in first)', async () => {
    expect(await settle('/user/companyinfo')).toBe('/login?redirect=%2Fuser%2Fcompanyinfo');
    expect(await settle('/qa/ask')).toBe('/login?redirect=%2Fqa%2Fask');
  });

  it('opens the user centre at /user/companyinfo for a signed-in user', async () => {
    tokenStorage.set('token');
    expect(await settle('/user')).toBe('/user/companyinfo');
    expect(await settle('/user/userInfo')).toBe('/user/userInfo');
  });

  it('sends a signed-in user away from /login', async () => {
    tokenStorage.set('token');
    expect(await settle('/login')).toBe('/home');
  });

  it('opens /login to a guest, registration included', async () => {
    expect(await settle('/login')).toBe('/login');
    expect(await settle('/login?type=register&redirect=%2Fsevercenter')).toBe(
      '/login?type=register&redirect=%2Fsevercenter',
    );
  });

  it('sends a guest from the printable report to /login and back, but lets the PDF renderer’s print mode in', async () => {
    expect(await settle('/evaluationReport/42')).toBe('/login?redirect=%2FevaluationReport%2F42');
    expect(await settle('/evaluationReport/42?print=1')).toBe('/evaluationReport/42?print=1');
    tokenStorage.set('token');
    expect(await settle('/evaluationReport/42?autoprint=1')).toBe('/evaluationReport/42?autoprint=1');
  });

  it('replaces /redirect/<path> with the path, keeping the query', async () => {
    expect(await settle('/redirect/severcenter?from=menu')).toBe('/severcenter?from=menu');
  });

  it('keeps public pages where they are', async () => {
    for (const path of [
      '/home',
      '/empowerment/serviceProvider?page=2',
      '/empowerment/serviceProvider/detail?id=1',
      '/infoGovernment?type=%E8%A1%8C%E4%B8%9A%E8%B5%84%E8%AE%AF',
      '/konwledge/standardDetail?id=3',
      '/case?type=%E5%85%B8%E5%9E%8B%E6%A1%88%E4%BE%8B&page=2',
      '/empowerment/severCase/detail?id=4&caseType=%E5%85%B8%E5%9E%8B%E6%A1%88%E4%BE%8B',
      '/severcenter',
      '/401',
      '/dashboard',
    ]) {
      expect(await settle(path)).toBe(path);
    }
  });
});
