import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { API_CSP, isApiPath } from './errors';

/** The headers helmet sets with these options: none depends on the request, so they are worked out once. */
function helmetHeaders(isProduction: boolean): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => void headers.push([name.toLowerCase(), value]),
    // X-Powered-By: Fastify sets none.
    removeHeader: () => {},
  };
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its CSS-in-JS into <style> elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: isProduction,
  });
  setSecurityHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * What an API answer needs of them: JSON is never rendered as a page, so the document headers (the
 * page's CSP, COOP, Origin-Agent-Cluster, the legacy IE and Flash switches) say nothing there, and at
 * ~600 bytes they were most of a small public answer's bytes (docs/performance.md). Kept: nosniff, a
 * CSP that allows nothing, framing by this site only, resource and referrer policy, HSTS.
 */
const API_HEADER_NAMES = new Set([
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
]);

/** API paths answered as a page or a file keep the document headers (the docs page, file downloads). */
const DOCUMENT_API_PREFIXES = ['/api/docs', '/api/dtmm/common/file/download/'];
const isDocumentApi = (url: string) => DOCUMENT_API_PREFIXES.some((prefix) => url.startsWith(prefix));

export interface AnswerHeaderOptions {
  isProduction: boolean;
  /** Named in `x-dtmm-instance` (DTMM_INSTANCE_ID): which instance behind the balancer answered. */
  instanceId?: string | undefined;
}

/**
 * The headers every answer carries, errors included: the request id, the instance when it is named,
 * the security headers, and on API answers `cache-control: no-store` (a route, or the public cache,
 * may set its own afterwards). helmet's headers are worked out once and set with the reply's own; all
 * is done in one onRequest hook and none in onSend: on a small cached answer each hook of each request
 * was a measurable share of the time (docs/performance.md). A route may still override one (the API
 * docs page sets its own CSP).
 */
export async function registerSecurityHeaders(app: FastifyInstance, { isProduction, instanceId }: AnswerHeaderOptions) {
  const documentHeaders = helmetHeaders(isProduction);
  const apiHeaders: [string, string][] = [
    ['content-security-policy', API_CSP],
    ...documentHeaders.filter(([name]) => API_HEADER_NAMES.has(name)),
  ];
  const documentApiHeaders: [string, string][] = [...documentHeaders, ['cache-control', 'no-store']];
  const jsonApiHeaders: [string, string][] = [...apiHeaders, ['cache-control', 'no-store']];
  const headersOf = (url: string) =>
    !isApiPath(url) ? documentHeaders : isDocumentApi(url) ? documentApiHeaders : jsonApiHeaders;
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (instanceId) reply.header('x-dtmm-instance', instanceId);
    for (const [name, value] of headersOf(request.url)) reply.header(name, value);
    done();
  });
}
