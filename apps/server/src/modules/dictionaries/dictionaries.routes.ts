import { dictionaryAnswer, dictionaryQuery, dictValuesAnswer } from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { ok } from '../../lib/reply';
import { NO_TOKEN } from '../../plugins/openapi';

// Operators edit dictionaries: browsers revalidate (a 304 when nothing changed).
const CACHED = { publicCache: { tags: ['dictionaries'] as const } };

/**
 * GET /api/dtmm/common/dict?code=: label/value items under data.data; GET
 * /cms/expertapi/getDictValuesByType?code=: the same items as dict_key/dict_value (portal.md 7.5).
 */
export const dictionaryRoutes: ModuleRoutes = async (app, { ctx }) => {
  const { dictionaries } = ctx;
  app.get(
    '/api/dtmm/common/dict',
    {
      config: CACHED,
      schema: {
        security: NO_TOKEN,
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

  app.get(
    '/cms/expertapi/getDictValuesByType',
    {
      config: CACHED,
      schema: {
        security: NO_TOKEN,
        tags: ['reference'],
        summary: '字典项（dict_key/dict_value）',
        querystring: dictionaryQuery,
        response: { 200: dictValuesAnswer },
      },
    },
    async (request) => {
      const items = await dictionaries.items(request.query.code);
      return ok(items.map((item) => ({ dict_key: item.value, dict_value: item.label })));
    },
  );
};
