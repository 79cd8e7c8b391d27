import { companyInsightAnswer, insightQuery, provinceInsightAnswer } from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { ok } from '../../lib/reply';
import { requireOperator, requireUser } from '../../plugins/auth';
import { requireCompanyAdmin } from '../members/members.policy';
import { currentYear } from '../served-enterprises/topic551.service';
import { companyInsight } from './company-insight.service';
import { assertProvinceCity, provinceInsight } from './insight.service';
import { InsightCache } from './insight-cache';

/** The insight dashboards (issue 19; docs/insight.md): the province's for operators, a company's for its ADMIN. */
export const insightRoutes: ModuleRoutes = async (app, { ctx }) => {
  const cache = new InsightCache(ctx.now, ctx.config.insightCacheMs);
  ctx.publicCache.onChange((tags) => cache.changed(tags));

  app.get(
    '/api/admin/insight',
    {
      schema: {
        tags: ['admin'],
        summary: '省级数据看板',
        querystring: insightQuery,
        response: { 200: provinceInsightAnswer },
      },
    },
    async (request) => {
      await requireOperator(request, 'dashboard');
      const { year = currentYear(ctx), cityCode, industryCode } = request.query;
      assertProvinceCity(ctx, cityCode);
      const filters = { year, cityCode, industryCode };
      return ok(await cache.answer(JSON.stringify(filters), () => provinceInsight(ctx, filters)));
    },
  );

  app.get(
    '/api/dtmm/insight/company',
    { schema: { tags: ['insight'], summary: '企业数据看板', response: { 200: companyInsightAnswer } } },
    async (request) => {
      const asker = await requireUser(request);
      const companyId = requireCompanyAdmin(asker);
      return ok(await companyInsight(ctx, asker, companyId));
    },
  );
};
