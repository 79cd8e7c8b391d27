import { dictionaryAnswer, dictionaryQuery } from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { ok } from '../../lib/reply';

/** GET /api/dtmm/common/dict?code=: label/value items under data.data (portal.md 7.5). */
export const dictionaryRoutes: ModuleRoutes = async (app, { ctx }) => {
  const { dictionaries } = ctx;
  app.get(
    '/api/dtmm/common/dict',
    {
      // Operators edit dictionaries: browsers revalidate (a 304 when nothing changed).
      config: { publicCache: { tags: ['dictionaries'] } },
      schema: {
        tags: ['reference'],
        summary: '字典项',
        querystring: dictionaryQuery,
        response: { 200: dictionaryAnswer },
      },
    },
    async (request) => {
      const { code } = request.query;
      return ok({ code, data: await dictionaries.items(code) });
    },
  );
};
