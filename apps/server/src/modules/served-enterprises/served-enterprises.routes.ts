import {
  contentMessageAnswer,
  ResultCode,
  rowIdParams,
  SERVICE_MESSAGES,
  servedEnterpriseDetailAnswer,
  servedEnterpriseListAnswer,
  servedEnterpriseListQuery,
  servedEnterpriseStatisticsAnswer,
  servedEnterpriseStatisticsQuery,
  servedEnterpriseUpdateInput,
} from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { ok, paged } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { requireProviderMember } from './served-enterprises.policy';
import { listServed, readServedForProvider, servedStatistics, updateEvidence } from './served-enterprises.service';

const tags = ['served-enterprises'];
const base = '/api/dtmm/company/serviceProviderCompany';

/** The provider's service management (assessment.md 2, 3, 7; docs/service-management.md). */
export const servedEnterpriseRoutes: ModuleRoutes = async (app, { ctx }) => {
  // Members of a certified provider only ('请先先完成服务商认证！'), told before any validation message.
  app.addHook('preValidation', async (request) => {
    requireProviderMember(await requireUser(request));
  });

  app.get(
    `${base}/listFull`,
    {
      schema: {
        tags,
        summary: '服务商的服务企业列表',
        querystring: servedEnterpriseListQuery,
        response: { 200: servedEnterpriseListAnswer },
      },
    },
    async (request) => {
      const { rows, total } = await listServed(ctx, await requireUser(request), request.query);
      return paged(rows, total);
    },
  );

  app.get(
    `${base}/statistics`,
    {
      schema: {
        tags,
        summary: '服务商的年度服务统计',
        querystring: servedEnterpriseStatisticsQuery,
        response: { 200: servedEnterpriseStatisticsAnswer },
      },
    },
    async (request) => ok(await servedStatistics(ctx, await requireUser(request), request.query.submitYear)),
  );

  app.get(
    `${base}/detail/:id`,
    {
      schema: { tags, summary: '服务企业详情', params: rowIdParams, response: { 200: servedEnterpriseDetailAnswer } },
    },
    async (request) => ok(await readServedForProvider(ctx, await requireUser(request), request.params.id)),
  );

  app.post(
    `${base}/update`,
    {
      // The evidence is the provider's and the enterprise's business: nothing public changes.
      config: { invalidates: [] },
      schema: {
        tags,
        summary: '保存现场照片与评估报告',
        body: servedEnterpriseUpdateInput,
        response: { 200: contentMessageAnswer },
      },
    },
    async (request) => {
      const { id, ...evidence } = request.body;
      await updateEvidence(ctx, request, await requireUser(request), { id: Number(id), ...evidence });
      return { code: ResultCode.ok, msg: SERVICE_MESSAGES.saved };
    },
  );
};
