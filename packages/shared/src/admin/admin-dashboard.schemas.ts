import { z } from 'zod';
import { CERTIFY_TYPES } from '../common/constants';
import { envelopeOf } from '../common/envelope.schemas';

/** How many days back "recent decisions" on the dashboard count. */
export const DASHBOARD_RECENT_DAYS = 7;
/** How many of the longest-waiting requests the dashboard lists. */
export const DASHBOARD_OLDEST_COUNT = 5;

/** What an operator sees on opening the back office (GET /api/admin/dashboard). */
export const adminDashboard = z.object({
  waiting: z.object({ enterprise: z.number().int(), provider: z.number().int() }),
  certifiedCompanies: z.number().int(),
  certifiedProviders: z.number().int(),
  users: z.number().int(),
  disabledUsers: z.number().int(),
  /** Approvals and rejections in the last DASHBOARD_RECENT_DAYS days. */
  recentDecisions: z.number().int(),
  oldestWaiting: z.array(
    z.object({
      id: z.string(),
      certifyType: z.enum(CERTIFY_TYPES),
      companyName: z.string().nullable(),
      submittedAt: z.string(),
    }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;
export const adminDashboardAnswer = envelopeOf(adminDashboard);
