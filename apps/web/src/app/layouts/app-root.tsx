import { Outlet } from 'react-router';
import { SessionKeeper } from '@/features/auth/components/session-keeper';

/** Above every page: the session keeper (user refresh, idle logout, where an ended session goes). */
export function AppRoot() {
  return (
    <>
      <SessionKeeper />
      <Outlet />
    </>
  );
}
