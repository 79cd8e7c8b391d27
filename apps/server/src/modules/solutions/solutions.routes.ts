import {
  CERTIFICATION_STATUSES,
  contentMessageAnswer,
  currentProviderListAnswer,
  providerIdParams,
  ResultCode,
  SOLUTION_STATUSES,
  solutionMessages as sm,
  solutionAnswer,
  solutionArrayAnswer,
  solutionFields,
  solutionIdParams,
  solutionListAnswer,
  solutionListQuery,
  solutionSavedAnswer,
  solutionUpdateBody,
} from '@dtmm/shared';
import { asc, eq } from 'drizzle-orm';
import type { ModuleRoutes } from '../../context';
import { ok, paged } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { NO_TOKEN, OPTIONAL_TOKEN } from '../../plugins/openapi';
import type { PublicCachePolicy } from '../../plugins/response-cache';
import { companies } from '../companies/companies.table';
import { assertMayListOwn } from './solutions.policy';
import { findApprovedOf, findSolutionPage } from './solutions.repository';
import { deleteSolution, readSolution, solutionItem, submitSolution } from './solutions.service';

const tags = ['solutions'];
const base = '/api/dtmm/plan/serviceSolution';
/** The public catalogue: approved entries with their provider's name. */
const catalogue: PublicCachePolicy = { tags: ['solutions', 'companies'] };
const changesSolutions = { invalidates: ['solutions'] as const };

/** Solutions of portal.md 7.3: the provider's own side and the public catalogue. */
export const solutionRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.post(
    `${base}/save`,
    {
      config: changesSolutions,
      schema: {
        tags,
        summary: '发布解决方案（提交审核）',
        body: solutionFields,
        response: { 200: solutionSavedAnswer },
      },
    },
    async (request) => {
      const asker = await requireUser(request);
      const id = await submitSolution(ctx, request, asker, { form: request.body });
      return ok({ id: String(id) }, sm.saved);
    },
  );
  app.post(
    `${base}/update`,
    {
      config: changesSolutions,
      schema: {
        tags,
        summary: '修改解决方案（重新提交审核）',
        body: solutionUpdateBody,
        response: { 200: solutionSavedAnswer },
      },
    },
    async (request) => {
      const asker = await requireUser(request);
      const { id, ...form } = request.body;
      await submitSolution(ctx, request, asker, { id, form });
      return ok({ id: String(id) }, sm.saved);
    },
  );
  app.post(
    `${base}/delete/:id`,
    {
      config: changesSolutions,
      schema: { tags, summary: '删除解决方案', params: solutionIdParams, response: { 200: contentMessageAnswer } },
    },
    async (request) => {
      await deleteSolution(ctx, request, await requireUser(request), request.params.id);
      return { code: ResultCode.ok, msg: sm.deleted };
    },
  );
  app.get(
    `${base}/get/:id`,
    {
      // Cached for anonymous readers only, who see approved entries; a signed-in asker may see their own drafts.
      config: { publicCache: catalogue },
      schema: {
        security: OPTIONAL_TOKEN,
        tags,
        summary: '解决方案详情',
        params: solutionIdParams,
        response: { 200: solutionAnswer },
      },
    },
    async (request) => ok(solutionItem(await readSolution(ctx, await request.principal(), request.params.id), true)),
  );
  app.get(
    `${base}/list`,
    {
      schema: {
        tags,
        summary: '本企业的解决方案（全部状态）',
        querystring: solutionListQuery,
        response: { 200: solutionListAnswer },
      },
    },
    async (request) => {
      const companyId = assertMayListOwn(await requireUser(request));
      const { query } = request;
      const { rows, total } = await findSolutionPage(ctx.db, { ...query, companyId }, query);
      return paged(
        rows.map((row) => solutionItem(row, true)),
        total,
      );
    },
  );
  app.get(
    `${base}/listFull`,
    {
      config: { publicCache: catalogue },
      schema: {
        security: NO_TOKEN,
        tags,
        summary: '解决方案目录（仅已审核通过）',
        querystring: solutionListQuery,
        response: { 200: solutionListAnswer },
      },
    },
    async ({ query }) => {
      // Public: approved entries only, whatever tableFlag the query carries.
      const filters = { ...query, statuses: [SOLUTION_STATUSES.approved] };
      const { rows, total } = await findSolutionPage(ctx.db, filters, query);
      return paged(
        rows.map((row) => solutionItem(row, false)),
        total,
      );
    },
  );
  app.get(
    `${base}/getByProviderId/:providerId`,
    {
      config: { publicCache: catalogue },
      schema: {
        security: NO_TOKEN,
        tags,
        summary: '服务商的已审核解决方案',
        params: providerIdParams,
        response: { 200: solutionArrayAnswer },
      },
    },
    async (request) =>
      ok((await findApprovedOf(ctx.db, request.params.providerId)).map((row) => solutionItem(row, false))),
  );
  app.get(
    '/api/dtmm/plan/serviceProvider/currentList',
    {
      config: { publicCache: { tags: ['companies'] } },
      schema: {
        security: NO_TOKEN,
        tags,
        summary: '已认证服务商（下拉选项）',
        response: { 200: currentProviderListAnswer },
      },
    },
    async () => {
      const rows = await ctx.db
        .select({ id: companies.id, companyName: companies.companyName })
        .from(companies)
        .where(eq(companies.providerStatus, CERTIFICATION_STATUSES.certified))
        .orderBy(asc(companies.companyName));
      return ok(
        rows.map((row) => ({
          id: String(row.id),
          leadUnit: row.companyName,
          companyId: String(row.id),
          serviceProviderName: row.companyName,
        })),
      );
    },
  );
};
