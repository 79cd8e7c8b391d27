import {
  categoryCodeParam,
  industryCategoriesAnswer,
  industrySecondaryAnswer,
  industryTertiaryAnswer,
  messages,
  secondaryCodeParam,
} from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { ok } from '../../lib/reply';
import { AppError } from '../../plugins/errors';
import { NO_TOKEN } from '../../plugins/openapi';
import { industryCategories, industrySecondaries, industryTertiaries } from './industries.data';

const DAY_S = 86_400;
/** The same for every asker: signed-in readers keep it for a day as well (no-store only when it depends on who asks). */
const DAY_CACHE = `public, max-age=${DAY_S}`;
const config = { publicCache: { tags: ['industries'] as const, maxAgeS: DAY_S } };

/** The three cascading industry levels of GB/T 4754-2017 (portal.md 2.11, 7.4). */
export const industryRoutes: ModuleRoutes = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', DAY_CACHE);
  });
  app.get(
    '/api/dtmm/industry/categories',
    {
      config,
      schema: {
        security: NO_TOKEN,
        tags: ['reference'],
        summary: '行业门类',
        response: { 200: industryCategoriesAnswer },
      },
    },
    async () => ok(industryCategories()),
  );
  app.get(
    '/api/dtmm/industry/secondary/:categoryCode',
    {
      config,
      schema: {
        security: NO_TOKEN,
        tags: ['reference'],
        summary: '行业大类',
        params: categoryCodeParam,
        response: { 200: industrySecondaryAnswer },
      },
    },
    async (request) => {
      const list = industrySecondaries(request.params.categoryCode);
      if (!list) throw AppError.notFound(messages.industry.unknownCategory);
      return ok(list);
    },
  );
  app.get(
    '/api/dtmm/industry/tertiary/:secondaryCode',
    {
      config,
      schema: {
        security: NO_TOKEN,
        tags: ['reference'],
        summary: '行业中类',
        params: secondaryCodeParam,
        response: { 200: industryTertiaryAnswer },
      },
    },
    async (request) => {
      const list = industryTertiaries(request.params.secondaryCode);
      if (!list) throw AppError.notFound(messages.industry.unknownSecondary);
      return ok(list);
    },
  );
};
