import { errorEnvelope, healthAnswer, messages, ResultCode } from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { NO_TOKEN } from '../../plugins/openapi';

/** GET /api/health: 200 when the database answers, 503 with a clear message when it does not. */
export const healthRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/api/health',
    {
      schema: {
        security: NO_TOKEN,
        tags: ['platform'],
        summary: '健康检查',
        response: { 200: healthAnswer, 503: errorEnvelope },
      },
    },
    async (request, reply) => {
      try {
        await ctx.pingDatabase();
      } catch (error) {
        request.log.error({ err: error }, 'health: database unreachable');
        return reply.status(503).send({ code: ResultCode.unavailable, msg: messages.common.unavailable });
      }
      const kvUp = await ctx.kv.ping().then(
        () => true,
        () => false,
      );
      return {
        code: ResultCode.ok,
        msg: messages.common.success,
        data: { status: kvUp ? 'ok' : 'degraded', database: ctx.databaseKind, kv: ctx.kv.kind },
      } as const;
    },
  );
};
