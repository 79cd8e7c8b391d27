import { messages, ResultCode } from '@dtmm/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin the browser shows for this server (behind a trusted proxy, the one it forwards). */
const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Is this a state-changing request another site's page made the browser send? Browsers say so in
 * Sec-Fetch-Site and Origin; a request with neither (curl, server-to-server) is not a browser's
 * and carries no ambient credential since only file downloads accept the cookie.
 */
export function isForeignRequest(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== 'null' && (origin === ownOrigin(request) || allowed.has(origin))) return false;
  if (origin !== undefined) return true;
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

/**
 * Refuses unsafe requests from foreign origins with a 403 envelope, login and registration included
 * (issue 11, finding 2): a form auto-submitted from another site, even a sibling subdomain, changes nothing.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', (request, reply, done) => {
    if (!isForeignRequest(request, allowed)) return done();
    request.log.warn(
      { origin: request.headers.origin, site: request.headers['sec-fetch-site'] },
      'foreign origin refused',
    );
    reply.status(403).send({ code: ResultCode.forbidden, msg: messages.common.crossSite });
  });
}
