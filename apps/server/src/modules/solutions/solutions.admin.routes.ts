import {
  adminSolutionAnswer,
  adminSolutionListQuery,
  contentMessageAnswer,
  formatDateTime,
  ResultCode,
  type SolutionDecision,
  solutionIdParams,
  solutionListAnswer,
  solutionRejectBody,
  solutionUnpublishBody,
} from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { ok, paged } from '../../lib/reply';
import { requireOperator } from '../../plugins/auth';
import { findReviews, findSolutionPage } from './solutions.repository';
import { decideSolution, readSolution, solutionItem } from './solutions.service';

/** The operators' review of solutions (issue 13): the queue, a detail with its history, decisions. */
export const solutionAdminRoutes: ModuleRoutes = async (app, { ctx }) => {
  const tags = ['admin-solutions'];
  app.addHook('onRequest', async (request) => {
    await requireOperator(request);
  });
  app.get(
    '/api/admin/solutions',
    {
      schema: {
        tags,
        summary: '解决方案审核列表',
        querystring: adminSolutionListQuery,
        response: { 200: solutionListAnswer },
      },
    },
    async ({ query }) => {
      const filters = {
        ...(query.status ? { statuses: [query.status] } : {}),
        ...(query.providerId ? { companyId: Number(query.providerId) } : {}),
        ...(query.solutionName ? { solutionName: query.solutionName } : {}),
      };
      const { rows, total } = await findSolutionPage(ctx.db, filters, query);
      return paged(rows.map(solutionItem), total);
    },
  );
  app.get(
    '/api/admin/solutions/:id',
    { schema: { tags, summary: '解决方案审核详情', params: solutionIdParams, response: { 200: adminSolutionAnswer } } },
    async (request) => {
      const row = await readSolution(ctx, await requireOperator(request), request.params.id);
      const reviews = (await findReviews(ctx.db, row.id)).map((review) => ({
        decision: review.decision as 'submit' | SolutionDecision,
        opinion: review.opinion,
        reviewerName: review.reviewerName ?? '',
        createTime: formatDateTime(review.createdAt),
      }));
      return ok({ ...solutionItem(row), reviews });
    },
  );
  const decisions = [
    ['approve', undefined],
    ['reject', solutionRejectBody],
    ['unpublish', solutionUnpublishBody],
  ] as const;
  for (const [decision, body] of decisions) {
    app.post(
      `/api/admin/solutions/:id/${decision}`,
      {
        config: { invalidates: ['solutions'] },
        schema: {
          tags,
          summary: { approve: '审核通过', reject: '驳回（须填写意见）', unpublish: '下架（须填写原因）' }[decision],
          params: solutionIdParams,
          ...(body ? { body } : {}),
          response: { 200: contentMessageAnswer },
        },
      },
      async (request) => {
        const operator = await requireOperator(request);
        const given = (request.body ?? {}) as { opinion?: string; reason?: string };
        const opinion = given.opinion ?? given.reason ?? '';
        const msg = await decideSolution(ctx, request, operator, { id: request.params.id, decision, opinion });
        return { code: ResultCode.ok, msg };
      },
    );
  }
};
