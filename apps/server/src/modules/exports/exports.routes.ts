import { EXPORT_TITLES } from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { requireOperator } from '../../plugins/auth';
import { fileResponse } from '../../plugins/openapi';
import { recordAudit } from '../audit/audit.service';
import { keysetBatches } from './keyset';
import { exportFileName, sendXlsx, XLSX_CONTENT_TYPE } from './send-xlsx';
import { acceptancesExport } from './tables/acceptances.export';
import { assessmentsExport } from './tables/assessments.export';
import { auditExport } from './tables/audit.export';
import { certificationsExport } from './tables/certifications.export';
import { companiesExport } from './tables/companies.export';
import { servedEnterprisesExport } from './tables/served-enterprises.export';
import { solutionsExport } from './tables/solutions.export';

/** Rows read from the database at a time: one batch is what the export holds in memory. */
export const EXPORT_BATCH_SIZE = 1000;

const EXPORTS = [
  companiesExport,
  certificationsExport,
  assessmentsExport,
  acceptancesExport,
  solutionsExport,
  servedEnterprisesExport,
  auditExport,
];

/** The back-office tables as streamed .xlsx downloads with the lists' filters (issue 19, docs/exports.md). */
export const exportRoutes: ModuleRoutes = async (app, { ctx }) => {
  for (const definition of EXPORTS) {
    app.get(
      `/api/admin/exports/${definition.table}`,
      {
        // Already deflated: compressing the zip again costs CPU and saves nothing.
        compress: false,
        // Refused before the query is read, as on the lists: strangers learn nothing of the filters.
        preValidation: async (request) => {
          await requireOperator(request, definition.area);
        },
        schema: {
          tags: ['admin-exports'],
          summary: `导出${EXPORT_TITLES[definition.table]}（.xlsx，筛选条件同列表）`,
          querystring: definition.query,
          response: { 200: fileResponse('Excel 工作簿', XLSX_CONTENT_TYPE) },
        },
      },
      async (request, reply) => {
        const operator = await requireOperator(request, definition.area);
        const query = request.query;
        const total = await definition.count(ctx, query);
        await recordAudit(ctx.db, request, {
          action: 'admin.export',
          userId: operator.userId,
          subject: definition.table,
          objectType: definition.table,
          detail: { filters: filtersOf(query), rows: total },
        });
        const title = EXPORT_TITLES[definition.table];
        return sendXlsx(reply, {
          fileName: exportFileName(title, ctx.now()),
          sheetName: title,
          columns: definition.columns,
          total,
          batches: keysetBatches((from, size) => definition.read(ctx, query, from, size), EXPORT_BATCH_SIZE),
        });
      },
    );
  }
};

/** The filters as the operator gave them, without the list's paging (an export has every page). */
function filtersOf(query: unknown): Record<string, unknown> {
  const { page: _page, limit: _limit, ...filters } = (query ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}
