import { errorEnvelope, menusAnswer, messages, permissionsAnswer, ResultCode, userInfoAnswer } from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { findConsentGaps } from '../agreements/agreements.repository';
import { toSessionUser } from './login.repository';
import { menusFor, permissionsFor } from './menus';

/**
 * portal.md 4.3: a userinfo answer with code 500 makes the web client log out. A missing, forged
 * or dead session therefore answers HTTP 401 with business code 500; an expired access token
 * keeps 200004 so the client refreshes first.
 */
const logoutSignal = () => new AppError(ResultCode.serverError, messages.auth.sessionGone, 401);

function asLogoutSignal(error: unknown): never {
  if (error instanceof AppError && error.code === ResultCode.unauthorized) throw logoutSignal();
  throw error;
}

/** Who is logged in, and their user-centre menus and permissions (portal.md 2.6, 7.1). */
export const userCentreRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/api/dtmm/auth/userinfo',
    { schema: { tags: ['auth'], summary: '当前用户', response: { 200: userInfoAnswer, 401: errorEnvelope } } },
    async (request) => {
      const principal = await request.principal().catch(asLogoutSignal);
      if (!principal) throw logoutSignal();
      // A pending session names what to accept, so a reloaded page asks again.
      const consentRequired = principal.consentPending ? await findConsentGaps(ctx.db, principal.userId) : [];
      return ok(toSessionUser(principal, consentRequired));
    },
  );

  app.get(
    '/plat/system/resource/getMenus',
    { schema: { tags: ['auth'], summary: '用户中心菜单树', response: { 200: menusAnswer } } },
    async (request) => ok(menusFor(await requireUser(request))),
  );

  app.get(
    '/plat/system/resource/getPermissions',
    { schema: { tags: ['auth'], summary: '当前用户的权限', response: { 200: permissionsAnswer } } },
    async (request) => ok(permissionsFor(await requireUser(request))),
  );
};
