import { CERTIFICATION_MESSAGES, certificationListQuery, rejectCertificationInput } from '@dtmm/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context';
import { ok, paged } from '../../lib/reply';
import { formatDateTime } from '../../lib/time';
import { requireOperator } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { DictionaryService } from '../dictionaries/dictionaries.service';
import { users } from '../users/users.table';
import { findEvents, findRequest, findRequestPage } from './certifications.repository';
import { CertificationService } from './certifications.service';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const tags = ['admin'];
const time = (d: Date | null) => (d ? formatDateTime(d) : null);

/** The operators' review console: queue, detail with history, approve, reject. */
export const certificationAdminRoutes: ModuleRoutes = async (app, { ctx }) => {
  const service = new CertificationService(ctx.db, new DictionaryService(ctx.db, ctx.now), ctx.now);
  // Every route here is for operators: the check runs before validation, so strangers learn nothing.
  app.addHook('preValidation', async (request) => {
    await requireOperator(request);
  });

  app.get(
    '/api/admin/certifications',
    { schema: { tags, summary: '认证审核队列', querystring: certificationListQuery } },
    async (request) => {
      const { rows, total } = await findRequestPage(ctx.db, request.query);
      const items = rows.map((row) => ({
        ...row,
        id: String(row.id),
        companyId: row.companyId === null ? null : String(row.companyId),
        applicantUserId: String(row.applicantUserId),
        submittedAt: formatDateTime(row.submittedAt),
        decidedAt: time(row.decidedAt),
      }));
      return paged(items, total);
    },
  );

  app.get(
    '/api/admin/certifications/:id',
    { schema: { tags, summary: '认证申请详情', params: idParams } },
    async (request) => {
      const row = await findRequest(ctx.db, request.params.id);
      if (!row) throw AppError.notFound();
      const [applicant] = await ctx.db
        .select({ username: users.username, phone: users.phone })
        .from(users)
        .where(eq(users.id, row.applicantUserId));
      const events = await findEvents(ctx.db, row.id);
      return ok({
        id: String(row.id),
        certifyType: row.certifyType,
        status: row.status,
        companyId: row.companyId === null ? null : String(row.companyId),
        applicant: { id: String(row.applicantUserId), ...applicant },
        payload: row.payload,
        licenseFileId: (row.payload.certificationDocuments as string | undefined) ?? null,
        creditCode: row.creditCode,
        rejectReason: row.rejectReason,
        submittedAt: formatDateTime(row.submittedAt),
        decidedAt: time(row.decidedAt),
        history: events.map((e) => ({
          action: e.action,
          reason: e.reason,
          actor: e.actorName,
          at: formatDateTime(e.at),
        })),
      });
    },
  );

  app.post(
    '/api/admin/certifications/:id/approve',
    { schema: { tags, summary: '审核通过', params: idParams } },
    async (request) => {
      const me = await requireOperator(request);
      await service.approve(request, me, request.params.id);
      return ok(null, CERTIFICATION_MESSAGES.approved);
    },
  );

  app.post(
    '/api/admin/certifications/:id/reject',
    { schema: { tags, summary: '驳回', params: idParams, body: rejectCertificationInput } },
    async (request) => {
      const me = await requireOperator(request);
      await service.reject(request, me, request.params.id, request.body.reason);
      return ok(null, CERTIFICATION_MESSAGES.rejected);
    },
  );
};
