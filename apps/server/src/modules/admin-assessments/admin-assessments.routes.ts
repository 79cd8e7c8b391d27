import { adminAssessmentListAnswer, adminAssessmentListQuery } from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { paged } from '../../lib/reply';
import { requireOperator } from '../../plugins/auth';
import { listAssessmentRecords } from './admin-assessments.service';

/** The back office's list of assessment records (评估记录): any operator, as the dashboard and its export. */
export const adminAssessmentRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/api/admin/assessments',
    {
      // Refused before the query is read: strangers learn nothing of the filters.
      preValidation: async (request) => {
        await requireOperator(request, 'dashboard');
      },
      schema: {
        tags: ['admin'],
        summary: '评估记录列表（运营）',
        querystring: adminAssessmentListQuery,
        response: { 200: adminAssessmentListAnswer },
      },
    },
    async (request) => {
      const { items, total } = await listAssessmentRecords(ctx, request.query);
      return paged(items, total);
    },
  );
};
