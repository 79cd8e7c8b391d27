import type { AuditAction, AuditObjectType, AuditResult } from '@dtmm/shared';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { auditLog } from './audit.table';

export interface AuditEntry {
  /** One of the catalogue's actions, each with its Chinese name (audit-labels.ts). */
  action: AuditAction;
  userId?: number | null;
  subject?: string | null;
  /** What was acted on, e.g. 'certification' and its id, so the viewer finds every action on it. */
  objectType?: AuditObjectType;
  objectId?: number | string;
  /** 'failure' for a refused attempt (a wrong password, a locked account); 'success' by default. */
  result?: AuditResult;
  detail?: Record<string, unknown>;
}

/**
 * Writes one audit row; pass the open transaction when the audited change is part of one. The
 * database chains the row to the previous one (docs/audit.md) and refuses to change it afterwards.
 */
export async function recordAudit(db: Queryable, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  const userAgent = request.headers['user-agent'];
  await db.insert(auditLog).values({
    action: entry.action,
    userId: entry.userId ?? null,
    subject: entry.subject?.slice(0, 100) ?? null,
    objectType: entry.objectType ?? null,
    objectId: entry.objectId === undefined ? null : String(entry.objectId),
    result: entry.result ?? 'success',
    ip: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 300) : null,
    detail: entry.detail ?? null,
  });
}
