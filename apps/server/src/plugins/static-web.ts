import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound, isApiPath } from './errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app from the same origin: hashed assets cached for a year, index.html
 * revalidated, and every non-API path answered with index.html so the client router decides.
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
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
