import { providerListAnswer, providerListQuery } from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { paged } from '../../lib/reply';
import { formatDateTime } from '../../lib/time';
import { findProviderPage } from './companies.repository';

/** The public list of certified service providers (portal.md 2.4, 7.2). */
export const companyRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/api/dtmm/company/company/list',
    {
      schema: {
        tags: ['companies'],
        summary: '合作服务商列表（分页）',
        querystring: providerListQuery,
        response: { 200: providerListAnswer },
      },
    },
    async (request) => {
      const { rows, total } = await findProviderPage(ctx.db, request.query);
      const items = rows.map(({ id, createdAt, total: _total, ...row }) => ({
        ...row,
        id: String(id),
        createTime: formatDateTime(createdAt),
      }));
      return paged(items, total);
    },
  );
};
