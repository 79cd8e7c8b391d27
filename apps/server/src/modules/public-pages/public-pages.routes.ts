import path from 'node:path';
import { PUBLIC_PAGE_PATHS } from '@dtmm/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { dependsOnAllPublicData } from '../../plugins/response-cache';
import { PageRenderer } from './page-renderer';

/**
 * The public pages as HTML with their data in it (issue 16): a phone paints the page from the first
 * answer instead of waiting for the whole app, and crawlers read the content. Without a built web
 * app there are no such routes: the paths answer as any unknown path does.
 */
export async function publicPageRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const webDist = ctx.config.webDist;
  const renderer = await PageRenderer.load(
    app,
    path.join(webDist, 'index.html'),
    path.join(webDist, '..', 'dist-server', 'entry-server.js'),
  );
  if (!renderer) return;
  for (const pagePath of PUBLIC_PAGE_PATHS) {
    // A page shows several kinds of public data: any public write renders it again.
    // HTML for people and crawlers, not an API operation: the OpenAPI document leaves it out.
    const options = { config: { publicCache: dependsOnAllPublicData() }, schema: { hide: true } };
    app.get(pagePath, options, async (request, reply) => {
      // A fixed origin: the page never depends on the Host header a visitor sends.
      const answer = await renderer.render(`http://dtmm.page${request.url}`, request.ip, request.log);
      if (answer.kind === 'redirect') return reply.redirect(answer.location, answer.status);
      return reply
        .code(answer.status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(answer.html);
    });
  }
}
