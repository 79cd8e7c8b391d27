import fs from 'node:fs';
import path from 'node:path';
import { isWebRoute } from '@dtmm/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound, isApiPath } from './errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app from the same origin: hashed assets cached for a year, index.html
 * revalidated, and every non-API path answered with index.html so the client router decides —
 * with HTTP 404 when the path is none of the app's pages (`WEB_ROUTE_PATTERNS`).
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', isHashed ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return apiNotFound(reply);
    }
    const pathname = request.url.split('?')[0] ?? '/';
    return reply
      .code(isWebRoute(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html');
  });
}
