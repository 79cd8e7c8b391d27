import {
  CLIENT_ERROR_BODY_LIMIT,
  clientErrorEntryAnswer,
  clientErrorListAnswer,
  clientErrorListQuery,
  clientErrorReport,
  memberIdParams,
} from '@dtmm/shared';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context';
import { ok, paged } from '../../lib/reply';
import { requireOperator } from '../../plugins/auth';
import { NO_TOKEN } from '../../plugins/openapi';
import { getClientError, listClientErrors, recordClientError } from './client-errors.service';

/** The web app's error reports (docs/client-errors.md): anyone sends, system administrators read (old ones expire: modules/retention). */
export const clientErrorRoutes: ModuleRoutes = async (app, { ctx }) => {
  // Anonymous or signed in alike: the token, if any, is never looked at. Its own rate-limit tier
  // (plugins/rate-limit.ts) bounds what one address may send.
  app.post(
    '/api/dtmm/client-errors',
    {
      config: { invalidates: [] },
      bodyLimit: CLIENT_ERROR_BODY_LIMIT,
      schema: {
        security: NO_TOKEN,
        tags: ['client-errors'],
        summary: '上报前端错误（匿名）',
        body: clientErrorReport,
        response: { 204: z.null().describe('已记录') },
      },
    },
    async (request, reply) => {
      await recordClientError(ctx, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/client-errors',
    {
      schema: {
        tags: ['admin'],
        summary: '前端错误列表（系统管理员）',
        querystring: clientErrorListQuery,
        response: { 200: clientErrorListAnswer },
      },
    },
    async (request) => {
      await requireOperator(request, 'clientErrors');
      const { items, total } = await listClientErrors(ctx, request.query);
      return paged(items, total);
    },
  );

  app.get(
    '/api/admin/client-errors/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '前端错误详情（系统管理员）',
        params: memberIdParams,
        response: { 200: clientErrorEntryAnswer },
      },
    },
    async (request) => {
      await requireOperator(request, 'clientErrors');
      return ok(await getClientError(ctx, request.params.id));
    },
  );
};
