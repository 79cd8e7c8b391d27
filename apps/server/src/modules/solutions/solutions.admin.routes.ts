import {
  adminSolutionAnswer,
  adminSolutionListQuery,
  contentMessageAnswer,
  formatDateTime,
  ResultCode,
  type SolutionDecision,
  type SolutionStatus,
  solutionIdParams,
  solutionListAnswer,
  solutionRejectBody,
  solutionUnpublishBody,
} from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { ok, paged } from '../../lib/reply';
import { requireOperator } from '../../plugins/auth';
import { findReviews, findSolutionPage, type SolutionFilters } from './solutions.repository';
import { decideSolution, readSolution, solutionItem } from './solutions.service';

/** The operators' filter of the queue (the solution export reads it too). */
export const adminSolutionFilters = (query: {
  status?: SolutionStatus | undefined;
  providerId?: string | undefined;
  solutionName?: string | undefined;
}): SolutionFilters => ({
  ...(query.status ? { statuses: [query.status] } : {}),
  ...(query.providerId ? { companyId: Number(query.providerId) } : {}),
  ...(query.solutionName ? { solutionName: query.solutionName } : {}),
});

/** The operators' review of solutions (issue 13): the queue, a detail with its history, decisions. */
export const solutionAdminRoutes: ModuleRoutes = async (app, { ctx }) => {
  const tags = ['admin-solutions'];
  app.addHook('onRequest', async (request) => {
    await requireOperator(request, 'solutions');
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
      const { rows, total } = await findSolutionPage(ctx.db, adminSolutionFilters(query), query);
      return paged(
        rows.map((row) => solutionItem(row, false)),
        total,
      );
    },
  );
  app.get(
    '/api/admin/solutions/:id',
    { schema: { tags, summary: '解决方案审核详情', params: solutionIdParams, response: { 200: adminSolutionAnswer } } },
    async (request) => {
      const row = await readSolution(ctx, await requireOperator(request, 'solutions'), request.params.id);
      const reviews = (await findReviews(ctx.db, row.id)).map((review) => ({
        decision: review.decision as 'submit' | SolutionDecision,
        opinion: review.opinion,
        reviewerName: review.reviewerName ?? '',
        createTime: formatDateTime(review.createdAt),
      }));
      return ok({ ...solutionItem(row, false), reviews });
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
        const operator = await requireOperator(request, 'solutions');
        const given = (request.body ?? {}) as { opinion?: string; reason?: string };
        const opinion = given.opinion ?? given.reason ?? '';
        const msg = await decideSolution(ctx, request, operator, { id: request.params.id, decision, opinion });
        return { code: ResultCode.ok, msg };
      },
    );
  }
};
