import {
  adminServedEnterpriseListAnswer,
  adminServedEnterpriseQuery,
  envelopeOf,
  rowIdParams,
  SERVICE_MESSAGES,
  servedEnterpriseDetailAnswer,
  topic551ProgressAnswer,
  topic551ProgressQuery,
  topic551ProviderAnswer,
  topic551ProviderQuery,
  topic551TargetsInput,
} from '@dtmm/shared';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context';
import { ok, paged } from '../../lib/reply';
import { requireOperator } from '../../plugins/auth';
import { listAllServed, readServed } from './served-enterprises.service';
import { currentYear, saveTopic551Plan, topic551Progress, topic551Providers } from './topic551.service';

const tags = ['admin'];

/** The operators' view of the 551 topic: every provider's served enterprises, the province's progress, the year's targets. */
export const servedEnterpriseAdminRoutes: ModuleRoutes = async (app, { ctx }) => {
  // Every route here is for operators: the check runs before validation, so strangers learn nothing.
  app.addHook('preValidation', async (request) => {
    await requireOperator(request, 'topic551');
  });

  app.get(
    '/api/admin/served-enterprises',
    {
      schema: {
        tags,
        summary: '551专题服务企业（全部服务商）',
        querystring: adminServedEnterpriseQuery,
        response: { 200: adminServedEnterpriseListAnswer },
      },
    },
    async (request) => {
      const { rows, total } = await listAllServed(ctx, request.query);
      return paged(rows, total);
    },
  );

  app.get(
    '/api/admin/served-enterprises/:id',
    {
      schema: { tags, summary: '服务企业详情', params: rowIdParams, response: { 200: servedEnterpriseDetailAnswer } },
    },
    async (request) => ok(await readServed(ctx, request.params.id)),
  );

  app.get(
    '/api/admin/topic551/progress',
    {
      schema: {
        tags,
        summary: '551专题年度进展',
        querystring: topic551ProgressQuery,
        response: { 200: topic551ProgressAnswer },
      },
    },
    async (request) => ok(await topic551Progress(ctx, request.query.year ?? currentYear(ctx))),
  );

  app.get(
    '/api/admin/topic551/providers',
    {
      schema: {
        tags,
        summary: '551专题各服务商服务情况',
        querystring: topic551ProviderQuery,
        response: { 200: topic551ProviderAnswer },
      },
    },
    async (request) => {
      const { rows, total } = await topic551Providers(ctx, request.query);
      return paged(rows, total);
    },
  );

  app.put(
    '/api/admin/topic551/targets',
    {
      // The targets show only in the back office: nothing public changes.
      config: { invalidates: [] },
      schema: {
        tags,
        summary: '设置551专题年度目标与专家人数',
        body: topic551TargetsInput,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await saveTopic551Plan(ctx, request, await requireOperator(request, 'topic551Targets'), request.body);
      return ok(null, SERVICE_MESSAGES.targetsSaved);
    },
  );
};
