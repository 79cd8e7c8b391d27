import { Outlet, useMatches } from 'react-router';
import { ConsentGate } from '@/features/agreements/components/consent-gate';
import { SessionKeeper } from '@/features/auth/components/session-keeper';
import { LazyAntdScope } from '../lazy-antd-scope';

/**
 * Above every page: the session keeper (user refresh, idle logout, where an ended session goes) and
 * the consent dialog of a person who has yet to accept the current agreements.
 * The portal decides page by page where antd's scope goes; every other layout uses antd throughout.
 */
export function AppRoot() {
  const isPortal = useMatches().some((match) => match.id === 'portal');
  return (
    <>
      <SessionKeeper />
      <ConsentGate />
      {isPortal ? (
        <Outlet />
      ) : (
        <LazyAntdScope>
          <Outlet />
        </LazyAntdScope>
      )}
    </>
  );
}
