import {
  acceptanceQueueAnswer,
  acceptanceQueueQuery,
  acceptanceReviewAnswer,
  acceptInput,
  completeAcceptanceInput,
  emptyAnswer,
  FORMAL_MESSAGES,
  rejectAcceptanceInput,
  rowIdParams,
  unmaskQuery,
} from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { ok, paged } from '../../lib/reply';
import { requireOperator } from '../../plugins/auth';
import { getAcceptanceReview } from './acceptance-review';
import { toFormalApplications } from './formal-application.view';
import { findApplicationPage } from './formal-assessment.repository';
import { acceptApplication, completeApplication, rejectApplication } from './formal-decisions.service';

const tags = ['admin'];
/** A decision concerns the company and its assessor only: nothing public changes. */
const decision = { invalidates: [] };

/** The operators' acceptance console for formal assessment applications: queue, detail, accept, reject, complete. */
export const acceptanceAdminRoutes: ModuleRoutes = async (app, { ctx }) => {
  // Every route here is for operators: the check runs before validation, so strangers learn nothing.
  app.addHook('preValidation', async (request) => {
    await requireOperator(request, 'acceptances');
  });

  app.get(
    '/api/admin/acceptances',
    {
      schema: {
        tags,
        summary: '正式评估受理队列',
        querystring: acceptanceQueueQuery,
        response: { 200: acceptanceQueueAnswer },
      },
    },
    async ({ query }) => {
      const { status, assessmentType, keyword, ...page } = query;
      const { rows, total } = await findApplicationPage(ctx.db, { status, assessmentType, keyword }, page);
      return paged(await toFormalApplications(ctx.db, rows), total);
    },
  );

  app.get(
    '/api/admin/acceptances/:id',
    {
      schema: {
        tags,
        summary: '正式评估申请详情（unmask=1：办理中的申请显示企业完整联系电话，留审计记录）',
        params: rowIdParams,
        querystring: unmaskQuery,
        response: { 200: acceptanceReviewAnswer },
      },
    },
    async (request) => {
      const me = await requireOperator(request, 'acceptances');
      const unmasking = request.query.unmask ? { request, readerId: me.userId } : null;
      return ok(await getAcceptanceReview(ctx, request.params.id, unmasking));
    },
  );

  app.post(
    '/api/admin/acceptances/:id/accept',
    {
      config: decision,
      schema: {
        tags,
        summary: '受理（安排评估日期与评估机构）',
        params: rowIdParams,
        body: acceptInput,
        response: { 200: emptyAnswer },
      },
    },
    async (request) => {
      const me = await requireOperator(request, 'acceptances');
      await acceptApplication(ctx, request, me, request.params.id, request.body);
      return ok(null, FORMAL_MESSAGES.accepted);
    },
  );

  app.post(
    '/api/admin/acceptances/:id/reject',
    {
      config: decision,
      schema: {
        tags,
        summary: '不予受理',
        params: rowIdParams,
        body: rejectAcceptanceInput,
        response: { 200: emptyAnswer },
      },
    },
    async (request) => {
      const me = await requireOperator(request, 'acceptances');
      await rejectApplication(ctx, request, me, request.params.id, request.body.reason);
      return ok(null, FORMAL_MESSAGES.rejected);
    },
  );

  app.post(
    '/api/admin/acceptances/:id/complete',
    {
      config: decision,
      schema: {
        tags,
        summary: '录入正式评估结果与报告',
        params: rowIdParams,
        body: completeAcceptanceInput,
        response: { 200: emptyAnswer },
      },
    },
    async (request) => {
      const me = await requireOperator(request, 'acceptances');
      await completeApplication(ctx, request, me, request.params.id, request.body);
      return ok(null, FORMAL_MESSAGES.completed);
    },
  );
};
