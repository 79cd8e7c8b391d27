import {
  contentIdParams,
  formatDateTime,
  providerListAnswer,
  providerListQuery,
  providerProfileAnswer,
} from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { ok, paged } from '../../lib/reply';
import { AppError } from '../../plugins/errors';
import { NO_TOKEN } from '../../plugins/openapi';
import { areaText } from '../regions/regions.data';
import { findProvider, findProviderPage } from './companies.repository';

const PROVIDER_NOT_FOUND = '服务商不存在或未通过认证';
/** Both read certified companies alone (certification decisions change them). */
const config = { publicCache: { tags: ['companies'] as const } };

/** The public list of certified service providers (portal.md 2.4, 7.2) and a provider's public profile. */
export const companyRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/api/dtmm/company/company/list',
    {
      config,
      schema: {
        security: NO_TOKEN,
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
        areaText: areaText(row.province, row.city, row.district) ?? '',
        createTime: formatDateTime(createdAt),
      }));
      return paged(items, total);
    },
  );

  app.get(
    '/api/dtmm/company/company/provider/:id',
    {
      config,
      schema: {
        security: NO_TOKEN,
        tags: ['companies'],
        summary: '服务商公开介绍',
        params: contentIdParams,
        response: { 200: providerProfileAnswer },
      },
    },
    async (request) => {
      const row = await findProvider(ctx.db, request.params.id);
      if (!row) throw AppError.notFound(PROVIDER_NOT_FOUND);
      const { id, createdAt, ...profile } = row;
      return ok({
        ...profile,
        id: String(id),
        createTime: formatDateTime(createdAt),
        areaText: areaText(row.province, row.city, row.district) ?? '',
      });
    },
  );
};
