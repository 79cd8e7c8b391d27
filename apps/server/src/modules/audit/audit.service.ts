import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { auditLog } from './audit.table';

export interface AuditEntry {
  action: string;
  userId?: number | null;
  subject?: string | null;
  detail?: Record<string, unknown>;
}

/** Writes one audit row; pass the open transaction when the audited change is part of one. */
export async function recordAudit(db: Queryable, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  const userAgent = request.headers['user-agent'];
  await db.insert(auditLog).values({
    action: entry.action,
    userId: entry.userId ?? null,
    subject: entry.subject?.slice(0, 100) ?? null,
    ip: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 300) : null,
    detail: entry.detail ?? null,
  });
}
