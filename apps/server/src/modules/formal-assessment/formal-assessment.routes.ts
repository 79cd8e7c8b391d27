import {
  FORMAL_MESSAGES,
  formalApplicationInput,
  formalApplicationListAnswer,
  formalApplicationListQuery,
  formalApplicationSubmitAnswer,
  formalPrefillAnswer,
  formalPrefillQuery,
} from '@dtmm/shared';
import type { FastifyRequest } from 'fastify';
import type { ModuleRoutes } from '../../context';
import { ok, paged } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { requireAssessingCompany } from '../assessment/assessment.policy';
import { toFormalApplications } from './formal-application.view';
import { findApplicationPage } from './formal-assessment.repository';
import { prefillFor, submitApplication } from './formal-submit.service';

const tags = ['formal-assessment'];
const base = '/api/dtmm/company/companyacceptance';

/** The enterprise's side of formal (on-site) assessment applications (assessment.md 5, 7; docs/formal-assessment.md). */
export const formalAssessmentRoutes: ModuleRoutes = async (app, { ctx }) => {
  // A member of a certified company ('请先先完成企业认证！'), told before any validation message.
  const companyOf = async (request: FastifyRequest) => requireAssessingCompany(await requireUser(request));
  app.addHook('preValidation', async (request) => {
    await companyOf(request);
  });

  app.post(
    `${base}/add`,
    {
      // The application is the company's own business: nothing public changes.
      config: { invalidates: [] },
      schema: {
        tags,
        summary: '提交正式评估申请',
        body: formalApplicationInput,
        response: { 200: formalApplicationSubmitAnswer },
      },
    },
    async (request) => {
      const id = await submitApplication(ctx, request, await requireUser(request), request.body);
      return ok({ id: String(id) }, FORMAL_MESSAGES.submitted);
    },
  );

  app.get(
    `${base}/list`,
    {
      schema: {
        tags,
        summary: '本企业的正式评估申请',
        querystring: formalApplicationListQuery,
        response: { 200: formalApplicationListAnswer },
      },
    },
    async (request) => {
      const companyId = await companyOf(request);
      const { rows, total } = await findApplicationPage(ctx.db, { companyId }, request.query);
      return paged(await toFormalApplications(ctx.db, rows), total);
    },
  );

  app.get(
    `${base}/prefill`,
    {
      schema: {
        tags,
        summary: '正式评估申请表的预填内容',
        querystring: formalPrefillQuery,
        response: { 200: formalPrefillAnswer },
      },
    },
    async (request) => ok(await prefillFor(ctx.db, await companyOf(request), request.query.assessmentType)),
  );
};
