import { messages, regionChildrenAnswer, regionCodeParam, regionTreeAnswer } from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { ok } from '../../lib/reply';
import { AppError } from '../../plugins/errors';
import { NO_TOKEN } from '../../plugins/openapi';
import { regionChildren, regionTree } from './regions.data';

const DAY_S = 86_400;
/** The same for every asker: signed-in readers keep it for a day as well (no-store only when it depends on who asks). */
const DAY_CACHE = `public, max-age=${DAY_S}`;
const config = { publicCache: { tags: ['regions'] as const, maxAgeS: DAY_S } };

/** Province/city/district data for cascaders and area texts. */
export const regionRoutes: ModuleRoutes = async (app) => {
  app.get(
    '/api/dtmm/common/regions',
    {
      config,
      schema: {
        security: NO_TOKEN,
        tags: ['reference'],
        summary: '全国省市区三级行政区划',
        response: { 200: regionTreeAnswer },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', DAY_CACHE);
      return ok(regionTree());
    },
  );
  app.get(
    '/api/dtmm/common/regions/:code/children',
    {
      config,
      schema: {
        security: NO_TOKEN,
        tags: ['reference'],
        summary: '下级行政区划',
        params: regionCodeParam,
        response: { 200: regionChildrenAnswer },
      },
    },
    async (request, reply) => {
      const children = regionChildren(request.params.code);
      if (!children) throw AppError.notFound(messages.region.unknown);
      reply.header('cache-control', DAY_CACHE);
      return ok(children);
    },
  );
};
