import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { isApiPath } from './errors';

/**
 * Security headers on every answer, errors included; API answers are never cached. helmet's
 * middleware is built once here: its Fastify wrapper rebuilt it (parsing every CSP directive) on
 * each request, which was a tenth of a signed-in call's time.
 */
export async function registerSecurityHeaders(app: FastifyInstance, isProduction: boolean) {
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
  app.addHook('onRequest', (request, reply, done) =>
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
  );
  app.addHook('onSend', async (request, reply) => {
    reply.removeHeader('x-powered-by');
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
