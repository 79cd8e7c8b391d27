import type { TokenPair } from '@dtmm/shared';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
/** The refresh token is only ever sent to the refresh endpoint. */
export const REFRESH_COOKIE_PATH = '/sso/oauth2';

/**
 * HttpOnly (scripts cannot read them), SameSite=Lax (not sent on cross-site POSTs), Secure in
 * production. Both live as long as the session, so an expired access token still arrives and
 * answers 200004 (refresh) rather than looking anonymous.
 */
function options(config: AppConfig, path: string): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.env === 'production',
    path,
    maxAge: Math.floor(config.sessionTtlMs / 1000),
  };
}

export function setSessionCookies(reply: FastifyReply, config: AppConfig, pair: TokenPair) {
  reply.setCookie(ACCESS_COOKIE, pair.access_token, options(config, '/'));
  reply.setCookie(REFRESH_COOKIE, pair.refresh_token, options(config, REFRESH_COOKIE_PATH));
}

export function clearSessionCookies(reply: FastifyReply, config: AppConfig) {
  const { maxAge: _maxAge, ...access } = options(config, '/');
  const { maxAge: _refreshMaxAge, ...refresh } = options(config, REFRESH_COOKIE_PATH);
  reply.clearCookie(ACCESS_COOKIE, access);
  reply.clearCookie(REFRESH_COOKIE, refresh);
}
