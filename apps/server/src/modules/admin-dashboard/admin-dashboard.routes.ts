import { adminDashboardAnswer, DASHBOARD_RECENT_DAYS, formatDateTime } from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { ok } from '../../lib/reply';
import { requireOperator } from '../../plugins/auth';
import { countFigures, findOldestWaiting } from './admin-dashboard.repository';

const DAY_MS = 86_400_000;

/** GET /api/admin/dashboard: the counts an operator needs on opening the back office. */
export const adminDashboardRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/api/admin/dashboard',
    { schema: { tags: ['admin'], summary: '运营工作台统计', response: { 200: adminDashboardAnswer } } },
    async (request) => {
      await requireOperator(request, 'dashboard');
      const since = new Date(ctx.now() - DASHBOARD_RECENT_DAYS * DAY_MS);
      const [{ waitingEnterprise, waitingProvider, ...figures }, oldest] = await Promise.all([
        countFigures(ctx.db, since),
        findOldestWaiting(ctx.db),
      ]);
      return ok({
        ...figures,
        waiting: { enterprise: waitingEnterprise, provider: waitingProvider },
        oldestWaiting: oldest.map((row) => ({
          ...row,
          id: String(row.id),
          submittedAt: formatDateTime(row.submittedAt),
        })),
      });
    },
  );
};
