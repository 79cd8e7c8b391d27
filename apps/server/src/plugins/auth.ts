import {
  type AdminArea,
  agreementMessages,
  mayUseArea,
  messages,
  OPERATOR_ROLE_MESSAGES,
  ResultCode,
  rolesOfArea,
} from '@dtmm/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { AccessClaims, AccessTokens } from '../modules/auth/access-token';
import { loadPrincipal, type Principal } from '../modules/auth/principal';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolves who asks from the access token (cached per request); null for anonymous. */
    principal(): Promise<Principal | null>;
    /**
     * The access token's verified claims (cached per request), null for anonymous; an expired or
     * forged token throws as principal() does. They say nothing of the session: whoever acts on
     * them checks it in the same statement (liveSession), as the assessment's save does.
     */
    tokenClaims(): Promise<AccessClaims | null>;
  }
  interface FastifyContextConfig {
    /**
     * File downloads (GET/HEAD) may carry the token as the `access_token` cookie or query parameter
     * (portal.md 6): an <img> or a link cannot send a header. Nowhere else does a cookie count, so a
     * request another site makes the browser send carries no credential (issue 11, finding 2).
     */
    acceptsQueryToken?: boolean;
    /**
     * Answers a session whose person has not yet agreed to the current 用户协议 and 隐私政策: the
     * consent itself and the person's own rights (a copy of their data, closing the account). Every
     * other route that needs a signed-in person answers 403 consentRequired until they agree.
     */
    beforeConsent?: boolean;
  }
}

const TOKEN_NAME = 'access_token';

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/**
 * The access token of a request: the header; on file downloads also the cookie, then the query.
 * A caller that knows the route's `acceptsQueryToken` passes it (the public cache's hot path).
 */
export function presentedToken(
  request: FastifyRequest,
  acceptsQueryToken = request.routeOptions.config.acceptsQueryToken,
): string | undefined {
  const header = request.headers[TOKEN_NAME];
  if (typeof header === 'string' && header) return header;
  if (acceptsQueryToken && isRead(request)) {
    const cookie = request.cookies?.[TOKEN_NAME];
    if (cookie) return cookie;
    const query = (request.query as Record<string, unknown> | undefined)?.[TOKEN_NAME];
    if (typeof query === 'string' && query) return query;
  }
  return undefined;
}

const sessionGone = () => new AppError(ResultCode.unauthorized, messages.auth.sessionGone);

/**
 * Decorates every request with `principal()`. A missing token is anonymous; a presented token
 * that is expired answers 200004 (the client refreshes); one that is forged, or whose session is
 * revoked, expired or older than the user's last password change, or whose user is disabled or
 * gone, answers 401. The session check is part of the one principal query.
 */
export function registerAuth(app: FastifyInstance, db: Database, tokens: AccessTokens, now: () => number) {
  const claimsCache = new WeakMap<FastifyRequest, Promise<AccessClaims | null>>();
  const principalCache = new WeakMap<FastifyRequest, Promise<Principal | null>>();
  const once = <T>(cache: WeakMap<FastifyRequest, Promise<T>>, request: FastifyRequest, load: () => Promise<T>) => {
    let pending = cache.get(request);
    if (!pending) {
      pending = load();
      cache.set(request, pending);
    }
    return pending;
  };
  app.decorateRequest('tokenClaims', function (this: FastifyRequest) {
    return once(claimsCache, this, () => verifyClaims(this));
  });
  app.decorateRequest('principal', function (this: FastifyRequest) {
    return once(principalCache, this, () => resolve(this));
  });

  async function verifyClaims(request: FastifyRequest): Promise<AccessClaims | null> {
    const token = presentedToken(request);
    if (!token) return null;
    const verified = await tokens.verify(token);
    if (!verified.ok) {
      throw verified.reason === 'expired'
        ? new AppError(ResultCode.tokenExpired, messages.auth.tokenExpired)
        : sessionGone();
    }
    return verified.claims;
  }

  async function resolve(request: FastifyRequest): Promise<Principal | null> {
    const claims = await request.tokenClaims();
    if (!claims) return null;
    const principal = await loadPrincipal(db, claims.userId, claims.sessionId, new Date(now()));
    if (!principal) throw sessionGone();
    return principal;
  }
}

/**
 * The asking user, or 401 for anonymous callers; 403 consentRequired while the person has not agreed
 * to the current agreements, unless the route is one they may use before (`config.beforeConsent`).
 */
export async function requireUser(request: FastifyRequest): Promise<Principal> {
  const principal = await request.principal();
  if (!principal) throw AppError.unauthorized(messages.common.unauthorized);
  if (principal.consentPending && !request.routeOptions.config.beforeConsent) {
    throw new AppError(ResultCode.consentRequired, agreementMessages.consentRequired);
  }
  return principal;
}

/** The asking operator, refused (403) unless their roles cover `area` of the back office (ADMIN_AREA_ROLES). */
export async function requireOperator(request: FastifyRequest, area: AdminArea): Promise<Principal> {
  const principal = await requireUser(request);
  if (!principal.isOperator) throw AppError.forbidden();
  if (!mayUseArea(principal.operatorRoles, area)) {
    const needed = rolesOfArea(area);
    throw AppError.forbidden(needed === null ? undefined : OPERATOR_ROLE_MESSAGES.forbidden(...needed));
  }
  return principal;
}
