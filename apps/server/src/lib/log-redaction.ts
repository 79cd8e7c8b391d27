import type { FastifyRequest } from 'fastify';

/** Query parameters that carry credentials (file paths accept the access token, portal.md 6). */
const SECRET_PARAMS = /([?&](?:access_token|refresh_token)=)[^&#]*/gi;

/** The URL as it may be logged: credential values in the query replaced. */
export const loggableUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[Redacted]');

/** Fastify's request log fields, with the URL made loggable. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
