import {
  auditEntryAnswer,
  auditListAnswer,
  auditListQuery,
  auditVerificationAnswer,
  auditVerifyQuery,
  memberIdParams,
} from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { ok, paged } from '../../lib/reply';
import { requireOperator } from '../../plugins/auth';
import { verifyAuditChain } from './audit-chain';
import { getAuditEntry, listAudit } from './audit-viewer';

/** The audit trail viewer (docs/audit.md): read-only, for system administrators. */
export const auditRoutes: ModuleRoutes = async (app, { ctx }) => {
  const tags = ['admin'];
  app.addHook('onRequest', async (request) => {
    await requireOperator(request, 'audit');
  });

  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags,
        summary: '审计日志（系统管理员）',
        querystring: auditListQuery,
        response: { 200: auditListAnswer },
      },
    },
    async (request) => {
      const { items, total } = await listAudit(ctx, request.query);
      return paged(items, total);
    },
  );

  app.get(
    '/api/admin/audit/verify',
    {
      schema: {
        tags,
        summary: '校验审计日志的哈希链，可附记下的链头 head=id:哈希（系统管理员）',
        querystring: auditVerifyQuery,
        response: { 200: auditVerificationAnswer },
      },
    },
    async (request) => ok(await verifyAuditChain(ctx.db, { head: request.query.head })),
  );

  app.get(
    '/api/admin/audit/:id',
    {
      schema: {
        tags,
        summary: '审计日志详情（系统管理员）',
        params: memberIdParams,
        response: { 200: auditEntryAnswer },
      },
    },
    async (request) => ok(await getAuditEntry(ctx, request.params.id)),
  );
};
