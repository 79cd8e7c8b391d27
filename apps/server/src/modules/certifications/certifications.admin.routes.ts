import {
  CERTIFICATION_MESSAGES,
  certificationListQuery,
  certificationQueueAnswer,
  certificationReviewAnswer,
  emptyAnswer,
  rejectCertificationInput,
  rowIdParams,
  unmaskQuery,
} from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { ok, paged } from '../../lib/reply';
import { requireOperator } from '../../plugins/auth';
import { getReview, toQueueItem } from './certification-review';
import { findRequestPage } from './certifications.repository';
import { CertificationService } from './certifications.service';

const tags = ['admin'];

/** The operators' review console: queue, detail with history, approve, reject. */
export const certificationAdminRoutes: ModuleRoutes = async (app, { ctx }) => {
  const service = new CertificationService(ctx.db, ctx.dictionaries, ctx.now);
  // Every route here is for operators: the check runs before validation, so strangers learn nothing.
  app.addHook('preValidation', async (request) => {
    await requireOperator(request, 'certifications');
  });

  app.get(
    '/api/admin/certifications',
    {
      schema: {
        tags,
        summary: '认证审核队列',
        querystring: certificationListQuery,
        response: { 200: certificationQueueAnswer },
      },
    },
    async (request) => {
      const { rows, total } = await findRequestPage(ctx.db, request.query);
      return paged(rows.map(toQueueItem), total);
    },
  );

  app.get(
    '/api/admin/certifications/:id',
    {
      schema: {
        tags,
        summary: '认证申请详情（unmask=1：审核中的申请显示完整联系电话，留审计记录）',
        params: rowIdParams,
        querystring: unmaskQuery,
        response: { 200: certificationReviewAnswer },
      },
    },
    async (request) => {
      const me = await requireOperator(request, 'certifications');
      const unmasking = request.query.unmask ? { request, readerId: me.userId } : null;
      return ok(await getReview(ctx.db, request.params.id, unmasking));
    },
  );

  app.post(
    '/api/admin/certifications/:id/approve',
    // The company's profile and status: the provider directory, and the provider names on solutions.
    {
      config: { invalidates: ['companies'] },
      schema: { tags, summary: '审核通过', params: rowIdParams, response: { 200: emptyAnswer } },
    },
    async (request) => {
      const me = await requireOperator(request, 'certifications');
      await service.approve(request, me, request.params.id);
      return ok(null, CERTIFICATION_MESSAGES.approved);
    },
  );

  app.post(
    '/api/admin/certifications/:id/reject',
    {
      config: { invalidates: ['companies'] },
      schema: {
        tags,
        summary: '驳回',
        params: rowIdParams,
        body: rejectCertificationInput,
        response: { 200: emptyAnswer },
      },
    },
    async (request) => {
      const me = await requireOperator(request, 'certifications');
      await service.reject(request, me, request.params.id, request.body.reason);
      return ok(null, CERTIFICATION_MESSAGES.rejected);
    },
  );
};
