import {
  examIdParams,
  recommendAnswer,
  recommendBody,
  recommendQuery,
  reportDataAnswer,
  reportVerificationAnswer,
  topProvidersAnswer,
  verifyParams,
} from '@dtmm/shared';
import type { ModuleRoutes } from '../../../context';
import { ok } from '../../../lib/reply';
import { requireUser } from '../../../plugins/auth';
import { NO_TOKEN } from '../../../plugins/openapi';
import { recommendProviders, topProviders } from './recommendations.service';
import { readReport, verifyReport } from './report.service';

const tags = ['assessment-report'];

/** The report calls (issue 15; assessment.md 7; docs/assessment-report.md). */
export const reportRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/api/dtmm/answer/previewReport/:id',
    { schema: { tags, summary: '评估报告数据', params: examIdParams, response: { 200: reportDataAnswer } } },
    async (request) => ok(await readReport(ctx, await requireUser(request), request.params.id)),
  );
  app.post(
    '/api/dtmm/company/company/recommendServiceProvider',
    {
      // A POST that only reads.
      config: { invalidates: [] },
      schema: {
        tags,
        summary: '按薄弱指标推荐服务商及其解决方案',
        body: recommendBody,
        querystring: recommendQuery,
        response: { 200: recommendAnswer },
      },
    },
    async (request) =>
      ok(await recommendProviders(ctx, await requireUser(request), request.body, request.query.recordId)),
  );
  app.get(
    '/api/dtmm/company/company/recommendTopServiceProviders',
    {
      // Ranked by approved solutions and by enterprises served in assessments.
      config: { publicCache: { tags: ['companies', 'solutions', 'assessments'] } },
      schema: { security: NO_TOKEN, tags, summary: '优秀服务商（前三）', response: { 200: topProvidersAnswer } },
    },
    async () => ok(await topProviders(ctx)),
  );
  app.get(
    '/api/dtmm/report/verify/:code',
    {
      config: { publicCache: { tags: ['assessments'] } },
      schema: {
        security: NO_TOKEN,
        tags,
        summary: '核验纸质报告',
        params: verifyParams,
        response: { 200: reportVerificationAnswer },
      },
    },
    async (request) => ok(await verifyReport(ctx, request.params.code)),
  );
};
